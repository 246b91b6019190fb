import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaim } from '@/features/admin-claims/api/claims';
import { VerifiedFlightPanel } from '@/features/admin-claims/claim-actions/verified-flight-panel';
import { json, mockFetch, renderWithClient } from '../public-pages/helpers';

afterEach(() => vi.restoreAllMocks());

const claim = (overrides: Partial<AdminClaim> = {}) =>
  ({ id: 7, version: 4, flightNumber: 'AZ610', flightDate: '2026-10-03', personalDataErasedAt: null, verifiedFlight: null, ...overrides }) as AdminClaim;

const verified = {
  source: 'aerodatabox',
  flightNumber: 'AZ610',
  flightDate: '2026-10-03',
  status: 'landed',
  scheduledDeparture: '2026-10-03T10:15+02:00',
  actualDeparture: '2026-10-03T12:40+02:00',
  scheduledArrival: '2026-10-03T13:50-04:00',
  actualArrival: '2026-10-03T17:10-04:00',
  arrivalDelayMinutes: 200,
  divertedTo: null,
  operatingCarrier: 'AZ',
  evidence: null,
  recordedAt: '2026-11-20T09:00:00Z',
} as const;

describe('«Dati del volo verificati»', () => {
  it('when the flight was verified, then its times are shown at their own airports with the delay in h and min and the source', async () => {
    mockFetch((url) => (url.pathname === '/api/admin/flight-verification' ? json({ providerConfigured: true }) : undefined));

    renderWithClient(<VerifiedFlightPanel claim={claim({ verifiedFlight: verified })} />);

    expect(screen.getByText("3 h 20 min all'arrivo")).toBeInTheDocument();
    expect(screen.getByText('03/10/2026 13:50 (UTC-04:00)')).toBeInTheDocument();
    expect(screen.getByText('03/10/2026 17:10 (UTC-04:00)')).toBeInTheDocument();
    expect(screen.getByText('AeroDataBox')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Verifica volo' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/non è configurato/)).not.toBeInTheDocument();
  });

  it('when no key is configured, then «Verifica volo» is disabled with the reason, and the times entered by hand are sent with their offsets against the version shown', async () => {
    const sent: { body: unknown; ifMatch: string | null }[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-verification') return json({ providerConfigured: false });
      if (url.pathname === '/api/admin/flight-checks/7/flight-times') {
        sent.push({ body: JSON.parse(String(init?.body)), ifMatch: new Headers(init?.headers).get('if-match') });
        return json({ claimId: 7, version: 6, verifiedFlight: { ...verified, source: 'manual', evidence: 'Flightradar24' } });
      }
      return undefined;
    });
    renderWithClient(<VerifiedFlightPanel claim={claim()} />);

    const button = await screen.findByRole('button', { name: 'Verifica volo' });
    await waitFor(() => expect(button).toHaveAccessibleDescription(/AERODATABOX_API_KEY/));
    expect(button).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Inserisci orari effettivi' }));
    fireEvent.change(screen.getByLabelText('Arrivo previsto'), { target: { value: '2026-10-03T13:50' } });
    fireEvent.change(screen.getByLabelText('Arrivo effettivo (apertura porte)'), { target: { value: '2026-10-03T17:10' } });
    fireEvent.change(screen.getByLabelText("Fuso orario dell'aeroporto di arrivo"), { target: { value: '-04:00' } });
    fireEvent.change(screen.getByLabelText('Fonte degli orari'), { target: { value: 'Flightradar24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra orari' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ifMatch: '"4"',
      body: { status: 'landed', scheduledDeparture: '', actualDeparture: '', scheduledArrival: '2026-10-03T13:50-04:00', actualArrival: '2026-10-03T17:10-04:00', divertedTo: '', evidence: 'Flightradar24' },
    });
    expect(await screen.findByText('✅ Orari registrati')).toBeInTheDocument();
  });

  it('when the claim lands in Lisbon, then times entered there take Lisbon’s offset on that day (not Italy’s), and the facts say whose time they are', async () => {
    const sent: unknown[] = [];
    const airports = { FCO: { id: 1, name: 'Roma Fiumicino', iataCode: 'FCO', city: 'Roma', country: 'Italia', countryCode: 'IT', latitude: 41.8, longitude: 12.24, timeZone: 'Europe/Rome' }, LIS: { id: 2, name: 'Lisbona Humberto Delgado', iataCode: 'LIS', city: 'Lisbona', country: 'Portogallo', countryCode: 'PT', latitude: 38.78, longitude: -9.14, timeZone: 'Europe/Lisbon' } };
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/flight-verification') return json({ providerConfigured: false });
      if (url.pathname === '/api/airports/search') return json([airports[url.searchParams.get('q') as 'FCO' | 'LIS']]);
      if (url.pathname === '/api/admin/flight-checks/7/flight-times') {
        sent.push(JSON.parse(String(init?.body)));
        return json({ claimId: 7, version: 6, verifiedFlight: { ...verified, source: 'manual', evidence: 'conferma della compagnia' } });
      }
      return undefined;
    });
    const lisbon = claim({ departureIata: 'FCO', arrivalIata: 'LIS', flightDate: '2026-11-03', verifiedFlight: { ...verified, scheduledArrival: '2026-10-03T13:50+01:00', status: 'landed' } });
    renderWithClient(<VerifiedFlightPanel claim={lisbon} />);

    expect(await screen.findByText('03/10/2026 13:50 ora di Lisbona (UTC+01:00)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inserisci orari effettivi' }));
    const arrivalZone = screen.getByLabelText("Fuso orario dell'aeroporto di arrivo");
    await waitFor(() => expect(arrivalZone).toHaveTextContent('Ora locale di Lisbona (Europe/Lisbon)'));
    fireEvent.change(screen.getByLabelText('Partenza prevista'), { target: { value: '2026-11-03T09:30' } });
    fireEvent.change(screen.getByLabelText('Arrivo previsto'), { target: { value: '2026-11-03T11:40' } });
    fireEvent.change(screen.getByLabelText('Arrivo effettivo (apertura porte)'), { target: { value: '2026-11-03T15:10' } });
    fireEvent.change(screen.getByLabelText('Fonte degli orari'), { target: { value: 'conferma della compagnia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra orari' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // November: Rome is at +01:00, Lisbon at +00:00.
    expect(sent[0]).toMatchObject({ scheduledDeparture: '2026-11-03T09:30+01:00', scheduledArrival: '2026-11-03T11:40+00:00', actualArrival: '2026-11-03T15:10+00:00' });
  });

  it('when the server refuses a time, then its message is shown on that field', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/admin/flight-verification') return json({ providerConfigured: false });
      if (url.pathname === '/api/admin/flight-checks/7/flight-times') {
        const message = "L'arrivo effettivo non può essere prima della partenza effettiva";
        return json({ type: 'about:blank', title: 'Dati non validi', status: 400, detail: message, errors: [{ field: 'actualArrival', message }] }, 400);
      }
      return undefined;
    });
    renderWithClient(<VerifiedFlightPanel claim={claim()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Inserisci orari effettivi' }));
    fireEvent.change(screen.getByLabelText('Fonte degli orari'), { target: { value: 'Flightradar24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registra orari' }));

    const error = await screen.findByText("L'arrivo effettivo non può essere prima della partenza effettiva");
    expect(screen.getByLabelText('Arrivo effettivo (apertura porte)')).toHaveAccessibleDescription(error.textContent!);
  });
});
