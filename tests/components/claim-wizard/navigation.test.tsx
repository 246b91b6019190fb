import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWizard, seedProgress, stepHeading } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

async function chooseAirport(user: ReturnType<typeof userEvent.setup>, label: string, typed: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('claim wizard: steps', () => {
  it('when step 1 is incomplete, then Continua shows the toast and the field errors, and with both airports it shows the preview and moves on', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWizard();

    expect(stepHeading()).toHaveTextContent('Aeroporti');
    expect(screen.getByText(/circa 7 minuti/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continua/ }));

    expect(await screen.findByText('Completa questo passo')).toBeInTheDocument();
    expect(screen.getByText('Compila tutti i campi richiesti prima di continuare')).toBeInTheDocument();
    const departure = screen.getByRole('combobox', { name: 'Aeroporto di partenza' });
    expect(departure).toHaveAttribute('aria-invalid', 'true');
    expect(departure).toHaveAccessibleDescription("Seleziona l'aeroporto di partenza dall'elenco");

    await chooseAirport(user, 'Aeroporto di partenza', 'Roma', /Roma Fiumicino \(FCO\)/);
    await chooseAirport(user, 'Aeroporto di arrivo', 'Parigi', /Charles de Gaulle \(CDG\)/);
    expect(screen.getByText('fino a 250,00 €')).toBeInTheDocument();
    expect(departure).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Data');
    expect(screen.getByText(/circa 6 minuti/)).toBeInTheDocument();
  });

  it('when the date is in the future or missing, then step 2 does not move on; the picker is bounded by 2020-01-01 and today', async () => {
    mockApi();
    seedProgress({ step: 2, completedSteps: [1], flightDate: '' });
    const user = userEvent.setup();
    renderWizard();

    const date = screen.getByLabelText('Data del volo');
    expect(date).toHaveAttribute('min', '2020-01-01');
    expect(date.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(await screen.findByText('Completa questo passo')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription(/Seleziona la data del volo/);

    fireEvent.change(date, { target: { value: '2099-01-01' } });
    expect(date).toHaveAccessibleDescription(/non può essere nel futuro/);
    fireEvent.change(date, { target: { value: '2019-12-31' } });
    expect(date).toHaveAccessibleDescription(/dal 1° gennaio 2020/);

    fireEvent.change(date, { target: { value: '2025-06-01' } });
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Volo');
  });

  it('when a step circle is clicked, then going back is free and going forward past an invalid step is not offered', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3], passenger: { name: '', email: '', dateOfBirth: '', phone: '', issueType: '', issueDetails: '' } });
    const user = userEvent.setup();
    renderWizard();

    const steps = within(screen.getByRole('navigation', { name: 'Passaggi della richiesta' }));
    expect(steps.getByRole('button', { name: /Passo 5: Risultato/ })).toBeDisabled();
    expect(steps.getByRole('button', { name: /Passo 4: Dati/ })).toHaveAttribute('aria-current', 'step');

    await user.click(steps.getByRole('button', { name: /Passo 1: Aeroporti, completato/ }));
    expect(stepHeading()).toHaveTextContent('Aeroporti');
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('Roma Fiumicino (FCO)');

    // Forward again over the valid steps 1-3 to step 4, not to 5.
    await user.click(steps.getByRole('button', { name: /Passo 4: Dati/ }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Dati'));
    expect(stepHeading()).toHaveFocus();
  });

  it('while on the page, then the title and description are the wizard’s, and on leaving the previous ones come back', () => {
    mockApi();
    document.title = 'Prima';
    const view = renderWizard();
    expect(document.title).toMatch(/Verifica il rimborso/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/600 €/));
    view.unmount();
    expect(document.title).toBe('Prima');
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });
});
