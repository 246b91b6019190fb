import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAeroDataBoxFlightStatus } from '../../../src/flights/aerodatabox/aerodatabox-flight-status.js';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { FlightProviderError } from '../../../src/flights/index.js';
import { useTestDatabase } from '../../support/database.js';
import { startAeroDataBoxStub, statusFlight, type AeroDataBoxStub } from '../../support/aerodatabox-stub.js';
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

const provider = (timeoutMs?: number) =>
  createAeroDataBoxFlightStatus({ apiKey: 'chiave-di-prova', baseUrl: stub.url, callLog: createPostgresCallLog(database().pool, captureLogger().logger), timeoutMs });

const query = { flightNumber: 'AZ610', date: '2026-10-03', departureIata: 'FCO', arrivalIata: 'JFK' };

async function loggedCalls() {
  const { rows } = await database().pool.query<{ endpoint: string; status_code: number | null }>('SELECT endpoint, status_code FROM flight_api_calls ORDER BY id');
  return rows;
}

const landedLate = statusFlight({
  number: 'AZ 610',
  from: 'FCO',
  to: 'JFK',
  status: 'Arrived',
  departure: { scheduled: '2026-10-03 10:15+02:00', revised: '2026-10-03 13:20+02:00', runway: '2026-10-03 13:38+02:00' },
  arrival: { scheduled: '2026-10-03 13:50-04:00', revised: '2026-10-03 17:10-04:00', runway: '2026-10-03 17:01-04:00', predicted: '2026-10-03 17:05-04:00' },
});

describe('the AeroDataBox flight status', () => {
  it('when a flight is asked, then it calls GET /flights/number/{number}/{dateLocal} by departure date with the RapidAPI headers, and logs the call', async () => {
    stub.answer(() => ({ body: [landedLate] }));

    await provider().flightStatus({ ...query, flightNumber: 'az 610' });

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.path).toBe('/flights/number/AZ610/2026-10-03');
    expect(request!.query.get('dateLocalRole')).toBe('Departure');
    expect(request!.headers['x-rapidapi-key']).toBe('chiave-di-prova');
    expect(request!.headers['x-rapidapi-host']).toBe(stub.host);
    expect(await loggedCalls()).toEqual([{ endpoint: '/flights/number/AZ610/2026-10-03', status_code: 200 }]);
  });

  it('when the flight landed late, then the actual arrival is the gate time once arrived (not the touchdown, not the prediction) and the delay is counted in minutes', async () => {
    stub.answer(() => ({ body: [landedLate] }));

    expect(await provider().flightStatus(query)).toEqual({
      status: 'landed',
      scheduledDeparture: '2026-10-03T10:15+02:00',
      actualDeparture: '2026-10-03T13:20+02:00',
      scheduledArrival: '2026-10-03T13:50-04:00',
      actualArrival: '2026-10-03T17:10-04:00',
      arrivalDelayMinutes: 200,
      divertedTo: null,
      operatingCarrier: 'AZ',
      departureIata: 'FCO',
      arrivalIata: 'JFK',
    });
  });

  it('when only the touchdown is known, then it is the actual arrival', async () => {
    const touchdownOnly = statusFlight({ ...flightOf(landedLate), status: 'Unknown', arrival: { scheduled: '2026-10-03 13:50-04:00', runway: '2026-10-03 16:40-04:00' } });
    stub.answer(() => ({ body: [touchdownOnly] }));

    expect(await provider().flightStatus(query)).toMatchObject({ status: 'landed', actualArrival: '2026-10-03T16:40-04:00', arrivalDelayMinutes: 170 });
  });

  it('when the flight was cancelled, then it says so with the scheduled times and no actual ones', async () => {
    stub.answer(() => ({ body: [statusFlight({ ...flightOf(landedLate), status: 'Canceled', departure: { scheduled: '2026-10-03 10:15+02:00' }, arrival: { scheduled: '2026-10-03 13:50-04:00' } })] }));

    expect(await provider().flightStatus(query)).toEqual({
      status: 'cancelled',
      scheduledDeparture: '2026-10-03T10:15+02:00',
      actualDeparture: null,
      scheduledArrival: '2026-10-03T13:50-04:00',
      actualArrival: null,
      arrivalDelayMinutes: null,
      divertedTo: null,
      operatingCarrier: 'AZ',
      departureIata: 'FCO',
      arrivalIata: 'JFK',
    });
  });

  it('when the flight was diverted, then the airport it landed at is named and no delay is counted', async () => {
    const diverted = statusFlight({ ...flightOf(landedLate), to: 'BOS', status: 'Diverted', arrival: { scheduled: '2026-10-03 13:50-04:00', runway: '2026-10-03 15:05-04:00' } });
    stub.answer(() => ({ body: [diverted] }));

    expect(await provider().flightStatus(query)).toMatchObject({ status: 'diverted', divertedTo: 'BOS', actualArrival: '2026-10-03T15:05-04:00', arrivalDelayMinutes: null });
  });

  it('when the answer holds several legs and codeshares, then the operated leg between the claim’s airports is taken', async () => {
    const otherLeg = statusFlight({ ...flightOf(landedLate), from: 'JFK', to: 'LAX', arrival: { scheduled: '2026-10-03 20:00-07:00', revised: '2026-10-03 20:05-07:00' } });
    const codeshare = statusFlight({ ...flightOf(landedLate), codeshareStatus: 'IsCodeshared', arrival: { scheduled: '2026-10-03 13:50-04:00', revised: '2026-10-03 13:55-04:00' } });
    const cargo = statusFlight({ ...flightOf(landedLate), isCargo: true, arrival: { scheduled: '2026-10-03 13:50-04:00', revised: '2026-10-03 14:00-04:00' } });
    stub.answer(() => ({ body: [otherLeg, cargo, codeshare, landedLate] }));

    expect(await provider().flightStatus(query)).toMatchObject({ actualArrival: '2026-10-03T17:10-04:00', arrivalDelayMinutes: 200 });
  });

  it.each([
    ['204 without a body', { status: 204 }, 204],
    ['an empty list', { body: [] }, 200],
  ])('when the service answers %s, then there is no flight (and the call is still logged)', async (_case, answer, status) => {
    stub.answer(() => answer);

    expect(await provider().flightStatus(query)).toBeUndefined();
    expect((await loggedCalls()).map((call) => call.status_code)).toEqual([status]);
  });

  it('when the service fails with a 5xx, then a provider error carries the status, and the call is logged', async () => {
    stub.answer(() => ({ status: 503, body: { message: 'Service Unavailable' } }));

    await expect(provider().flightStatus(query)).rejects.toMatchObject({ name: 'FlightProviderError', statusCode: 503, endpoint: '/flights/number/AZ610/2026-10-03' });
    expect((await loggedCalls()).map((call) => call.status_code)).toEqual([503]);
  });

  it('when the key is refused, then a provider error carries 401', async () => {
    stub.answer(() => ({ status: 401, body: { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' } }));

    await expect(provider().flightStatus(query)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('when the service does not answer in time, then the call is abandoned as a provider error without a status, and logged so', async () => {
    stub.answer(() => ({ body: [landedLate], delayMs: 2_000 }));

    const failure = provider(150).flightStatus(query);

    await expect(failure).rejects.toBeInstanceOf(FlightProviderError);
    await expect(failure).rejects.toMatchObject({ statusCode: null, message: expect.stringContaining('no answer within 150 ms') });
    expect((await loggedCalls()).map((call) => call.status_code)).toEqual([null]);
  });
});

/** The builder's input back from a built flight, to vary one part of it. */
function flightOf(flight: ReturnType<typeof statusFlight>) {
  return {
    number: flight.number,
    from: flight.departure.airport.iata,
    to: flight.arrival.airport.iata,
    status: flight.status,
    departure: { scheduled: flight.departure.scheduledTime.local },
    arrival: { scheduled: flight.arrival.scheduledTime.local },
  };
}
