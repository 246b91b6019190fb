import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptLegalTexts, COMPLETE, mockApi, renderWizard, seedProgress, stepHeading } from './wizard-harness';

// «minorenne» is judged on today in Italy: a fixed day keeps the child born in 2016 a minor.
beforeEach(() => vi.setSystemTime(new Date('2026-11-27T10:00:00Z')));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const created = () => new Response(JSON.stringify({ id: 17, practiceNumber: '482913', status: 'pending', uploadToken: 'tok.en' }), { status: 201 });
const passengerBox = (number: number) => screen.getByRole('group', { name: new RegExp(`^Passeggero ${number}`) });
const fill = (group: HTMLElement, label: string, value: string) => fireEvent.change(within(group).getByLabelText(label), { target: { value } });

describe('claim wizard: the passengers of one booking', () => {
  it('when two passengers are added, one removed and a child kept, then the child is marked «minorenne», the summary totals both and the body sends them in order', async () => {
    const submit = vi.fn((_init: RequestInit | undefined) => created());
    mockApi({ submit: ({ init }) => submit(init) });
    seedProgress({ step: 4, completedSteps: [1, 2, 3] });
    const user = userEvent.setup();
    renderWizard();

    expect(screen.getByText('1 passeggero')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    expect(within(passengerBox(2)).getByLabelText('Nome e cognome')).toHaveFocus();
    await user.type(within(passengerBox(2)).getByLabelText('Nome e cognome'), 'Anna Verdi');
    fill(passengerBox(2), 'Data di nascita', '1987-02-10');
    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    await user.type(within(passengerBox(3)).getByLabelText('Nome e cognome'), 'Luca Rossi');
    fill(passengerBox(3), 'Data di nascita', '2016-07-21');
    expect(within(passengerBox(3)).getByText('minorenne')).toBeInTheDocument();
    expect(within(passengerBox(2)).queryByText('minorenne')).not.toBeInTheDocument();
    expect(screen.getByText('3 passeggeri')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rimuovi passeggero 2 (Anna Verdi)' }));
    expect(screen.getByRole('button', { name: 'Aggiungi passeggero' })).toHaveFocus();
    expect(within(passengerBox(2)).getByLabelText('Nome e cognome')).toHaveValue('Luca Rossi');
    expect(within(passengerBox(2)).getByText('minorenne')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Codice di prenotazione/), 'x7k 2ql');

    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Risultato');
    expect(screen.getByText(/1\. Mario Rossi · nato\/a il 14 marzo 1985\s+2\. Luca Rossi · nato\/a il 21 luglio 2016 · minorenne/)).toBeInTheDocument();
    expect(screen.getByText('X7K2QL')).toBeInTheDocument();
    expect(screen.getByText('× 2 passeggeri')).toBeInTheDocument();
    expect(screen.getByText('Totale fino a 500,00 €')).toBeInTheDocument();
    // 250 € each: 25 % is 62,50 €, IVA 13,75 €, fee 76,25 €, net 173,75 €.
    expect(screen.getByText('Per 2 passeggeri: commissione 152,50 € · a voi 347,50 €')).toBeInTheDocument();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'Firma il mandato' });
    expect(JSON.parse(submit.mock.calls[0]![0]?.body as string)).toMatchObject({
      bookingReference: 'X7K2QL',
      passengers: [
        { fullName: 'Mario Rossi', dateOfBirth: '1985-03-14', email: 'mario.rossi@example.it' },
        { fullName: 'Luca Rossi', dateOfBirth: '2016-07-21', email: null },
      ],
    });
  });

  it('when an added passenger lacks a name, was born after the flight or has a bad e-mail, or the booking reference is wrong, then each field says why and step 4 does not move on', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3], bookingReference: 'AB-1' });
    const user = userEvent.setup();
    renderWizard();

    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    fill(passengerBox(2), 'Data di nascita', '2025-06-02');
    fill(passengerBox(2), 'Email (facoltativa)', 'anna@');
    await user.click(screen.getByRole('button', { name: /Continua/ }));

    expect(stepHeading()).toHaveTextContent('Dati');
    expect(within(passengerBox(2)).getByLabelText('Nome e cognome')).toHaveAccessibleDescription('Inserisci nome e cognome del passeggero');
    expect(within(passengerBox(2)).getByLabelText('Data di nascita')).toHaveAccessibleDescription('La data di nascita non può essere successiva alla data del volo');
    expect(within(passengerBox(2)).getByLabelText('Email (facoltativa)')).toHaveAccessibleDescription('Inserisci un indirizzo email valido');
    expect(screen.getByLabelText(/Codice di prenotazione/)).toHaveAccessibleDescription(/Il codice di prenotazione ha da 5 a 8 lettere o cifre/);
  });

  it('when nine passengers are listed, then no more can be added', async () => {
    mockApi();
    const companions = Array.from({ length: 8 }, (_, index) => ({ key: `p${index}`, fullName: `Passeggero ${index + 2}`, dateOfBirth: '1990-01-01', email: '' }));
    seedProgress({ ...COMPLETE, step: 4, companions });
    renderWizard();

    expect(screen.getByRole('button', { name: 'Aggiungi passeggero' })).toBeDisabled();
    expect(screen.getByText('9 passeggeri · massimo 9 per richiesta')).toBeInTheDocument();
  });

  it('when the server refuses a passenger’s date of birth, then the wizard goes back to step 4 and shows it on that passenger', async () => {
    mockApi({
      submit: () =>
        new Response(JSON.stringify({ title: 'Dati non validi', status: 400, errors: [{ field: 'passengers.1.dateOfBirth', message: 'La data di nascita non può essere prima del 1900' }] }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    seedProgress({ companions: [{ key: 'a', fullName: 'Anna Verdi', dateOfBirth: '1987-02-10', email: 'anna.verdi@example.it' }] });
    const user = userEvent.setup();
    renderWizard();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(passengerBox(2)).findByText('La data di nascita non può essere prima del 1900')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Dati');
  });

  it('when an adult co-passenger has no e-mail, then step 4 asks for it on that passenger, and a child needs none', async () => {
    mockApi();
    seedProgress({ step: 4, completedSteps: [1, 2, 3] });
    const user = userEvent.setup();
    renderWizard();

    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    await user.type(within(passengerBox(2)).getByLabelText('Nome e cognome'), 'Anna Verdi');
    fill(passengerBox(2), 'Data di nascita', '1987-02-10');
    await user.click(screen.getByRole('button', { name: 'Aggiungi passeggero' }));
    await user.type(within(passengerBox(3)).getByLabelText('Nome e cognome'), 'Luca Rossi');
    fill(passengerBox(3), 'Data di nascita', '2016-07-21');
    await user.click(screen.getByRole('button', { name: /Continua/ }));

    expect(stepHeading()).toHaveTextContent('Dati');
    expect(within(passengerBox(2)).getByLabelText('Email')).toHaveAccessibleDescription(/Inserisci l’indirizzo email del passeggero: chi è maggiorenne firma il proprio mandato/);
    expect(within(passengerBox(3)).getByLabelText('Email (facoltativa)')).not.toHaveAccessibleDescription(/Inserisci/);

    fill(passengerBox(2), 'Email', 'anna.verdi@example.it');
    await user.click(screen.getByRole('button', { name: /Continua/ }));
    expect(stepHeading()).toHaveTextContent('Risultato');
  });

  it('when the server refuses an adult co-passenger without an e-mail, then the wizard shows it on that passenger’s e-mail', async () => {
    mockApi({
      submit: () =>
        new Response(JSON.stringify({ title: 'Dati non validi', status: 400, errors: [{ field: 'passengers.1.email', message: 'Inserisci l’indirizzo email del passeggero: chi è maggiorenne firma il proprio mandato con il link che gli inviamo' }] }), {
          status: 400,
          headers: { 'content-type': 'application/problem+json' },
        }),
    });
    seedProgress({ companions: [{ key: 'a', fullName: 'Anna Verdi', dateOfBirth: '1987-02-10', email: 'anna.verdi@example.it' }] });
    const user = userEvent.setup();
    renderWizard();

    await acceptLegalTexts(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(passengerBox(2)).findByText(/chi è maggiorenne firma il proprio mandato/)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Dati');
  });
});
