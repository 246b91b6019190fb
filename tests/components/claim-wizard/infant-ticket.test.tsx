import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptLegalTexts, COMPLETE, mockApi, renderWizard, seedProgress, stepHeading } from './wizard-harness';

beforeEach(() => vi.setSystemTime(new Date('2026-11-27T10:00:00Z')));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const created = () => new Response(JSON.stringify({ id: 17, practiceNumber: '482913', status: 'pending', uploadToken: 'tok.en' }), { status: 201 });
const passengerBox = (number: number) => screen.getByRole('group', { name: new RegExp(`^Passeggero ${number}`) });
const fill = (group: HTMLElement, label: string, value: string) => fireEvent.change(within(group).getByLabelText(label), { target: { value } });
const QUESTION = /avevate pagato un biglietto, anche solo la tariffa neonato\?/;

describe('claim wizard: a passenger under 2 who may have travelled free (Art. 3(3))', () => {
  it('when a child under 2 on the flight’s day is added, then the wizard asks whether they had a ticket, refuses to go on without an answer, and one who travelled free is sent as such and left out of the total', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    // The flight (COMPLETE) is on 1 June 2025.
    seedProgress({ step: 4, completedSteps: [1, 2, 3] });
    const user = userEvent.setup();
    renderWizard();

    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    await user.type(within(passengerBox(2)).getByLabelText('Nome e cognome'), 'Anna Verdi');
    fill(passengerBox(2), 'Data di nascita', '1987-02-10');
    await user.type(within(passengerBox(2)).getByLabelText(/^Email/), 'anna.verdi@example.it');
    expect(screen.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    await user.type(within(passengerBox(3)).getByLabelText('Nome e cognome'), 'Giulia Rossi');
    fill(passengerBox(3), 'Data di nascita', '2024-09-15');
    const question = within(passengerBox(3)).getByRole('group', { name: QUESTION });
    expect(question).toHaveAccessibleName('Per Giulia Rossi avevate pagato un biglietto, anche solo la tariffa neonato?');

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Dati');
    expect(question).toHaveAccessibleDescription(/Indica se per questo bambino avete pagato un biglietto, anche solo la tariffa neonato/);

    await user.click(within(question).getByRole('radio', { name: 'No, ha viaggiato gratis' }));
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Risultato');
    // 250 € for each of the two adults; nothing for the infant.
    expect(screen.getByText(/3\. Giulia Rossi · nato\/a il 15 settembre 2024 · minorenne · ha viaggiato gratis/)).toBeInTheDocument();
    expect(screen.getByText('× 2 passeggeri')).toBeInTheDocument();
    expect(screen.getByText('Totale fino a 500,00 €')).toBeInTheDocument();
    expect(screen.getByText(/Un bambino ha viaggiato gratis: per chi non aveva un biglietto non spetta il risarcimento/)).toBeInTheDocument();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'Firma il mandato' });
    const body = JSON.parse(submit.mock.calls[0]![0]?.body as string);
    expect(body.passengers[1]).not.toHaveProperty('travelledFree');
    expect(body.passengers[2]).toMatchObject({ fullName: 'Giulia Rossi', dateOfBirth: '2024-09-15', travelledFree: true });
  });

  it('when the child turned 2 before the flight, then nothing is asked', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3] });
    const user = userEvent.setup();
    renderWizard();

    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    fill(passengerBox(2), 'Data di nascita', '2023-05-31');
    expect(screen.queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
  });

  it('when the person filling in gives a birth date under 2 on the flight’s day, then the wizard says a baby is added as another passenger and does not go on', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3], passenger: { ...COMPLETE.passenger, dateOfBirth: '2024-09-15' } });
    const user = userEvent.setup();
    renderWizard();

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Dati');
    expect(screen.getByText(/Il passeggero 1 sei tu che compili la richiesta: un bambino sotto i 2 anni va aggiunto tra gli altri passeggeri/)).toBeInTheDocument();
  });
});
