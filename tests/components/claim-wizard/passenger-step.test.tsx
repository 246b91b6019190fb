import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWizard, seedProgress, stepHeading } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

describe('claim wizard: passenger data', () => {
  it('when the e-mail does not look like one, then its field says so and step 4 does not move on', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3], passenger: { name: '', email: '', dateOfBirth: '', phone: '', issueType: '', issueDetails: '' } });
    const user = userEvent.setup();
    renderWizard();

    await user.type(screen.getByLabelText('Nome e cognome'), 'Mario Rossi');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'mario rossi@example');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Inserisci un indirizzo email valido');

    await user.selectOptions(screen.getByLabelText('Che cosa è successo?'), 'Volo cancellato');
    fireEvent.change(screen.getByLabelText('Data di nascita'), { target: { value: '1985-03-14' } });
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(await screen.findByText('Completa questo passo')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Dati');

    await user.clear(email);
    await user.type(email, 'mario.rossi@example.it');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Inserisci un indirizzo email valido')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Telefono (facoltativo)')).not.toHaveAttribute('aria-required');

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(screen.getByText('Volo cancellato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  });
});
