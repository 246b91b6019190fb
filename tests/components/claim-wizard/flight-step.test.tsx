import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem, renderWizard, seedProgress, stepHeading, storedProgress } from './wizard-harness';

afterEach(() => vi.restoreAllMocks());

const onStep3 = () => seedProgress({ step: 3, completedSteps: [1, 2], manualFlightNumber: '', selectedFlight: null });

describe('claim wizard: flight', () => {
  it('when a listed flight is chosen and then a flight number typed, then the number is upper case and the listed flight is dropped', async () => {
    const fetch = mockApi();
    onStep3();
    const user = userEvent.setup();
    renderWizard();

    const listed = await screen.findByRole('radio', { name: /AF1205/ });
    expect(fetch).toHaveBeenCalledWith('/api/flights/schedules?dep_iata=FCO&arr_iata=CDG&date=2025-06-01', expect.anything());
    await user.click(listed);
    expect(listed).toBeChecked();
    expect(storedProgress()?.selectedFlight?.flight_number).toBe('AF1205');

    const manual = screen.getByLabelText('Oppure inserisci il numero del volo');
    await user.type(manual, 'az 610');
    expect(manual).toHaveValue('AZ610');
    expect(listed).not.toBeChecked();
    expect(storedProgress()).toMatchObject({ manualFlightNumber: 'AZ610', selectedFlight: null });

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Dati');
    await user.click(screen.getByRole('button', { name: /Passo 5: Risultato/ }));
    expect(screen.getByText('AZ610')).toBeInTheDocument();
  });

  it('when the flight search fails, then it says so and the flight number can still be typed', async () => {
    mockApi({ schedules: () => problem(502, { title: 'Errore nella ricerca voli' }) });
    onStep3();
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByText('Errore nella ricerca voli')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Oppure inserisci il numero del volo'), 'fr1234');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Dati');
    expect(storedProgress()?.manualFlightNumber).toBe('FR1234');
  });

  it('when no flights are found, then it says so and points to the manual entry; a malformed number is refused by its field', async () => {
    mockApi({ schedules: () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }) });
    onStep3();
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByText(/Nessun volo trovato per questa tratta e data/)).toBeInTheDocument();
    const manual = screen.getByLabelText('Oppure inserisci il numero del volo');
    await user.type(manual, 'x');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(await screen.findByText('Completa questo passo')).toBeInTheDocument();
    expect(manual).toHaveAccessibleDescription(/Numero di volo non valido/);
  });
});
