import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAeroDataBoxProvider } from '../../../src/flights/aerodatabox/aerodatabox-provider.js';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { createFlightsModule, createScheduleProvider, type ScheduleProvider } from '../../../src/flights/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { fidsDeparture, startAeroDataBoxStub, type AeroDataBoxStub } from '../../support/aerodatabox-stub.js';
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
  await database().pool.query('TRUNCATE flight_api_calls, flight_schedule_cache');
});

/** The flights module alone in an app, on a free loopback port. */
async function serve(provider: ScheduleProvider, searchesPerMinutePerIp = 1_000) {
  const { logger, lines } = captureLogger();
  const limits = createRateLimits({ prefix: 'flights', logger: createLogger('silent') });
  const module = createFlightsModule({ pool: database().pool, provider, logger, limits, searchesPerMinutePerIp });
  const app = createApp({ logger, routers: module.routers ?? [] });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (query: string) => fetch(`${base}/api/flights/schedules?${query}`), lines };
}

function withAeroDataBox(env: { timeoutMs?: number } = {}) {
  const { logger } = captureLogger();
  if (env.timeoutMs === undefined) {
    return createScheduleProvider({ AERODATABOX_API_KEY: 'chiave-di-prova', AERODATABOX_BASE_URL: stub.url }, database().pool, logger);
  }
  return createAeroDataBoxProvider({ apiKey: 'chiave-di-prova', baseUrl: stub.url, callLog: createPostgresCallLog(database().pool, logger), timeoutMs: env.timeoutMs });
}

async function loggedStatuses() {
  const { rows } = await database().pool.query<{ status_code: number | null }>('SELECT status_code FROM flight_api_calls ORDER BY endpoint');
  return rows.map((row) => row.status_code);
}

const ROME_TO_MILAN = 'dep_iata=fco&arr_iata=Lin&date=2025-06-01';

describe('GET /api/flights/schedules', () => {
  it('when a key is set and the provider has flights, then the answer is the list of schedule items for that route', async () => {
    stub.answer((request) =>
      request.path.endsWith('T12:00')
        ? {
            body: {
              departures: [
                fidsDeparture({ number: 'AZ 2000', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 06:30+02:00', arrivesLocal: '2025-06-01 07:40+02:00', model: 'Airbus A320' }),
                fidsDeparture({ number: 'FR 1234', from: 'FCO', to: 'BGY', departsLocal: '2025-06-01 07:00+02:00' }),
              ],
            },
          }
        : { status: 204 },
    );
    const api = await serve(withAeroDataBox());

    const response = await api.get(ROME_TO_MILAN);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: 'AZ2000@2025-06-01T06:30+02:00',
        flight_number: 'AZ2000',
        airline_name: 'ITA Airways',
        departure_time: '2025-06-01T06:30+02:00',
        arrival_time: '2025-06-01T07:40+02:00',
        aircraft_type: 'Airbus A320',
      },
    ]);
    expect(stub.requests.every((request) => request.path.startsWith('/flights/airports/iata/FCO/'))).toBe(true);
    expect(await loggedStatuses()).toEqual([200, 204]);
  });

  it.each([
    ['answers 500', { status: 500, body: { message: 'Internal Server Error' } }, [500, 500]],
    ['refuses the key with 401', { status: 401, body: { message: 'Invalid API key' } }, [401, 401]],
    ['answers malformed JSON', { status: 200, body: '{"departures": [' }, [200, 200]],
    ['answers JSON without a departures list', { status: 200, body: { departures: 'none' } }, [200, 200]],
  ])('when the provider %s, then the answer is a 502 "Errore nella ricerca voli" and the calls are logged with their status', async (_case, answer, statuses) => {
    stub.answer(() => answer);
    const api = await serve(withAeroDataBox());

    const response = await api.get(ROME_TO_MILAN);

    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 502, title: 'Errore nella ricerca voli' });
    expect(await loggedStatuses()).toEqual(statuses);
    expect(api.lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'flight schedule search failed', departureIata: 'FCO' }));
  });

  it('when the provider does not answer in time, then the answer is a 502 and the calls are logged without a status', async () => {
    stub.answer(() => ({ body: { departures: [] }, delayMs: 2_000 }));
    const api = await serve(withAeroDataBox({ timeoutMs: 150 }));

    const started = Date.now();
    const response = await api.get(ROME_TO_MILAN);

    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ title: 'Errore nella ricerca voli' });
    const { rows } = await database().pool.query<{ status_code: number | null; response_time_ms: number }>('SELECT status_code, response_time_ms FROM flight_api_calls');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status_code).toBeNull();
      expect(row.response_time_ms).toBeGreaterThanOrEqual(140);
    }
  });

  it('when no key is set, then the answer is an empty list, no call is made and nothing is logged', async () => {
    const { logger, lines } = captureLogger();
    const provider = createScheduleProvider({ AERODATABOX_API_KEY: undefined, AERODATABOX_BASE_URL: stub.url }, database().pool, logger);
    const api = await serve(provider);

    const response = await api.get(ROME_TO_MILAN);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(stub.requests).toEqual([]);
    expect(await loggedStatuses()).toEqual([]);
    expect([...lines, ...api.lines]).toEqual([]);
  });

  it.each([
    ['arr_iata=LIN&date=2025-06-01', 'dep_iata', "Indica il codice IATA dell'aeroporto di partenza"],
    ['dep_iata=FC&arr_iata=LIN&date=2025-06-01', 'dep_iata', 'deve avere esattamente 3 lettere'],
    ['dep_iata=FCO&arr_iata=L1N&date=2025-06-01', 'arr_iata', 'deve avere esattamente 3 lettere'],
    ['dep_iata=FCO&arr_iata=LIN&arr_iata=MXP&date=2025-06-01', 'arr_iata', "Indica il codice IATA dell'aeroporto di arrivo"],
    ['dep_iata=FCO&arr_iata=fco&date=2025-06-01', 'arr_iata', "L'aeroporto di arrivo deve essere diverso da quello di partenza"],
    ['dep_iata=FCO&arr_iata=LIN', 'date', 'Indica la data del volo'],
    ['dep_iata=FCO&arr_iata=LIN&date=01/06/2025', 'date', 'AAAA-MM-GG'],
    ['dep_iata=FCO&arr_iata=LIN&date=2025-02-29', 'date', 'una data reale'],
    ['dep_iata=FCO&arr_iata=LIN&date=2025-04-31', 'date', 'una data reale'],
  ])('when the query is "%s", then the answer is a 400 in Italian naming %s', async (query, field, message) => {
    const api = await serve(withAeroDataBox());

    const response = await api.get(query);

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { title: string; detail: string; errors: { field: string; message: string }[] };
    expect(problem.title).toBe('Dati non validi');
    expect(problem.errors).toContainEqual({ field, message: expect.stringContaining(message) });
    expect(problem.detail).toContain(`${field}: `);
    expect(stub.requests).toEqual([]);
  });

  it('when the date is 29 February of a leap year and the codes are lower case, then the search runs with upper-case codes', async () => {
    stub.answer(() => ({ status: 204 }));
    const api = await serve(withAeroDataBox());

    const response = await api.get('dep_iata=%20fco%20&arr_iata=lin&date=2024-02-29');

    expect(response.status).toBe(200);
    expect(stub.requests.map((request) => request.path).sort()).toEqual([
      '/flights/airports/iata/FCO/2024-02-29T00:00/2024-02-29T12:00',
      '/flights/airports/iata/FCO/2024-02-29T12:00/2024-03-01T00:00',
    ]);
  });
});

describe('the paid provider, asked sparingly', () => {
  const oneFlight = () => ({ body: { departures: [fidsDeparture({ number: 'AZ 2000', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 06:30+02:00' })] } });

  it('when the same route and day are searched again, by this process or another, then the provider is asked once in six hours', async () => {
    stub.answer(oneFlight);
    const first = await serve(withAeroDataBox());
    const second = await serve(withAeroDataBox()); // another process: same database, its own provider

    const answers = await Promise.all([first.get(ROME_TO_MILAN), first.get(ROME_TO_MILAN), second.get(ROME_TO_MILAN), second.get(ROME_TO_MILAN)]);
    const calls = stub.requests.length;
    const later = await second.get(ROME_TO_MILAN);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
    expect(calls).toBe(2); // one search is two calls (the day's two halves)
    expect((await later.json())[0].flight_number).toBe('AZ2000');
    expect(stub.requests).toHaveLength(2);
    await database().pool.query("UPDATE flight_schedule_cache SET fetched_at = now() - interval '6 hours 1 minute'");
    await first.get(ROME_TO_MILAN);
    expect(stub.requests).toHaveLength(4);
  });

  it('when the provider failed, then nothing is kept and the next search asks again', async () => {
    stub.answer(() => ({ status: 500, body: {} }));
    const api = await serve(withAeroDataBox());
    expect((await api.get(ROME_TO_MILAN)).status).toBe(502);

    stub.answer(oneFlight);
    const retried = await api.get(ROME_TO_MILAN);

    expect(retried.status).toBe(200);
    expect(stub.requests).toHaveLength(4);
  });

  it('when one address searches more than 30 times a minute, then it is refused with Retry-After', async () => {
    stub.answer(oneFlight);
    const api = await serve(withAeroDataBox(), 30);

    const statuses: number[] = [];
    for (let search = 0; search < 31; search++) statuses.push((await api.get(`dep_iata=FCO&arr_iata=LIN&date=2025-06-${String((search % 28) + 1).padStart(2, '0')}`)).status);

    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
