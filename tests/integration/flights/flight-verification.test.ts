import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { runProjectionsCommand } from '../../../projections/command.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { createAeroDataBoxFlightStatus } from '../../../src/flights/aerodatabox/aerodatabox-flight-status.js';
import { createPostgresCallLog } from '../../../src/flights/call-log.js';
import { claimFlightCommands } from '../../../src/flights/claim-flight.js';
import { freePort } from '../../../src/platform/services/tcp.js';
import { createLogger } from '../../../src/platform/logger.js';
import { passengerTimeline } from '../../../src/passengers/claim-story.js';
import { CLAIM_FOLD } from '../../../src/claims/contract.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, RECENT_FLIGHT_DATE as FLIGHT_DATE } from '../../support/italian-days.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { startAeroDataBoxStub, statusFlight, type AeroDataBoxStub } from '../../support/aerodatabox-stub.js';

const database = useTestDatabase();
let stub: AeroDataBoxStub;
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;
let giulia: OperatorClient;

beforeAll(async () => {
  stub = await startAeroDataBoxStub();
  app = await startTestApp(database(), { AERODATABOX_API_KEY: 'chiave-di-prova', AERODATABOX_BASE_URL: stub.url });
  airports = await airportIds(database().pool);
  giulia = await app.operator('operator', 'Giulia Verdi');
});
afterAll(async () => {
  await app?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

/** AZ 610 Roma Fiumicino → New York JFK on the test claims' flight date (6,880 km, outside the EU: 600 €, halved up to 4 h late), landing `lateMinutes` late. */
function az610(status: string, lateMinutes: number) {
  const arrival = new Date(Date.parse(`${FLIGHT_DATE}T17:50:00Z`) + lateMinutes * 60_000);
  const local = new Date(arrival.getTime() - 4 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return statusFlight({
    number: 'AZ 610',
    from: 'FCO',
    to: 'JFK',
    status,
    departure: { scheduled: `${FLIGHT_DATE} 10:15+02:00`, revised: `${FLIGHT_DATE} 12:40+02:00` },
    arrival: { scheduled: `${FLIGHT_DATE} 13:50-04:00`, revised: `${local}-04:00` },
  });
}

const verify = (claimId: number, headers: Record<string, string> = {}) => giulia.fetch(`/api/admin/flight-checks/${claimId}/flight-verification`, { method: 'POST', body: {}, headers });
const recordTimes = (claimId: number, body: unknown, headers: Record<string, string> = {}) => giulia.fetch(`/api/admin/flight-checks/${claimId}/flight-times`, { method: 'POST', body, headers });
const claimDetail = async (claimId: number) => (await giulia.fetch(`/api/admin/flight-checks/${claimId}`)).json();
const assessment = async (claimId: number) => (await (await giulia.fetch(`/api/admin/flight-checks/${claimId}/assessment`)).json()).assessment;
const timeline = async (claimId: number): Promise<{ type: string; description: string }[]> => (await (await giulia.fetch(`/api/admin/flight-checks/${claimId}/timeline`)).json()).entries;

async function history(claimId: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app.store.readStream(`claim-${claimId}`)) events.push(event);
  return events;
}

async function stream(claimId: number) {
  return (await history(claimId)).map((event) => event.type);
}

const manualTimes = {
  status: 'landed',
  scheduledDeparture: `${FLIGHT_DATE}T10:15+02:00`,
  actualDeparture: `${FLIGHT_DATE}T12:55+02:00`,
  scheduledArrival: `${FLIGHT_DATE}T13:50-04:00`,
  actualArrival: `${FLIGHT_DATE}T16:40-04:00`,
  evidence: 'Conferma scritta della compagnia del 10/10/2026',
};

describe('«Verifica volo»', () => {
  it('tells the admin screen that the flight-data service is configured', async () => {
    expect(await (await giulia.fetch('/api/admin/flight-verification')).json()).toEqual({ providerConfigured: true });
  });

  it('when the flight landed 3 h 20 late, then FlightVerified records the figures, the claim shows them and the assessment turns eligible with the halved amount', async () => {
    const claim = await submit(app.url, claimBody(airports));
    expect(await assessment(claim.id)).toMatchObject({ eligibility: 'uncertain', amount: 600 });
    stub.answer(() => ({ body: [az610('Arrived', 200)] }));

    const response = await verify(claim.id);

    expect(response.status).toBe(200);
    const verified = await response.json();
    expect(verified.verifiedFlight).toEqual({
      source: 'aerodatabox',
      flightNumber: 'AZ610',
      flightDate: FLIGHT_DATE,
      status: 'landed',
      scheduledDeparture: `${FLIGHT_DATE}T10:15+02:00`,
      actualDeparture: `${FLIGHT_DATE}T12:40+02:00`,
      scheduledArrival: `${FLIGHT_DATE}T13:50-04:00`,
      actualArrival: `${FLIGHT_DATE}T17:10-04:00`,
      arrivalDelayMinutes: 200,
      divertedTo: null,
      operatingCarrier: 'AZ',
      evidence: null,
      recordedAt: expect.any(String),
    });
    expect(stub.requests.map((request) => request.path)).toEqual([`/flights/number/AZ610/${FLIGHT_DATE}`]);
    const detail = await claimDetail(claim.id);
    expect(detail).toMatchObject({ verifiedFlight: verified.verifiedFlight, status: 'landed', delayMinutes: 200, isEligible: 'yes', estimatedCompensation: 300 });
    expect(response.headers.get('etag')).toBe(`"${detail.version}"`);
    const assessed = await assessment(claim.id);
    expect(assessed).toMatchObject({ eligibility: 'eligible', amount: 300 });
    expect(assessed.reasons[0]).toContain('arrivo con 3 h 20 min di ritardo');
    expect((await timeline(claim.id))[1]).toMatchObject({ type: 'FlightVerified', description: 'Volo AZ610 verificato con AeroDataBox: atterrato con 3 h 20 min di ritardo' });
    expect(passengerTimeline(EVENT_CATALOG, await history(claim.id), 'maria.rossi@example.it').at(-1)).toMatchObject({ title: 'Abbiamo verificato gli orari del volo: arrivo con 3 h 20 min di ritardo' });
  });

  it('when the verified delay is 2 h 50 or 1 h 30, then nothing is owed: «Da verificare» with 0 € just under 3 h, «Non idoneo» below 2 h', async () => {
    const close = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [az610('Arrived', 170)] }));
    expect((await verify(close.id)).status).toBe(200);
    expect(await assessment(close.id)).toMatchObject({ eligibility: 'uncertain', amount: 0 });
    expect(await claimDetail(close.id)).toMatchObject({ isEligible: 'pending', estimatedCompensation: 0 });

    const short = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [az610('Arrived', 90)] }));
    expect((await verify(short.id)).status).toBe(200);
    expect(await assessment(short.id)).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
    expect(await claimDetail(short.id)).toMatchObject({ isEligible: 'no' });
  });

  it('when the service says the flight was cancelled, then the claim is assessed with the cancellation rules', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [statusFlight({ number: 'AZ 610', from: 'FCO', to: 'JFK', status: 'Canceled', departure: { scheduled: `${FLIGHT_DATE} 10:15+02:00` }, arrival: { scheduled: `${FLIGHT_DATE} 13:50-04:00` } })] }));

    expect((await verify(claim.id)).status).toBe(200);

    const assessed = await assessment(claim.id);
    expect(assessed.eligibility).toBe('uncertain');
    expect(assessed.reasons).toEqual(expect.arrayContaining([expect.stringContaining('cancellato: valgono le regole sulla cancellazione'), 'Indica quanti giorni prima della partenza ti è stata comunicata la cancellazione.']));
    expect(passengerTimeline(EVENT_CATALOG, await history(claim.id), 'maria.rossi@example.it').at(-1)).toMatchObject({ title: 'Abbiamo verificato i dati del volo: risulta cancellato' });
  });

  it('when the service says the flight was diverted, then the claim stays to be checked, naming the airport', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [statusFlight({ number: 'AZ 610', from: 'FCO', to: 'BOS', status: 'Diverted', departure: { scheduled: `${FLIGHT_DATE} 10:15+02:00` }, arrival: { scheduled: `${FLIGHT_DATE} 13:50-04:00`, runway: `${FLIGHT_DATE} 15:05-04:00` } })] }));

    expect(await (await verify(claim.id)).json()).toMatchObject({ verifiedFlight: { status: 'diverted', divertedTo: 'BOS' } });
    const assessed = await assessment(claim.id);
    expect(assessed.eligibility).toBe('uncertain');
    expect(assessed.reasons[0]).toContain('dirottato su BOS');
  });

  it('when the passenger reported a cancellation but the flight landed, then the claim stays to be checked', async () => {
    const claim = await submit(app.url, claimBody(airports, { issueType: 'cancellation' }));
    stub.answer(() => ({ body: [az610('Arrived', 20)] }));

    expect((await verify(claim.id)).status).toBe(200);

    const assessed = await assessment(claim.id);
    expect(assessed.eligibility).toBe('uncertain');
    expect(assessed.reasons[0]).toContain('Il passeggero ha indicato una cancellazione');
  });

  it.each([
    ['204 without a body', { status: 204 }],
    ['an empty list', { body: [] }],
  ])('when the service answers %s, then 422 suggests entering the times by hand and nothing is recorded', async (_case, answer) => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => answer);

    const response = await verify(claim.id);

    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe(`Il servizio dati voli non ha gli orari effettivi del volo AZ610 del ${italianDate(FLIGHT_DATE)}: inserisci gli orari effettivi a mano.`);
    expect(await stream(claim.id)).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });

  it('when the service fails with a 5xx, then 424 says it does not answer and nothing is recorded', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ status: 500, body: { message: 'Internal Server Error' } }));

    const response = await verify(claim.id);

    expect(response.status).toBe(424);
    expect(await response.json()).toMatchObject({ title: 'Servizio dati voli non disponibile', detail: expect.stringContaining('inserisci gli orari effettivi a mano') });
    expect(await stream(claim.id)).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });

  it.each([
    ['does not answer in time', async () => stub.url],
    ['cannot be reached', async () => `http://127.0.0.1:${await freePort()}`],
  ])('when the service %s, then the verification is refused as a failing service, like a 5xx, and nothing is recorded', async (_case, baseUrl) => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [az610('Arrived', 200)], delayMs: 1_000 }));
    const commands = claimFlightCommands({
      claims: CLAIM_FOLD,
      store: app.store,
      executeCommand: createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) }),
      statusProvider: createAeroDataBoxFlightStatus({ apiKey: 'chiave-di-prova', baseUrl: await baseUrl(), timeoutMs: 150, callLog: createPostgresCallLog(database().pool, createLogger('silent')) }),
      reassess: async () => {},
    });
    const metadata = { actor: { kind: 'operator' as const, id: 'op-1' }, correlationId: 'c-1', causationId: 'c-1', requestedAt: new Date().toISOString() };

    await expect(commands.verifyFlight(metadata, { claimId: claim.id })).rejects.toMatchObject({ kind: 'provider_failed', message: expect.stringContaining('non risponde') });
    expect(await stream(claim.id)).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });

  it('when the service refuses the key, then 424 names the key to check', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ status: 401, body: { message: 'Invalid API key.' } }));

    const response = await verify(claim.id);

    expect(response.status).toBe(424);
    expect((await response.json()).detail).toContain('AERODATABOX_API_KEY');
  });

  it('when the claim does not exist, then 404 and the service is not asked', async () => {
    const response = await verify(999_999);

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Pratica non trovata', detail: 'La pratica richiesta non esiste o non è accessibile' });
    expect(stub.requests).toHaveLength(0);
  });

  it('when the operator’s screen showed an older version, then 409 and the service is not asked', async () => {
    const claim = await submit(app.url, claimBody(airports));
    await giulia.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id } });

    const response = await verify(claim.id, { 'if-match': '"2"' });

    expect(response.status).toBe(409);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('«Inserisci orari effettivi»', () => {
  it('when an operator corrects the verified times by hand, then the latest times win and the assessment follows them back to 0 €', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [az610('Arrived', 200)] }));
    const verified = await verify(claim.id);
    expect(await assessment(claim.id)).toMatchObject({ eligibility: 'eligible', amount: 300 });

    const response = await recordTimes(claim.id, manualTimes, { 'if-match': verified.headers.get('etag')! });

    expect(response.status).toBe(200);
    expect((await response.json()).verifiedFlight).toMatchObject({ source: 'manual', status: 'landed', arrivalDelayMinutes: 170, evidence: manualTimes.evidence, operatingCarrier: null });
    expect(await assessment(claim.id)).toMatchObject({ eligibility: 'uncertain', amount: 0 });
    expect((await timeline(claim.id))[1]).toMatchObject({
      type: 'FlightTimesRecorded',
      description: `Orari effettivi del volo AZ610 inseriti a mano: atterrato con 2 h 50 min di ritardo (fonte: ${manualTimes.evidence})`,
    });
    const passengerLine = passengerTimeline(EVENT_CATALOG, await history(claim.id), 'maria.rossi@example.it').at(-1)!;
    expect(passengerLine.title).toBe('Abbiamo verificato gli orari del volo: arrivo con 2 h 50 min di ritardo');
    expect(JSON.stringify(passengerLine)).not.toContain('Conferma scritta');
  });

  it('when the hand-entered delay is over 4 h, then the full 600 € are owed', async () => {
    const claim = await submit(app.url, claimBody(airports));

    await recordTimes(claim.id, { ...manualTimes, actualArrival: `${FLIGHT_DATE}T18:20-04:00` });

    expect(await assessment(claim.id)).toMatchObject({ eligibility: 'eligible', amount: 600 });
    expect(await claimDetail(claim.id)).toMatchObject({ isEligible: 'yes', estimatedCompensation: 600, verifiedFlight: { arrivalDelayMinutes: 270 } });
  });

  it('when the flight number is edited afterwards, then the verified times no longer stand', async () => {
    const claim = await submit(app.url, claimBody(airports));
    await recordTimes(claim.id, manualTimes);

    await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { flightNumber: 'AZ 608' } });

    expect(await claimDetail(claim.id)).toMatchObject({ flightNumber: 'AZ608', verifiedFlight: null, status: null, delayMinutes: null });
  });

  it.each([
    ['an arrival before the departure', { actualArrival: `${FLIGHT_DATE}T05:00-04:00` }, 'actualArrival', "L'arrivo effettivo non può essere prima della partenza effettiva"],
    ['a time that is not ISO', { scheduledArrival: '03/10/2026 13:50' }, 'scheduledArrival', 'Arrivo previsto: usa data e ora ISO con il fuso, es. 2025-06-01T10:10+02:00'],
    ['a time without its offset', { actualArrival: `${FLIGHT_DATE}T16:40` }, 'actualArrival', 'Arrivo effettivo: usa data e ora ISO con il fuso, es. 2025-06-01T10:10+02:00'],
    ['a landed flight without its actual arrival', { actualArrival: '' }, 'actualArrival', "Arrivo effettivo: serve per calcolare il ritardo all'arrivo"],
    ['a diverted flight without the airport', { status: 'diverted' }, 'divertedTo', 'Aeroporto di dirottamento: indica il codice IATA (3 lettere, es. BLQ)'],
    ['no evidence', { evidence: ' ' }, 'evidence', 'Indica dove hai letto gli orari (es. «conferma della compagnia», «Flightradar24»)'],
    ['an unknown status', { status: 'landed_maybe' }, 'status', 'Stato del volo non valido: usa landed, cancelled o diverted'],
  ])('when the times have %s, then 400 names the field and nothing is recorded', async (_case, change, field, message) => {
    const claim = await submit(app.url, claimBody(airports));

    const response = await recordTimes(claim.id, { ...manualTimes, ...change });

    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual({ field, message });
    expect(await stream(claim.id)).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });

  it('when the claim does not exist, then 404', async () => {
    expect((await recordTimes(999_999, manualTimes)).status).toBe(404);
  });

  it('when the operator’s screen showed an older version, then 409 and nothing is recorded', async () => {
    const claim = await submit(app.url, claimBody(airports));
    await giulia.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id } });

    const response = await recordTimes(claim.id, manualTimes, { 'if-match': '"2"' });

    expect(response.status).toBe(409);
    expect(await stream(claim.id)).toEqual(['ClaimSubmitted', 'EligibilityAssessed', 'ClaimAssigned']);
  });

  it('when a cancelled flight is entered, then no times are needed and the cancellation rules apply', async () => {
    const claim = await submit(app.url, claimBody(airports));

    const response = await recordTimes(claim.id, { status: 'cancelled', evidence: 'E-mail della compagnia al passeggero' });

    expect(response.status).toBe(200);
    expect((await response.json()).verifiedFlight).toMatchObject({ status: 'cancelled', actualArrival: null, arrivalDelayMinutes: null });
    expect((await assessment(claim.id)).reasons[0]).toContain('cancellato');
  });
});

describe('the claims read model', () => {
  it('when rebuilt from the events, then the verified flights fold into the same rows (npm run projections -- verify claims)', async () => {
    const claim = await submit(app.url, claimBody(airports));
    stub.answer(() => ({ body: [az610('Arrived', 200)] }));
    await verify(claim.id);
    await recordTimes(claim.id, manualTimes);
    expect(await app.runner.waitFor(['claims'], (await app.store.readAll({ limit: 100_000 })).at(-1)!.position, 10_000)).toBe(true);
    const lines: string[] = [];

    const code = await runProjectionsCommand(['verify', 'claims'], { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 3, print: (line) => lines.push(line) });

    expect(lines.join('\n')).toMatch(/^claims: \d+ events up to \S+: identical$/m);
    expect(code).toBe(0);
  });
});
