import type { FlightCheck } from '@contracts/flight-check';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/api-client';
import LandingRoute from '@/app/landing-route';
import { STORAGE_KEY } from '@/features/claim-wizard/wizard-constants';
import type { WizardProgress } from '@/features/claim-wizard/wizard-progress';
import { RECENT_FLIGHT_DATE as FLIGHT_DATE } from '../../support/italian-days';
import { json, mockFetch, problem } from '../public-pages/helpers';
import { FCO, JFK } from './airports';

/** AZ 610 Roma Fiumicino → New York JFK, 4 h 5 min late at the gate: 600 € per passenger. */
const LATE_AZ610: FlightCheck = {
  status: 'landed',
  departureIata: 'FCO',
  arrivalIata: 'JFK',
  scheduledDeparture: `${FLIGHT_DATE}T10:15+02:00`,
  actualDeparture: `${FLIGHT_DATE}T12:40+02:00`,
  scheduledArrival: `${FLIGHT_DATE}T13:50-04:00`,
  actualArrival: `${FLIGHT_DATE}T17:55-04:00`,
  arrivalDelayMinutes: 245,
  operatingCarrier: 'AZ',
  assessment: { eligibility: 'eligible', compensationCents: 60_000, feeCents: 18_300, netCents: 41_700, ruleset: 'reg-261-2004', reasons: ['Arrivato con 4 h 5 min di ritardo'] },
};

const CANCELLED_AZ610: FlightCheck = {
  ...LATE_AZ610,
  status: 'cancelled',
  actualDeparture: null,
  actualArrival: null,
  arrivalDelayMinutes: null,
  assessment: { eligibility: 'uncertain', compensationCents: 60_000, feeCents: 18_300, netCents: 41_700, ruleset: 'reg-261-2004', reasons: ['Il volo risulta cancellato: conta quanto prima te lo hanno comunicato'] },
};

type Answer = (url: URL) => Response | Promise<Response>;

/** fetch at the boundary: the flight-data service as told, our airports FCO and JFK, no carrier known. */
function serve({ available = true, check = () => json(LATE_AZ610), carrier }: { available?: boolean; check?: Answer; carrier?: { iataCode: string; name: string; isEu: boolean } } = {}) {
  const checks: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/flights/status-service') return json({ available });
    if (url.pathname === '/api/flights/status') {
      checks.push(url);
      return check(url);
    }
    if (url.pathname === '/api/airports/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json([FCO, JFK].filter((airport) => [airport.name, airport.city, airport.iataCode].some((text) => text.toLowerCase().includes(q))));
    }
    if (url.pathname === '/api/airlines/by-flight-number') return carrier ? json(carrier) : problem(404, 'Compagnia non trovata', 'Nessuna compagnia aerea nota per questo numero di volo');
    if (url.pathname === '/api/payout-times') return json({ medianDays: null, paidClaims: 0 });
    return undefined;
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LandingRoute />
    </QueryClientProvider>,
  );
  return { user, checks };
}

async function checkFlight(user: ReturnType<typeof userEvent.setup>, flightNumber: string, date = FLIGHT_DATE) {
  if (flightNumber) await user.type(await screen.findByLabelText('Numero del volo'), flightNumber);
  await user.type(screen.getByLabelText('Data del volo'), date);
  await user.click(screen.getByRole('button', { name: 'Controlla il volo' }));
}

const savedProgress = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as WizardProgress | null;
const answerRegion = () => screen.findByRole('region', { name: /^Il volo/ }, { timeout: 5_000 });

describe('the hero’s flight check', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    // jsdom does not scroll: the jump to the top of the wizard is a no-op here.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('when a flight landed 4 h 5 min late, then the hero says so with the verified times and, per passenger, 600 €, our fee and the net', async () => {
    let answer!: () => void;
    const { user, checks } = serve({ check: () => new Promise<Response>((resolve) => (answer = () => resolve(json(LATE_AZ610)))) });

    await checkFlight(user, 'az 610');

    const checking = screen.getByRole('button', { name: 'Controllo in corso…' });
    expect(checking).toBeDisabled();
    answer();
    const region = await answerRegion();
    expect(within(region).getByRole('heading')).toHaveTextContent('Il volo è atterrato con 4 h 5 min di ritardo');
    expect(region).toHaveTextContent(`AZ610 del ${FLIGHT_DATE.split('-').reverse().join('/')} · FCO → JFK`);
    expect(region).toHaveTextContent(/Partenza prevista10:15.*Partenza effettiva12:40.*Arrivo previsto13:50.*Arrivo effettivo17:55/);
    const amounts = within(region).getByText('Per ogni passeggero').nextElementSibling!;
    expect(amounts.textContent?.replace(/\u00a0/g, ' ')).toBe('Risarcimento600,00 €Nostra commissione (25 % + IVA)− 183,00 €A te417,00 €');
    expect(screen.getByRole('button', { name: 'Controlla il volo' })).toBeEnabled();
    expect(checks.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ flightNumber: 'az 610', date: FLIGHT_DATE }]);
  });

  it('when the passenger goes on from a late flight, then the wizard opens on the passenger’s details with the airports, day, flight, problem and delay filled in', async () => {
    const { user } = serve();
    await checkFlight(user, 'az 610');
    await user.click(within(await answerRegion()).getByRole('button', { name: 'Continua la richiesta' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({
      step: 4,
      completedSteps: [1, 2, 3],
      departure: FCO,
      arrival: JFK,
      flightDate: FLIGHT_DATE,
      manualFlightNumber: 'AZ610',
      passenger: { issueType: 'delay', name: '' },
      issue: { arrivalDelay: { hours: '4', minutes: '5' } },
      idempotencyKey: null,
    });
  });

  it('when the flight was cancelled, then the answer is «da verificare» with the reason, and the wizard gets a cancellation without a delay', async () => {
    const { user } = serve({ check: () => json(CANCELLED_AZ610) });
    await checkFlight(user, 'AZ610');

    const region = await answerRegion();
    expect(within(region).getByRole('heading')).toHaveTextContent('Il volo è stato cancellato');
    expect(region).toHaveTextContent('da verificare');
    expect(region).toHaveTextContent('Il volo risulta cancellato: conta quanto prima te lo hanno comunicato');
    expect(region).not.toHaveTextContent('Arrivo effettivo');
    await user.click(within(region).getByRole('button', { name: 'Continua la richiesta' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({ step: 4, passenger: { issueType: 'cancellation' }, issue: { arrivalDelay: { hours: '', minutes: '' } } });
  });

  it('when the flight comes into the EU from New York, then the carrier the number names answers the wizard’s question on the airline, and it opens on the passenger’s details', async () => {
    const { user } = serve({ check: () => json({ ...LATE_AZ610, departureIata: 'JFK', arrivalIata: 'FCO' }), carrier: { iataCode: 'AZ', name: 'ITA Airways', isEu: true } });
    await checkFlight(user, 'AZ611');
    await user.click(within(await answerRegion()).getByRole('button', { name: 'Continua la richiesta' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({ step: 4, departure: JFK, arrival: FCO, manualFlightNumber: 'AZ611', answers: { operatingCarrierEuropean: 'yes' } });
  });

  it('when the flight was diverted, then the hero says where it landed, and the wizard opens on the airports with the destination left to the passenger', async () => {
    const diverted: FlightCheck = { ...LATE_AZ610, status: 'diverted', arrivalIata: 'BOS', assessment: { ...CANCELLED_AZ610.assessment, reasons: ['Il volo risulta dirottato'] } };
    const { user } = serve({ check: () => json(diverted) });
    await checkFlight(user, 'AZ610');
    const region = await answerRegion();
    expect(within(region).getByRole('heading')).toHaveTextContent('Il volo è stato dirottato ed è atterrato a BOS');
    await user.click(within(region).getByRole('button', { name: 'Continua la richiesta' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({ step: 1, completedSteps: [], departure: FCO, arrival: null, flightDate: FLIGHT_DATE, manualFlightNumber: 'AZ610', passenger: { issueType: 'delay' } });
  });

  it('when the flight was an hour late, then the answer says nothing is owed and why', async () => {
    const onTime: FlightCheck = {
      ...LATE_AZ610,
      arrivalDelayMinutes: 60,
      actualArrival: `${FLIGHT_DATE}T14:50-04:00`,
      assessment: { eligibility: 'not_eligible', compensationCents: 0, feeCents: 0, netCents: 0, ruleset: 'reg-261-2004', reasons: ['Ritardo all’arrivo inferiore a 3 ore'] },
    };
    const { user } = serve({ check: () => json(onTime) });
    await checkFlight(user, 'AZ610');

    const region = await answerRegion();
    expect(within(region).getByRole('heading')).toHaveTextContent('Il volo è atterrato con 1 h di ritardo');
    expect(region).toHaveTextContent('Per questo volo non risulta un risarcimento.');
    expect(region).toHaveTextContent('Ritardo all’arrivo inferiore a 3 ore');
    expect(region).not.toHaveTextContent('Nostra commissione');
  });

  it('when the server refuses the number and the date, then each message stands next to its field, and editing the field clears it', async () => {
    const { user } = serve({
      check: () =>
        json(
          {
            title: 'Dati non validi',
            status: 400,
            errors: [
              { field: 'flightNumber', message: 'Numero di volo non valido (esempio: AZ610)' },
              { field: 'date', message: 'Possiamo verificare solo voli dal 1° gennaio 2020' },
            ],
          },
          400,
        ),
    });
    await checkFlight(user, 'ROMA', '2019-12-31');

    const number = screen.getByLabelText('Numero del volo');
    const date = screen.getByLabelText('Data del volo');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Numero di volo non valido \(esempio: AZ610\)/));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Possiamo verificare solo voli dal 1° gennaio 2020');
    expect(screen.queryByRole('region', { name: /^Il volo/ })).toBeNull();

    await user.type(number, 'X');
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Numero di volo non valido (esempio: AZ610)')).toBeNull();
  });

  it.each([
    [404, 'Volo non trovato', `Non troviamo il volo AZ610 del ${FLIGHT_DATE.split('-').reverse().join('/')}: controlla numero e data, oppure inserisci i dati a mano.`],
    [429, 'Troppe richieste', 'Troppe richieste: riprova tra un minuto'],
  ])('when the check answers %i, then its Italian message shows in place and the form stays', async (status, title, detail) => {
    const { user } = serve({ check: () => problem(status, title, detail) });
    await checkFlight(user, 'AZ610');

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByLabelText('Numero del volo')).toHaveValue('AZ610');
    expect(screen.getByRole('button', { name: 'Controlla il volo' })).toBeEnabled();
  });

  it('when the network fails, then the hero says so in Italian', async () => {
    const { user } = serve({ check: () => Promise.reject(new TypeError('Failed to fetch')) });
    await checkFlight(user, 'AZ610');

    expect(await screen.findByRole('alert')).toHaveTextContent('Non riusciamo a raggiungere il servizio: controlla la connessione e riprova.');
  });

  it('when the flight-data service fails (503), then the hero offers the airports form with the reason, and goes on with the airports, the number and the day', async () => {
    const { user } = serve({ check: () => problem(503, 'Servizio non disponibile', 'Servizio dati voli non disponibile: inserisci i dati a mano') });
    await checkFlight(user, 'AZ610');

    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio dati voli non disponibile: inserisci i dati a mano');
    expect(screen.queryByLabelText('Numero del volo')).toBeNull();
    await chooseAirport(user, 'Aeroporto di partenza', 'Roma', /\(FCO\)/);
    await chooseAirport(user, 'Aeroporto di arrivo', 'New', /\(JFK\)/);
    await user.click(screen.getByRole('button', { name: 'Continua' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({ step: 4, completedSteps: [1, 2, 3], departure: FCO, arrival: JFK, flightDate: FLIGHT_DATE, manualFlightNumber: 'AZ610', passenger: { issueType: '' } });
  });

  it('when the service is not available, then the hero shows the airports form, asks for both airports, and opens the wizard on the day', async () => {
    const { user, checks } = serve({ available: false });

    expect(await screen.findByRole('heading', { name: 'Verifica il tuo volo' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Numero del volo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toHaveAccessibleDescription("Seleziona l'aeroporto di partenza dall'elenco");
    expect(screen.getByRole('combobox', { name: 'Aeroporto di arrivo' })).toHaveAccessibleDescription("Seleziona l'aeroporto di arrivo dall'elenco");

    await chooseAirport(user, 'Aeroporto di partenza', 'Roma', /\(FCO\)/);
    await chooseAirport(user, 'Aeroporto di arrivo', 'New', /\(JFK\)/);
    await user.click(screen.getByRole('button', { name: 'Continua' }));

    await waitFor(() => expect(window.location.pathname).toBe('/verifica-rimborso'));
    expect(savedProgress()).toMatchObject({ step: 2, completedSteps: [1], departure: FCO, arrival: JFK, flightDate: '', manualFlightNumber: '' });
    expect(checks).toEqual([]);
  });

  it('when the passenger has no flight number, then the link offers the airports form and back', async () => {
    const { user } = serve();
    await user.click(await screen.findByRole('button', { name: 'Non hai il numero del volo? Indica gli aeroporti' }));
    expect(screen.getByRole('combobox', { name: 'Aeroporto di partenza' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hai il numero del volo? Controlla il volo' }));
    expect(screen.getByLabelText('Numero del volo')).toBeInTheDocument();
  });

  it('when the page comes back from the form sent before its code loaded, then the check runs on what was sent', async () => {
    window.history.replaceState(null, '', `/?flightNumber=AZ610&date=${FLIGHT_DATE}`);
    const { checks } = serve();

    expect(within(await answerRegion()).getByRole('heading')).toHaveTextContent('Il volo è atterrato con 4 h 5 min di ritardo');
    expect(screen.getByLabelText('Numero del volo')).toHaveValue('AZ610');
    expect(checks).toHaveLength(1);
  });
});

/** Types in an airport field (its search loads as the passenger reaches it) and picks the suggestion. */
async function chooseAirport(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  // The search has replaced its stand-in (which controls no list) and taken the focus.
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toHaveAttribute('aria-controls'));
  expect(screen.getByRole('combobox', { name: label })).toHaveFocus();
  await user.keyboard(text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5_000 }));
}
