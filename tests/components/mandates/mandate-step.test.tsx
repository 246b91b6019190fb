import type { ClaimMandates } from '@contracts/mandates';
import { calculateFee } from '@eligibility';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MandateStep } from '@/features/claim-wizard/components/mandate-step';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const CLAIM = { id: 7, practiceNumber: '482913', status: 'pending' as const, uploadToken: 'tok.en', doItYourself: null };
const MANDATES: ClaimMandates = {
  claimId: 7,
  practiceNumber: '482913',
  values: {
    flightNumber: 'AZ610',
    flightDate: '03/10/2026',
    departureAirport: 'Roma Fiumicino (FCO)',
    arrivalAirport: 'New York JFK (JFK)',
    practiceNumber: '482913',
    companyName: 'Voli Giusti S.r.l.',
    companyAddress: 'Via Roma 1, Milano',
    companyVatNumber: 'IT01234567890',
  },
  passengers: [
    { passengerId: 1, fullName: 'Maria Rossi', minor: false, estimate: calculateFee(60_000), signed: null, signing: 'here' },
    { passengerId: 2, fullName: 'Luca Rossi', minor: true, estimate: calculateFee(60_000), signed: null, signing: 'here' },
  ],
};
const signedBy = (name: string, signedAs: 'passenger' | 'guardian') => ({ signerName: name, signedAs, signedAt: '2026-11-24T10:00:00.000Z', documentId: 'd'.repeat(32), sha256: 'a'.repeat(64), signedVia: 'contact_session' as const });

afterEach(() => vi.restoreAllMocks());

describe('the wizard’s mandate step', () => {
  it('when it opens, then it shows the mandate filled for the claim and a signature for each passenger, the minor’s by a guardian', async () => {
    const fetch = mockFetch((url, init) => (url.pathname === '/api/flight-checks/7/mandates' && !init?.method?.match(/POST/) ? json(MANDATES) : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    const text = await screen.findByRole('document', { name: 'Testo del mandato con rappresentanza' });
    expect(text).toHaveTextContent('passeggero/a del volo AZ610 del 03/10/2026 da Roma Fiumicino (FCO) a New York JFK (JFK), pratica n. 482913');
    expect(text).toHaveTextContent('conferisco a Voli Giusti S.r.l., con sede in Via Roma 1, Milano, partita IVA IT01234567890');
    expect(screen.getByRole('heading', { name: 'Firma per Maria Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firma del genitore o tutore per Luca Rossi' })).toBeInTheDocument();
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>)['x-upload-token']).toBe('tok.en');
  });

  it('when it opens, then each passenger’s mandate states their estimated compensation, our fee in euros and the net, and the text says the fee is due only on money received', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/mandates' ? json(MANDATES) : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    const text = await screen.findByRole('document', { name: 'Testo del mandato con rappresentanza' });
    expect(text).toHaveTextContent('Importi per il passeggero, su stima: risarcimento 600,00 €; compenso del mandatario, IVA inclusa, 183,00 €; netto per il passeggero 417,00 €.');
    expect(text).toHaveTextContent('è dovuto solo sulla somma effettivamente ricevuta in denaro dalla compagnia aerea per il passeggero');
    for (const name of ['Maria Rossi', 'Luca Rossi']) {
      const amounts = screen.getByLabelText(`Importi del mandato di ${name}`);
      expect(within(amounts).getByText('Risarcimento stimato').nextSibling).toHaveTextContent('600,00 €');
      expect(within(amounts).getByText('Nostro compenso, IVA inclusa').nextSibling).toHaveTextContent('183,00 €');
      expect(within(amounts).getByText('Netto per il passeggero').nextSibling).toHaveTextContent('417,00 €');
    }
  });

  it('when the passengers’ amounts differ or are not known yet, then the text points to each passenger’s own, and one without an estimate reads so instead of a number', async () => {
    const mixed: ClaimMandates = { ...MANDATES, passengers: [MANDATES.passengers[0]!, { ...MANDATES.passengers[1]!, estimate: null }] };
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/mandates' ? json(mixed) : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    const text = await screen.findByRole('document', { name: 'Testo del mandato con rappresentanza' });
    expect(text).toHaveTextContent('risarcimento [indicato sotto per ciascun passeggero]');
    const maria = screen.getByLabelText('Importi del mandato di Maria Rossi');
    expect(maria).toHaveTextContent('600,00 €');
    const luca = screen.getByLabelText('Importi del mandato di Luca Rossi');
    expect(luca).toHaveTextContent('non ancora stimabile, perché il diritto è da verificare');
    expect(luca).toHaveTextContent('pari al 30,5 % della somma incassata');
    expect(luca).not.toHaveTextContent('€');
  });

  it('when both sign, then each is shown as signed and «Continua» leads on', async () => {
    let state = MANDATES;
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/flight-checks/7/mandates') return undefined;
      if (init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as { passengerId: number; signerName: string; signedAs: 'passenger' | 'guardian' };
        posted.push(body);
        state = { ...state, passengers: state.passengers.map((passenger) => (passenger.passengerId === body.passengerId ? { ...passenger, signed: signedBy(body.signerName, body.signedAs) } : passenger)) };
        return json(state, 201);
      }
      return json(state);
    });
    const onDone = vi.fn();
    renderWithClient(<MandateStep claim={CLAIM} onDone={onDone} />);
    const user = userEvent.setup();

    for (const [passenger, name] of [['Maria Rossi', 'Maria Rossi'], ['Luca Rossi', 'Maria Rossi']] as const) {
      const form = (await screen.findByRole('heading', { name: new RegExp(`per ${passenger}$`) })).closest('form')!;
      await user.type(form.querySelector('input:not([type=checkbox])')!, name);
      await user.click(form.querySelector('button[aria-pressed]')!);
      await user.click(form.querySelector('input[type=checkbox]')!);
      await user.click([...form.querySelectorAll('button')].find((button) => button.textContent === 'Firma')!);
      await screen.findByText(new RegExp(`${passenger}`), { selector: 'strong' });
    }
    expect(posted).toEqual([
      expect.objectContaining({ passengerId: 1, signedAs: 'passenger', signature: { kind: 'typed' } }),
      expect.objectContaining({ passengerId: 2, signedAs: 'guardian', signerName: 'Maria Rossi' }),
    ]);
    expect(screen.getAllByText(/mandato firmato il/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('when an adult co-passenger is on the claim, then the contact gets no form for them, only that they sign with their own link, and «Continua» once the contact’s own part is signed', async () => {
    const withCompanions: ClaimMandates = {
      ...MANDATES,
      passengers: [
        { ...MANDATES.passengers[0]!, signed: signedBy('Maria Rossi', 'passenger') },
        { passengerId: 2, fullName: 'Paolo Bianchi', minor: false, estimate: calculateFee(60_000), signed: null, signing: 'own_link' },
        { passengerId: 3, fullName: 'Anna Verdi', minor: false, estimate: calculateFee(60_000), signed: null, signing: 'needs_email' },
      ],
    };
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/mandates' ? json(withCompanions) : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    expect(await screen.findByText(/firma di persona il proprio mandato, con il link che gli abbiamo inviato/)).toBeInTheDocument();
    expect(screen.getByText(/non abbiamo il suo indirizzo e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /per Paolo Bianchi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /per Anna Verdi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continua' })).toBeInTheDocument();
  });

  it('when the server refuses a signature, then its Italian message is shown on that passenger’s form', async () => {
    mockFetch((url, init) => {
      if (url.pathname !== '/api/flight-checks/7/mandates') return undefined;
      return init?.method === 'POST' ? problem(409, 'Mandato già firmato', 'Mandato già firmato per questo passeggero') : json({ ...MANDATES, passengers: [MANDATES.passengers[0]!] });
    });
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome e cognome'), 'Maria Rossi');
    await user.click(screen.getByRole('button', { name: 'Firma scrivendo il nome' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Firma' }));
    expect(await screen.findByText('Mandato già firmato per questo passeggero')).toBeInTheDocument();
  });

  it('when the mandate cannot be loaded, then it says so and the passenger can still sign later', async () => {
    mockFetch(() => problem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.'));
    const onDone = vi.fn();
    renderWithClient(<MandateStep claim={CLAIM} onDone={onDone} />);
    expect(await screen.findByText('Non siamo riusciti a caricare il mandato.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Firma più tardi' }));
    expect(onDone).toHaveBeenCalled();
  });
});
