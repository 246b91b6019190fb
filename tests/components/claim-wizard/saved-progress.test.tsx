import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWizard, stepHeading, storedProgress } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

describe('claim wizard: saved progress', () => {
  it('when the page is left and opened again, then step, airports, date, flight and passenger data come back', async () => {
    mockApi();
    const user = userEvent.setup();
    const first = renderWizard();

    await user.type(screen.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'Roma');
    await user.click(await screen.findByRole('option', { name: /FCO/ }));
    expect(storedProgress()?.departure?.iataCode).toBe('FCO');
    await user.type(screen.getByRole('combobox', { name: 'Aeroporto di arrivo' }), 'Parigi');
    await user.click(await screen.findByRole('option', { name: /CDG/ }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    fireEvent.change(screen.getByLabelText('Data del volo'), { target: { value: '2025-06-01' } });
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await user.click(await screen.findByRole('radio', { name: /AZ318/ }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    await user.type(screen.getByLabelText('Nome e cognome'), 'Giulia Bianchi');
    await user.type(screen.getByLabelText('Email'), 'giulia@example.it');
    first.unmount();

    expect(storedProgress()).toMatchObject({
      step: 4,
      completedSteps: [1, 2, 3],
      flightDate: '2025-06-01',
      selectedFlight: { flight_number: 'AZ318' },
      passenger: { name: 'Giulia Bianchi', email: 'giulia@example.it' },
    });

    renderWizard();
    expect(stepHeading()).toHaveTextContent('Dati');
    expect(screen.getByLabelText('Nome e cognome')).toHaveValue('Giulia Bianchi');
    expect(screen.getByLabelText('Email')).toHaveValue('giulia@example.it');
    await user.click(screen.getByRole('button', { name: /Passo 3: Volo/ }));
    expect(await screen.findByRole('radio', { name: /AZ318/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Passo 1: Aeroporti/ }));
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveValue('Roma Fiumicino (FCO)');
    expect(screen.getByRole('combobox', { name: 'Aeroporto di arrivo' })).toHaveValue('Parigi Charles de Gaulle (CDG)');
  });

  it('when the stored progress is not valid JSON, then the wizard starts afresh', () => {
    mockApi();
    localStorage.setItem('rimborsovolo24:claim-wizard', '{broken');
    renderWizard();
    expect(stepHeading()).toHaveTextContent('Aeroporti');
  });
});
