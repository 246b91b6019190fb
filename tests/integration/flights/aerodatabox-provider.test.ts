import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAeroDataBoxProvider } from '../../../src/flights/aerodatabox/aerodatabox-provider.js';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { FlightProviderError } from '../../../src/flights/index.js';
import { createPool } from '../../../src/platform/db/pool.js';
import { freePort } from '../../../src/platform/services/tcp.js';
import { useTestDatabase } from '../../support/database.js';
import { fidsDeparture, startAeroDataBoxStub, type AeroDataBoxStub } from '../../support/aerodatabox-stub.js';
import { captureLogger } from './capture-logger.js';

const database = useTestDatabase();
let stub: AeroDataBoxStub;
beforeAll(async () => {
  stub = await startAeroDataBoxStub();
});
afterAll(() => stub.close());
beforeEach(async () => {
  stub.requests.length = 0;
  await database().pool.query('TRUNCATE flight_api_calls');
});

function provider(options: { timeoutMs?: number; pool?: ReturnType<typeof createPool> } = {}) {
  const log = captureLogger();
  const adapter = createAeroDataBoxProvider({
    apiKey: 'chiave-di-prova',
    baseUrl: stub.url,
    callLog: createPostgresCallLog(options.pool ?? database().pool, log.logger),
    timeoutMs: options.timeoutMs,
  });
  return { adapter, lines: log.lines };
}

const search = { departureIata: 'FCO', arrivalIata: 'LIN', date: '2025-06-01' };

async function loggedCalls() {
  const { rows } = await database().pool.query<{ endpoint: string; status_code: number | null; response_time_ms: number }>(
    'SELECT endpoint, status_code, response_time_ms FROM flight_api_calls ORDER BY endpoint',
  );
  return rows;
}

describe('the AeroDataBox schedule provider', () => {
  it('when a day is searched, then it asks for the departures in two 12-hour local windows meeting at noon and the next midnight with the RapidAPI headers', async () => {
    stub.answer(() => ({ status: 204 }));

    await provider().adapter.findFlights(search);

    expect(stub.requests.map((request) => request.path).sort()).toEqual([
      '/flights/airports/iata/FCO/2025-06-01T00:00/2025-06-01T12:00',
      '/flights/airports/iata/FCO/2025-06-01T12:00/2025-06-02T00:00',
    ]);
    for (const request of stub.requests) {
      expect(request.method).toBe('GET');
      expect(request.headers['x-rapidapi-key']).toBe('chiave-di-prova');
      expect(request.headers['x-rapidapi-host']).toBe(stub.host);
      expect(Object.fromEntries(request.query)).toMatchObject({ direction: 'Departure', withLeg: 'true', withCancelled: 'true', withCodeshared: 'false' });
    }
  });

  it("when departures fly to several airports, then only that day's flights landing at the arrival airport come back, mapped and in departure order", async () => {
    stub.answer((request) =>
      request.path.endsWith('T12:00')
        ? {
            body: {
              departures: [
                fidsDeparture({ number: 'AZ 2010', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 09:00+02:00', arrivesLocal: '2025-06-01 10:10+02:00', model: 'Airbus A320' }),
                fidsDeparture({ number: 'FR 1234', from: 'FCO', to: 'BGY', departsLocal: '2025-06-01 07:00+02:00', airline: 'Ryanair' }),
                fidsDeparture({ number: 'AZ 2000', from: 'FCO', to: 'lin', departsLocal: '2025-06-01 06:30+02:00', arrivesLocal: '2025-06-01 07:40+02:00' }),
                fidsDeparture({ number: 'AZ 2050', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 12:00+02:00' }),
                { number: 'XX 1', arrival: 'not an object' },
              ],
            },
          }
        : {
            body: {
              departures: [
                fidsDeparture({ number: 'AZ 2050', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 12:00+02:00' }),
                fidsDeparture({ number: 'AZ 2090', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 21:15+02:00', airline: 'ITA Airways' }),
                fidsDeparture({ number: 'AZ 2099', from: 'FCO', to: 'LIN', departsLocal: '2025-06-02 00:00+02:00' }),
              ],
            },
          },
    );

    const flights = await provider().adapter.findFlights(search);

    expect(flights).toEqual([
      {
        id: 'AZ2000@2025-06-01T06:30+02:00',
        flight_number: 'AZ2000',
        airline_name: 'ITA Airways',
        departure_time: '2025-06-01T06:30+02:00',
        arrival_time: '2025-06-01T07:40+02:00',
        aircraft_type: null,
      },
      {
        id: 'AZ2010@2025-06-01T09:00+02:00',
        flight_number: 'AZ2010',
        airline_name: 'ITA Airways',
        departure_time: '2025-06-01T09:00+02:00',
        arrival_time: '2025-06-01T10:10+02:00',
        aircraft_type: 'Airbus A320',
      },
      {
        id: 'AZ2050@2025-06-01T12:00+02:00',
        flight_number: 'AZ2050',
        airline_name: 'ITA Airways',
        departure_time: '2025-06-01T12:00+02:00',
        arrival_time: null,
        aircraft_type: null,
      },
      {
        id: 'AZ2090@2025-06-01T21:15+02:00',
        flight_number: 'AZ2090',
        airline_name: 'ITA Airways',
        departure_time: '2025-06-01T21:15+02:00',
        arrival_time: null,
        aircraft_type: null,
      },
    ]);
  });

  it('when the provider answers, then each call is logged with its endpoint, status and response time', async () => {
    stub.answer((request) => (request.path.endsWith('T12:00') ? { body: { departures: [] }, delayMs: 30 } : { status: 204 }));

    await provider().adapter.findFlights(search);

    const calls = await loggedCalls();
    expect(calls).toEqual([
      { endpoint: '/flights/airports/iata/FCO/2025-06-01T00:00/2025-06-01T12:00', status_code: 200, response_time_ms: expect.any(Number) },
      { endpoint: '/flights/airports/iata/FCO/2025-06-01T12:00/2025-06-02T00:00', status_code: 204, response_time_ms: expect.any(Number) },
    ]);
    expect(calls[0]!.response_time_ms).toBeGreaterThanOrEqual(25);
  });

  it('when the provider fails one window, then the search fails with a provider error and both calls are logged', async () => {
    stub.answer((request) => (request.path.endsWith('T00:00') ? { status: 500, body: { message: 'Internal Server Error' } } : { body: { departures: [] } }));

    const failure = provider().adapter.findFlights(search);

    await expect(failure).rejects.toBeInstanceOf(FlightProviderError);
    await expect(failure).rejects.toMatchObject({ statusCode: 500, endpoint: '/flights/airports/iata/FCO/2025-06-01T12:00/2025-06-02T00:00' });
    expect((await loggedCalls()).map((call) => call.status_code)).toEqual([200, 500]);
  });

  it('when the call log cannot be written, then the flights still come back and a warning says so', async () => {
    const unreachable = createPool(`postgres://nobody@127.0.0.1:${await freePort()}/nothing`, { max: 1 });
    stub.answer((request) =>
      request.path.endsWith('T12:00')
        ? { body: { departures: [fidsDeparture({ number: 'AZ 2000', from: 'FCO', to: 'LIN', departsLocal: '2025-06-01 06:30+02:00' })] } }
        : { status: 204 },
    );
    const { adapter, lines } = provider({ pool: unreachable });

    const flights = await adapter.findFlights(search);

    await unreachable.end();
    expect(flights.map((flight) => flight.flight_number)).toEqual(['AZ2000']);
    expect(lines.filter((line) => line.msg === 'flight provider call not logged')).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, endpoint: expect.stringMatching(/^\/flights\/airports\/iata\/FCO\//) });
  });
});
