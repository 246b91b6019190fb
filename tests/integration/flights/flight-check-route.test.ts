import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAirportByIata } from '../../../src/airports/index.js';
import { scopeCarrierLookup } from '../../../src/airlines/index.js';
import { flightCheckAssessor } from '../../../src/claims/index.js';
import { italianToday } from '../../../src/eligibility/index.js';
import { createAeroDataBoxFlightStatus } from '../../../src/flights/aerodatabox/aerodatabox-flight-status.js';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { createFlightsModule, noScheduleProvider, type FlightStatusProvider } from '../../../src/flights/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, italianDaysAgo, RECENT_FLIGHT_DATE as FLIGHT_DATE } from '../../support/italian-days.js';
import { startTestApp } from '../../support/test-app.js';
import { startAeroDataBoxStub, statusFlight, type AeroDataBoxStub } from '../../support/aerodatabox-stub.js';
import { captureLogger } from './capture-logger.js';

const database = useTestDatabase();
let stub: AeroDataBoxStub;
const servers: Server[] = [];
beforeAll(async () => {
  stub = await startAeroDataBoxStub();
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await stub.close();
});
beforeEach(async () => {
  stub.requests.length = 0;
  await database().pool.query('TRUNCATE flight_api_calls, flight_status_cache');
});

/** The flights module alone in an app, with the product's assessment on this database's airports and carriers. */
async function serve({ provider = aeroDataBox(), checksPerMinutePerIp = 1_000 }: { provider?: FlightStatusProvider | null; checksPerMinutePerIp?: number } = {}) {
  const { pool } = database();
  const { logger, lines } = captureLogger();
  const carriers = scopeCarrierLookup(pool);
  const assess = flightCheckAssessor(
    { airportByIata: (code) => findAirportByIata(pool, code), carrierIsEu: async (code) => (await carriers.airlineByCode(code))?.isEu ?? undefined },
    () => italianToday(),
  );
  const limits = createRateLimits({ prefix: `flight-checks-${Math.random()}`, logger: createLogger('silent') });
  const module = createFlightsModule({
    pool,
    provider: noScheduleProvider,
    logger,
    limits,
    searchesPerMinutePerIp: 1_000,
    check: { statusProvider: provider, assess, checksPerMinutePerIp },
  });
  const app = createApp({ logger, routers: module.routers ?? [] });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { check: (query: string) => fetch(`${base}/api/flights/status?${query}`), service: () => fetch(`${base}/api/flights/status-service`), lines };
}

function aeroDataBox(timeoutMs?: number): FlightStatusProvider {
  return createAeroDataBoxFlightStatus({ apiKey: 'chiave-di-prova', baseUrl: stub.url, callLog: createPostgresCallLog(database().pool, createLogger('silent')), timeoutMs });
}

/** AZ 610 Roma Fiumicino → New York JFK (6,880 km, outside the EU: 600 € from 4 hours late), `lateMinutes` late at the gate. */
function az610(status: string, lateMinutes: number, to = 'JFK') {
  const arrival = new Date(Date.parse(`${FLIGHT_DATE}T17:50:00Z`) + lateMinutes * 60_000);
  const local = new Date(arrival.getTime() - 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return statusFlight({
    number: 'AZ 610',
    from: 'FCO',
    to,
    status,
    departure: { scheduled: `${FLIGHT_DATE} 10:15+02:00`, revised: `${FLIGHT_DATE} 12:40+02:00` },
    arrival: { scheduled: `${FLIGHT_DATE} 13:50-04:00`, ...(status === 'Canceled' ? {} : { revised: `${local}-04:00` }) },
  });
}

const AZ610 = `flightNumber=az%20610&date=${FLIGHT_DATE}`;

describe('GET /api/flights/status', () => {
  it('when the flight landed 4 hours 5 minutes late, then the passenger sees the verified times and 600 € per passenger, our fee and the net', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)] }));
    const api = await serve();

    const response = await api.check(AZ610);

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'landed',
      departureIata: 'FCO',
      arrivalIata: 'JFK',
      scheduledDeparture: `${FLIGHT_DATE}T10:15+02:00`,
      scheduledArrival: `${FLIGHT_DATE}T13:50-04:00`,
      arrivalDelayMinutes: 245,
      operatingCarrier: 'AZ',
      assessment: { eligibility: 'eligible', compensationCents: 60_000, feeCents: 18_300, netCents: 41_700, ruleset: expect.any(String) },
    });
    expect(body.assessment.reasons.join(' ')).toContain('4 h 5 min di ritardo');
    expect(stub.requests.map((request) => request.path)).toEqual([`/flights/number/AZ610/${FLIGHT_DATE}`]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('when the flight landed an hour late, then nothing is owed for the delay', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 60)] }));
    const api = await serve();

    const body = await (await api.check(AZ610)).json();

    expect(body).toMatchObject({ status: 'landed', arrivalDelayMinutes: 60, assessment: { eligibility: 'not_eligible', compensationCents: 0, feeCents: 0, netCents: 0 } });
  });

  it('when the flight was cancelled, then it is assessed as a cancellation still to be confirmed by the notice the passenger had', async () => {
    stub.answer(() => ({ body: [az610('Canceled', 0)] }));
    const api = await serve();

    const body = await (await api.check(AZ610)).json();

    expect(body).toMatchObject({ status: 'cancelled', actualArrival: null, arrivalDelayMinutes: null, assessment: { eligibility: 'uncertain', compensationCents: 60_000 } });
    expect(body.assessment.reasons.join(' ')).toContain('cancellato');
  });

  it('when the flight was diverted, then the answer says where it landed and leaves the amount to be checked', async () => {
    stub.answer(() => ({ body: [az610('Diverted', 300, 'EWR')] }));
    const api = await serve();

    const body = await (await api.check(AZ610)).json();

    expect(body).toMatchObject({ status: 'diverted', arrivalIata: 'EWR', assessment: { eligibility: 'uncertain' } });
    expect(body.assessment.reasons.join(' ')).toContain('dirottato');
  });

  it.each([
    ['answers 204', { status: 204 }],
    ['answers 404', { status: 404, body: { message: 'Flight not found' } }],
  ])('when the provider %s, then the flight is not found (404 in Italian) and the same check a minute later costs no second call', async (_case, answer) => {
    stub.answer(() => answer);
    const api = await serve();

    const first = await api.check(AZ610);
    const again = await api.check(AZ610);

    expect(first.status).toBe(404);
    expect(await first.json()).toMatchObject({ title: 'Volo non trovato', detail: `Non troviamo il volo AZ610 del ${italianDate(FLIGHT_DATE)}: controlla numero e data, oppure inserisci i dati a mano.` });
    expect(again.status).toBe(404);
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    ['answers 500', { status: 500, body: { message: 'Internal Server Error' } }],
    ['refuses the key', { status: 401, body: { message: 'Invalid API key' } }],
    ['answers a body that is not JSON', { status: 200, body: '[{"number": ' }],
  ])('when the provider %s, then the passenger is told to go on by hand (503), and the next check asks again', async (_case, answer) => {
    stub.answer(() => answer);
    const api = await serve();

    const response = await api.check(AZ610);
    await api.check(AZ610);

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 503, detail: 'Servizio dati voli non disponibile: inserisci i dati a mano' });
    expect(stub.requests).toHaveLength(2);
    expect(api.lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'flight status check failed', flightNumber: 'AZ610' }));
  });

  it('when the provider does not answer in time, then the check is a 503 within the time limit', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)], delayMs: 2_000 }));
    const api = await serve({ provider: aeroDataBox(150) });

    const started = Date.now();
    const response = await api.check(AZ610);

    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(503);
  });

  it('when ten passengers check the same flight at once, then the paid provider is asked once and all get the answer', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)], delayMs: 200 }));
    const api = await serve();

    const responses = await Promise.all(Array.from({ length: 10 }, () => api.check(AZ610)));

    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(stub.requests).toHaveLength(1);
    const { rows } = await database().pool.query('SELECT flight_number, flight_date::text AS flight_date FROM flight_status_cache');
    expect(rows).toEqual([{ flight_number: 'AZ610', flight_date: FLIGHT_DATE }]);
  });

  it('when the cached answer is over six hours old, then the provider is asked again', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)] }));
    const api = await serve();
    await api.check(AZ610);
    await database().pool.query("UPDATE flight_status_cache SET fetched_at = now() - interval '6 hours 1 minute'");

    await api.check(AZ610);

    expect(stub.requests).toHaveLength(2);
  });

  it.each([
    ['no flight number', `date=${FLIGHT_DATE}`, 'flightNumber', 'Inserisci il numero del volo (esempio: AZ610)'],
    ['a flight number that is not one', `flightNumber=ROMA&date=${FLIGHT_DATE}`, 'flightNumber', 'Numero di volo non valido (esempio: AZ610)'],
    ['a date that does not exist', 'flightNumber=AZ610&date=2026-02-30', 'date', 'Data del volo non valida'],
    ['a date in the future', `flightNumber=AZ610&date=${italianDaysAgo(-2)}`, 'date', 'La data del volo non può essere nel futuro'],
    ['a date before 2020', 'flightNumber=AZ610&date=2019-12-31', 'date', 'Possiamo verificare solo voli dal 1° gennaio 2020'],
    ['the number twice', `flightNumber=AZ610&flightNumber=FR1&date=${FLIGHT_DATE}`, 'flightNumber', expect.any(String)],
  ])('when the query has %s, then the answer is a 400 naming the field in Italian and no call is made', async (_case, query, field, message) => {
    const api = await serve();

    const response = await api.check(query);

    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(stub.requests).toEqual([]);
  });

  it('when one address checks flights past its limit, then it gets a 429 in Italian and the provider is not asked', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)] }));
    const api = await serve({ checksPerMinutePerIp: 2 });

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.check(`flightNumber=AZ61${i}&date=${FLIGHT_DATE}`)).status);

    expect(statuses).toEqual([200, 200, 429]);
    expect(stub.requests).toHaveLength(2);
  });

  it('when no key is set, then the page is told the check is unavailable and a check is a 503 asking for the data by hand', async () => {
    const api = await serve({ provider: null });

    const service = await (await api.service()).json();
    const response = await api.check(AZ610);

    expect(service).toEqual({ available: false });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ detail: 'Servizio dati voli non disponibile: inserisci i dati a mano' });
  });
});

describe('the flight check in the product', () => {
  it('when the product runs with a flight-data key, then the check is open to anyone and says it is available', async () => {
    stub.answer(() => ({ body: [az610('Arrived', 245)] }));
    const app = await startTestApp(database(), { AERODATABOX_API_KEY: 'chiave-di-prova', AERODATABOX_BASE_URL: stub.url });
    try {
      const service = await fetch(`${app.url}/api/flights/status-service`);
      const check = await fetch(`${app.url}/api/flights/status?${AZ610}`);

      expect(await service.json()).toEqual({ available: true });
      expect(check.status).toBe(200);
      expect((await check.json()).assessment).toMatchObject({ eligibility: 'eligible', compensationCents: 60_000 });
    } finally {
      await app.close();
    }
  });
});
