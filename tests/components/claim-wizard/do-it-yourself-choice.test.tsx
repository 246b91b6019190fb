import type { DoItYourselfView } from '@contracts/do-it-yourself';
import type { ClaimMandates } from '@contracts/mandates';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MandateStep } from '@/features/claim-wizard/components/mandate-step';
import { ResultView } from '@/features/claim-wizard/components/result-view';
import { json, mockFetch, problem, renderWithClient } from '../public-pages/helpers';

const OFFER = { carrierName: 'ITA Airways', claimsWebFormUrl: 'https://www.ita-airways.com/reclami' };
const ESTIMATE = { compensationCents: 60_000, feeCents: 18_300, netCents: 41_700 };
const CLAIM = { id: 7, practiceNumber: '482913', status: 'pending' as const, uploadToken: 'tok.en', doItYourself: { ...OFFER, estimate: ESTIMATE } };
const VIEW: DoItYourselfView = {
  offer: OFFER,
  since: '2026-11-28T10:00:00.000Z',
  answerDueOn: '2027-01-09',
  enforcementBody: { shortName: 'ENAC', complaintUrl: 'https://www.enac.gov.it/passeggeri' },
  letterLinks: { it: '/api/passenger/claims/7/do-it-yourself/letter?lang=it', en: '/api/passenger/claims/7/do-it-yourself/letter?lang=en' },
};
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
  passengers: [{ passengerId: 1, fullName: 'Maria Rossi', minor: false, signed: null, signing: 'here', estimate: { compensationCents: 60_000, commissionCents: 15_000, vatCents: 3_300, feeCents: 18_300, netCents: 41_700 } }],
};

afterEach(() => vi.restoreAllMocks());

describe('the wizard’s two choices for a carrier that pays directly', () => {
  it('when the claim is sent, then «Ci pensiamo noi» and «Fai da te, gratis» stand side by side, each saying what it costs, and no mandate is asked yet', async () => {
    const fetch = mockFetch(() => undefined);
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    const ours = screen.getByRole('article', { name: 'Ci pensiamo noi' });
    expect(ours).toHaveTextContent('Il nostro compenso è 25 % + IVA (30,5 % IVA inclusa) solo se la compagnia paga; se non paga, non ci devi nulla.');
    expect(ours).toHaveTextContent(/Su 600,00\s€ per passeggero: il nostro compenso 183,00\s€, a te 417,00\s€\./);
    const alone = screen.getByRole('article', { name: 'Fai da te, gratis' });
    expect(alone).toHaveTextContent('Scarichi la lettera già pronta (in italiano o in inglese), la invii tu alla compagnia');
    expect(alone).toHaveTextContent(/Non ci devi nulla: nessun mandato, nessun compenso\. Se la compagnia paga, a te tutti i 600,00\s€ per passeggero\./);
    expect(alone).toHaveTextContent('Se dopo 6 settimane la compagnia non ha risposto, ti scriviamo');
    expect(within(alone).getByRole('link', { name: /Modulo reclami di ITA Airways/ })).toHaveAttribute('href', 'https://www.ita-airways.com/reclami');
    expect(screen.queryByRole('document', { name: 'Testo del mandato con rappresentanza' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the passenger continues with us, then the mandate to sign appears', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/mandates' ? json(MANDATES) : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continua con noi' }));

    expect(await screen.findByRole('document', { name: 'Testo del mandato con rappresentanza' })).toBeInTheDocument();
  });

  it('when the passenger chooses the free path, then it is recorded with the wizard’s token and the result says what to do, by when, and that nothing is owed', async () => {
    const fetch = mockFetch((url, init) => (url.pathname === '/api/flight-checks/7/do-it-yourself' && init?.method === 'POST' ? json(VIEW) : undefined));
    const onDone = vi.fn();
    renderWithClient(<MandateStep claim={CLAIM} onDone={onDone} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scelgo il fai da te' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(VIEW));
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>)['x-upload-token']).toBe('tok.en');

    // The wizard then shows its result in the step's place.
    cleanup();
    renderWithClient(<ResultView claim={CLAIM} email="maria.rossi@example.it" flightNumber="FR8314" doItYourself={VIEW} onStartOver={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Hai scelto il fai da te, gratis' })).toBeInTheDocument();
    expect(screen.getByText(/Non ci devi nulla: nessun mandato, nessun compenso\./)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Cosa fai ora' });
    expect(steps).toHaveTextContent('scarica la lettera già pronta, in italiano o in inglese');
    expect(steps).toHaveTextContent('allegando la carta d’imbarco, un documento d’identità e la prenotazione');
    expect(steps).toHaveTextContent('La compagnia dovrebbe risponderti entro il 9 gennaio 2027');
    expect(within(steps).getByRole('link', { name: 'ENAC' })).toHaveAttribute('href', 'https://www.enac.gov.it/passeggeri');
    expect(screen.getByRole('link', { name: 'Vai all’area riservata' })).toHaveAttribute('href', '/area-riservata');
    expect(screen.queryByRole('link', { name: 'Carica i documenti' })).not.toBeInTheDocument();
  });

  it('when the server refuses the choice, then its Italian reason is shown and both choices stay', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/do-it-yourself' ? problem(409, 'Fai da te non più disponibile', 'La pratica è già in lavorazione da parte nostra: il fai da te si può scegliere solo prima') : undefined));
    renderWithClient(<MandateStep claim={CLAIM} onDone={() => {}} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Scelgo il fai da te' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('il fai da te si può scegliere solo prima');
    expect(screen.getByRole('button', { name: 'Continua con noi' })).toBeEnabled();
  });

  it('when the carrier does not pay directly, then the mandate comes at once, as before', async () => {
    mockFetch((url) => (url.pathname === '/api/flight-checks/7/mandates' ? json(MANDATES) : undefined));
    renderWithClient(<MandateStep claim={{ ...CLAIM, doItYourself: null }} onDone={() => {}} />);

    expect(await screen.findByRole('document', { name: 'Testo del mandato con rappresentanza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scelgo il fai da te' })).not.toBeInTheDocument();
  });
});
