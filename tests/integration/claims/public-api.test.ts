import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalAcceptanceOf } from '../../../src/claims/claim-events.js';
import { LEGAL_ACCEPTANCE_MESSAGE, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../../src/contracts/legal-texts.js';
import { useTestDatabase } from '../../support/database.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { postJson, startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const lookup = (email: string, practiceNumber: string) =>
  fetch(`${app.url}/api/practice-status?${new URLSearchParams({ email, practiceNumber })}`);

describe('submitting a claim', () => {
  it('when a passenger submits, then the answer is 201 with a server practice number and the claim is at once in the admin list and the status lookup', async () => {
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports));
    const submitted = await response.json();

    expect(response.status).toBe(201);
    expect(submitted).toEqual({ id: expect.any(Number), practiceNumber: expect.stringMatching(/^[1-9]\d{5}$/), status: 'pending', uploadToken: expect.any(String), doItYourself: null });
    const operator = await app.operator();
    const claim = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}`)).json();
    expect(claim).toMatchObject({
      practiceNumber: submitted.practiceNumber,
      flightNumber: 'AZ610',
      passengerName: 'Maria Rossi',
      adminStatus: 'pending',
      departureIata: 'FCO',
      arrivalIata: 'JFK',
      estimatedCompensation: 600,
      priority: 'normal',
    });
    const status = await lookup('maria.rossi@example.it', submitted.practiceNumber);
    expect(status.status).toBe(200);
    // Only the status: the rest of the claim is in the passenger area.
    expect(await status.json()).toEqual({ practiceNumber: submitted.practiceNumber, status: 'pending', lastUpdated: expect.any(String), uploadToken: expect.any(String) });
  });

  it('when the same Idempotency-Key is sent twice, even at once, then both answers name the first claim and only one exists', async () => {
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const [first, second] = await Promise.all([submit(app.url, claimBody(airports), headers), submit(app.url, claimBody(airports), headers)]);
    const third = await submit(app.url, claimBody(airports), headers);

    expect(second.id).toBe(first.id);
    expect(third.practiceNumber).toBe(first.practiceNumber);
    const events: string[] = [];
    for await (const event of app.store.readStream(`claim-${first.id}`)) events.push(event.type);
    expect(events).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
  });

  it('when a client sends X-Request-Id: attacker-chosen with a claim, then the claim’s events carry the server’s own id as correlation id, and the answer names that id', async () => {
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports), { 'x-request-id': 'attacker-chosen' });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const serverId = response.headers.get('x-request-id');

    expect(serverId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const metadata = [];
    for await (const event of app.store.readStream(`claim-${id}`)) metadata.push(event.metadata);
    expect(metadata.length).toBeGreaterThan(0);
    for (const { correlationId, causationId } of metadata) {
      expect(correlationId).toBe(serverId);
      expect(causationId).toBe(serverId);
    }
    expect(await app.store.browse({ correlationId: 'attacker-chosen' }, { limit: 10 })).toMatchObject({ events: [] });
  });

  it('when the wizard’s answers are sent, then they are recorded in ClaimSubmitted and the first assessment names its ruleset; left out, they read "unknown"', async () => {
    const answered = await submit(app.url, claimBody(airports, { issueType: 'missed_connection', singleBooking: 'yes', operatingCarrierEuropean: 'yes' }));
    const older = await submit(app.url, claimBody(airports));
    const eventsOf = async (id: number) => {
      const events: { type: string; data: Record<string, unknown> }[] = [];
      for await (const event of app.store.readStream(`claim-${id}`)) events.push({ type: event.type, data: event.data as Record<string, unknown> });
      return events;
    };

    const [submitted, assessed] = await eventsOf(answered.id);
    expect(submitted?.data).toMatchObject({ issueType: 'missed_connection', singleBooking: 'yes', operatingCarrierEuropean: 'yes' });
    expect(assessed?.data).toMatchObject({ rulesetId: 'reg-261-2004', maxCompensation: 600 });
    expect((await eventsOf(older.id))[0]?.data).toMatchObject({ singleBooking: 'unknown', operatingCarrierEuropean: 'unknown' });
  });

  it('when a Rome → New York delay is sent with 210 minutes late, then ClaimSubmitted records the answer and the first assessment is the halved 300 €', async () => {
    const claim = await submit(app.url, claimBody(airports, { flightDate: RECENT_FLIGHT_DATE, arrivalDelayMinutes: 210, airlineReason: 'technical_fault' }));
    const events: { type: string; data: Record<string, unknown> }[] = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) events.push({ type: event.type, data: event.data as Record<string, unknown> });

    expect(events[0]).toMatchObject({ type: 'ClaimSubmitted', data: { arrivalDelayMinutes: 210, airlineReason: 'technical_fault' } });
    expect(events[1]).toMatchObject({ type: 'EligibilityAssessed', data: { isEligible: 'yes', estimatedCompensation: 300, maxCompensation: 600 } });
    const operator = await app.operator();
    const { assessment, answers } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/assessment`)).json();
    expect(answers).toMatchObject({ arrivalDelayMinutes: 210 });
    expect(assessment).toMatchObject({ amount: 300, rulesetLabel: 'Regolamento (CE) n. 261/2004, testo vigente' });
    expect(assessment.reasons.join(' ')).toContain('3 h 30 min');
  });

  it('when an answer that decides the amount is malformed, then 400 names its field in Italian and nothing is recorded', async () => {
    const before = await storedEventCount(app, database().pool);
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { arrivalDelayMinutes: '3,5', cancellationNotice: 'ieri' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await response.json();
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'arrivalDelayMinutes', message: 'Indica il ritardo all’arrivo in ore e minuti (al massimo 72 ore), oppure «Non lo so»' },
        { field: 'cancellationNotice', message: 'Indica quando ti hanno avvisato della cancellazione' },
      ]),
    );
    expect(await storedEventCount(app, database().pool)).toBe(before);
  });

  it('when the terms or the privacy notice are missing or of an older version, then 400 says so in Italian, naming the field, and no claim is recorded', async () => {
    const before = await storedEventCount(app, database().pool);
    for (const [change, field] of [
      [{ acceptedTerms: undefined }, 'acceptedTerms'],
      [{ acknowledgedPrivacy: undefined }, 'acknowledgedPrivacy'],
      [{ acceptedTerms: 'termini-2025-01-01' }, 'acceptedTerms'],
      [{ acknowledgedPrivacy: 'privacy-2025-01-01' }, 'acknowledgedPrivacy'],
      [{ acceptedTerms: true, acknowledgedPrivacy: true }, 'acceptedTerms'],
    ] as const) {
      const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, change));
      expect(response.status, JSON.stringify(change)).toBe(400);
      const problem = await response.json();
      expect(problem.errors).toContainEqual({ field, message: LEGAL_ACCEPTANCE_MESSAGE });
      expect(problem.detail).toContain(LEGAL_ACCEPTANCE_MESSAGE);
    }
    expect(await storedEventCount(app, database().pool)).toBe(before);
  });

  it('when the current versions are sent, then ClaimSubmitted records them; an event recorded before they were asked reads them as null', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const events: { type: string; data: Record<string, unknown> }[] = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) events.push({ type: event.type, data: event.data as Record<string, unknown> });

    expect(events[0]).toMatchObject({ type: 'ClaimSubmitted', data: { termsVersion: TERMS_VERSION, privacyNoticeVersion: PRIVACY_NOTICE_VERSION } });
    expect(events[0]!.data).not.toHaveProperty('acceptedTerms');
    expect(legalAcceptanceOf(events[0]!.data)).toEqual({ termsVersion: TERMS_VERSION, privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    const { termsVersion: _terms, privacyNoticeVersion: _privacy, ...older } = events[0]!.data;
    expect(legalAcceptanceOf(older)).toEqual({ termsVersion: null, privacyNoticeVersion: null });
  });

  it('when an answer is not yes, no or unknown, then 400 names the field', async () => {
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { operatingCarrierEuropean: 'forse' }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'operatingCarrierEuropean', message: 'Rispondi sì, no o non lo so' })]);
  });

  it('when twenty claims are submitted, then their practice numbers are distinct 6-digit numbers, not a sequence', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 20; index++) numbers.push(Number((await submit(app.url, claimBody(airports))).practiceNumber));

    expect(new Set(numbers).size).toBe(20);
    const steps = numbers.slice(1).map((number, index) => number - numbers[index]!);
    expect(steps.every((step) => step === 1)).toBe(false);
    expect(new Set(steps).size).toBeGreaterThan(1);
  });

  it.each([
    [{ email: 'maria@' }, 'email', 'Inserisci un indirizzo email valido'],
    [{ email: undefined }, 'email', 'Inserisci un indirizzo email valido'],
    [{ passengerName: ' ' }, 'passengerName', 'Inserisci nome e cognome'],
    [{ flightNumber: '12' }, 'flightNumber', 'Numero di volo non valido (esempio: AZ610)'],
    [{ flightDate: '2099-01-01' }, 'flightDate', 'La data del volo non può essere nel futuro'],
    [{ flightDate: '2019-12-31' }, 'flightDate', 'Possiamo verificare solo voli dal 1° gennaio 2020'],
    [{ flightDate: '2026-02-30' }, 'flightDate', 'Data del volo non valida'],
    [{ issueType: 'lost_luggage' }, 'issueType', 'Seleziona il tipo di problema'],
    [{ departureAirportId: 99_999_999 }, 'departureAirportId', 'Aeroporto di partenza non trovato'],
  ])('when the body has %o, then the answer is 400 naming %s: %s', async (change, field, message) => {
    const before = await storedEventCount(app, database().pool);

    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, change));

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await response.json()).errors).toContainEqual({ field, message });
    expect(await storedEventCount(app, database().pool)).toBe(before);
  });

  it('when departure and arrival are the same airport, then the answer is 400 on the arrival', async () => {
    const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { arrivalAirportId: airports.FCO }));

    expect(response.status).toBe(400);
    expect((await response.json()).errors).toContainEqual({ field: 'arrivalAirportId', message: 'Gli aeroporti di partenza e di arrivo devono essere diversi' });
  });
});

describe('looking up a claim', () => {
  it('when the e-mail or the number is wrong, then the answer is the same 404 either way', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const wrongNumber = String(((Number(claim.practiceNumber) - 100_000 + 1) % 900_000) + 100_000);

    const badEmail = await lookup('qualcun.altro@example.it', claim.practiceNumber);
    const badNumber = await lookup('maria.rossi@example.it', wrongNumber);

    expect([badEmail.status, badNumber.status]).toEqual([404, 404]);
    const bodies = [await badEmail.json(), await badNumber.json()];
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0].detail).toBe('Pratica non trovata. Verifica email e numero di pratica.');
  });

  it('when a field is missing or the number is not 6 digits, then the answer is 400 in Italian', async () => {
    const missing = await fetch(`${app.url}/api/practice-status?practiceNumber=123456`);
    const short = await lookup('maria.rossi@example.it', '12345');

    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toContainEqual({ field: 'email', message: 'Inserisci email e numero di pratica' });
    expect((await short.json()).errors).toContainEqual({ field: 'practiceNumber', message: 'Il numero di pratica è di 6 cifre' });
  });

  it('when the upload page asks with the token, then it gets the flight details; without it, or with another claim’s, 403', async () => {
    const mine = await submit(app.url, claimBody(airports));
    const other = await submit(app.url, claimBody(airports, { passengerName: 'Luca Neri' }));
    const page = (token?: string) => fetch(`${app.url}/api/flight-checks/practice/${mine.practiceNumber}${token ? `?t=${encodeURIComponent(token)}` : ''}`);

    const withToken = await page(mine.uploadToken);
    const byHeader = await fetch(`${app.url}/api/flight-checks/practice/${mine.practiceNumber}`, { headers: { 'x-upload-token': mine.uploadToken } });

    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toMatchObject({ practiceNumber: mine.practiceNumber, passengerName: 'Maria Rossi', flightNumber: 'AZ610', flightDate: RECENT_FLIGHT_DATE, status: 'pending' });
    expect(byHeader.status).toBe(200);
    expect((await page()).status).toBe(403);
    expect((await page(other.uploadToken)).status).toBe(403);
    expect((await page(`${mine.uploadToken}x`)).status).toBe(403);
    expect((await (await page()).json()).detail).toBe('Il link che hai usato non è valido o è scaduto.');
  });
});

describe('rate limit on the status lookup', () => {
  it('when one address looks up too often, then it gets 429 in Italian', async () => {
    const limited = await startTestApp(database(), { STATUS_LOOKUPS_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await fetch(`${limited.url}/api/practice-status?email=a%40b.it&practiceNumber=123456`)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
