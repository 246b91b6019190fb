import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let giulia: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
  giulia = await app.operator('operator', 'Giulia Verdi');
});
afterAll(() => app?.close());

describe('without AERODATABOX_API_KEY', () => {
  it('the admin screen is told the service is not configured, «Verifica volo» is refused with 409, and the times entered by hand are recorded', async () => {
    const claim = await submit(app.url, claimBody(airports));

    expect(await (await giulia.fetch('/api/admin/flight-verification')).json()).toEqual({ providerConfigured: false });
    const refused = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/flight-verification`, { method: 'POST', body: {} });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe('Il servizio dati voli non è configurato (AERODATABOX_API_KEY): inserisci gli orari effettivi a mano.');

    const recorded = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/flight-times`, {
      method: 'POST',
      body: { status: 'landed', scheduledArrival: '2026-10-03T13:50-04:00', actualArrival: '2026-10-03T17:05-04:00', evidence: 'Flightradar24' },
    });
    expect(recorded.status).toBe(200);
    const { rows } = await database().pool.query('SELECT count(*)::int AS calls FROM flight_api_calls');
    expect(rows[0].calls).toBe(0);
    expect(await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).toMatchObject({
      verifiedFlight: { source: 'manual', arrivalDelayMinutes: 195, evidence: 'Flightradar24' },
      isEligible: 'yes',
      estimatedCompensation: 300,
    });
  });
});
