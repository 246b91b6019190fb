import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, duplicatesFlagged } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;
let giulia: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
  giulia = await app.operator('operator', 'Giulia Verdi');
});
afterAll(() => app?.close());

/** Possible duplicates are flagged from the submission's event, a moment after the answer. */
async function submitAndFlag(...args: Parameters<typeof submit>) {
  const claim = await submit(...args);
  await duplicatesFlagged(app);
  return claim;
}

let flightSeq = 100;
/** Each test its own flight, so earlier tests' claims are no duplicates of its own. */
const newFlight = () => `AZ${flightSeq++}`;

const duplicatesOf = async (id: number) => ((await (await giulia.fetch(`/api/admin/flight-checks/${id}/duplicates`)).json()) as { items: { claimId: number; practiceNumber: string }[] }).items;
const listed = async (q: string) =>
  ((await (await giulia.fetch(`/api/admin/flight-checks?q=${encodeURIComponent(q)}`)).json()) as { items: { id: number; possibleDuplicate: boolean }[] }).items;
const eventsOf = async (stream: string) => (await database().pool.query<{ type: string; data: unknown }>(`SELECT type, data FROM events WHERE stream_id = $1 ORDER BY version`, [stream])).rows;
const pairStream = (a: number, b: number) => `duplicate-pair-${Math.min(a, b)}-${Math.max(a, b)}`;

describe('flagging possible duplicates at submission', () => {
  it('when two claims share flight, date and the passenger name written with other case, accents and spaces, then both are flagged, each linking to the other', async () => {
    const flight = newFlight();
    const first = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'José Rossi', email: 'jose@example.it' }));
    const second = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: '  JOSE   rossi ', email: 'altro@example.it' }));

    expect((await duplicatesOf(second.id)).map((other) => other.claimId)).toEqual([first.id]);
    expect((await duplicatesOf(first.id)).map((other) => other.claimId)).toEqual([second.id]);
    expect((await duplicatesOf(first.id))[0]!.practiceNumber).toBe(second.practiceNumber);
    // The suspicion is the pair's, not a change to either claim: their versions and histories stay as submitted.
    expect((await eventsOf(`claim-${second.id}`)).map((event) => event.type)).toEqual(['ClaimSubmitted', 'EligibilityAssessed']);
    const rows = await listed(flight.toLowerCase());
    expect(rows.map((row) => [row.id, row.possibleDuplicate])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
  });

  it('when the same claim is submitted over and over, then each submission is flagged against the five most recent before it only, so its cost does not grow with the flood', async () => {
    const flight = newFlight();
    const submitted = [];
    for (let copy = 0; copy < 8; copy++) submitted.push(await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Marta Serra', email: 'marta@example.it' })));
    const last = submitted.at(-1)!;
    expect((await duplicatesOf(last.id)).map((other) => other.claimId).sort((a, b) => a - b)).toEqual(submitted.slice(2, 7).map((claim) => claim.id));
    // The first is still linked to the ones that came right after it.
    expect((await duplicatesOf(submitted[0]!.id)).map((other) => other.claimId).sort((a, b) => a - b)).toEqual(submitted.slice(1, 6).map((claim) => claim.id));
  });

  it('when two claims share flight, date and e-mail (other case) but not the name, then they are flagged', async () => {
    const flight = newFlight();
    const first = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Anna Bianchi', email: 'famiglia@example.it' }));
    const second = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Luca Bianchi', email: 'Famiglia@Example.it' }));

    expect((await duplicatesOf(second.id)).map((other) => other.claimId)).toEqual([first.id]);
  });

  it('when four claims for the same flight and date come from one phone number written four ways, under four names and e-mails, then each is flagged against the ones before it', async () => {
    const flight = newFlight();
    const phones = ['+39 333 123 4567', '3331234567', '0039 333-123-4567', '333 1234567'];
    const submitted = [];
    for (const [index, phone] of phones.entries()) {
      submitted.push(await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: `Persona ${'ABCD'[index]} Diversa`, email: `persona${index}@example.it`, phone })));
    }

    expect((await duplicatesOf(submitted[3]!.id)).map((other) => other.claimId)).toEqual(submitted.slice(0, 3).map((claim) => claim.id));
    expect((await listed(flight.toLowerCase())).every((row) => row.possibleDuplicate)).toBe(true);
  });

  it('when two claims for the same flight and date carry the same booking code, under other names, e-mails and phones, then they are flagged', async () => {
    const flight = newFlight();
    const first = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Elena Conti', email: 'elena@example.it', bookingReference: 'K7PQ2M' }));
    const second = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Marco Conti', email: 'marco@example.it', bookingReference: 'k7pq2m' }));

    expect((await duplicatesOf(second.id)).map((other) => other.claimId)).toEqual([first.id]);
  });

  it('when the same passenger claims the same flight on another date, or another passenger the same flight, then nothing is flagged', async () => {
    const flight = newFlight();
    const first = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Sara Neri', email: 'sara@example.it', flightDate: '2026-10-03' }));
    const otherDate = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Sara Neri', email: 'sara@example.it', flightDate: '2026-10-04' }));
    const otherPassenger = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Paolo Neri', email: 'paolo@example.it', flightDate: '2026-10-03' }));

    expect(await duplicatesOf(first.id)).toEqual([]);
    expect(await duplicatesOf(otherDate.id)).toEqual([]);
    expect(await duplicatesOf(otherPassenger.id)).toEqual([]);
    expect((await listed(flight.toLowerCase())).every((row) => !row.possibleDuplicate)).toBe(true);
  });
});

describe('merging and dismissing', () => {
  async function pair() {
    const flight = newFlight();
    const original = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'Marco Gallo', email: 'marco@example.it' }));
    const duplicate = await submitAndFlag(app.url, claimBody(airports, { flightNumber: flight, passengerName: 'marco gallo', email: 'marco@example.it' }));
    return { original, duplicate };
  }

  it('when an operator merges the duplicate into the original, then it is rejected with the reference for the passenger, the events are recorded and the flags go', async () => {
    const { original, duplicate } = await pair();

    const response = await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/merge`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: duplicate.id, adminStatus: 'rejected', passengerNote: `Pratica duplicata della n. ${original.practiceNumber}` });
    const types = (await eventsOf(`claim-${duplicate.id}`)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['ClaimMergedAsDuplicate', 'ClaimStatusChanged']);
    expect((await eventsOf(`claim-${duplicate.id}`)).find((event) => event.type === 'ClaimMergedAsDuplicate')!.data).toEqual({ intoClaimId: original.id });
    expect(await duplicatesOf(duplicate.id)).toEqual([]);
    expect(await duplicatesOf(original.id)).toEqual([]);
    const timeline = (await (await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/timeline`)).json()) as { entries: { type: string; description: string }[] };
    expect(timeline.entries.find((entry) => entry.type === 'ClaimMergedAsDuplicate')!.description).toBe(`Pratica chiusa come duplicata della pratica con ID ${original.id}`);
  });

  it('when the merge is asked twice, into itself or into an unknown claim, then it is refused in Italian and nothing changes', async () => {
    const { original, duplicate } = await pair();
    await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/merge`, { method: 'POST' });

    const twice = await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/merge`, { method: 'POST' });
    const itself = await giulia.fetch(`/api/admin/flight-checks/${original.id}/duplicates/${original.id}/merge`, { method: 'POST' });
    const unknown = await giulia.fetch(`/api/admin/flight-checks/${original.id}/duplicates/99999999/merge`, { method: 'POST' });

    expect(twice.status).toBe(409);
    expect((await twice.json()).detail).toBe('La pratica è già stata chiusa come duplicata');
    expect(itself.status).toBe(400);
    expect((await itself.json()).detail).toBe('Una pratica non può essere unita a sé stessa');
    expect(unknown.status).toBe(404);
    expect((await (await giulia.fetch(`/api/admin/flight-checks/${original.id}`)).json()).adminStatus).toBe('pending');
    expect((await eventsOf(`claim-${duplicate.id}`)).filter((event) => event.type === 'ClaimMergedAsDuplicate')).toHaveLength(1);
  });

  it('when an operator dismisses the pair, then the badge goes from both claims; dismissing again is 404', async () => {
    const { original, duplicate } = await pair();

    const response = await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/dismiss`, { method: 'POST' });

    expect(response.status).toBe(200);
    expect(await duplicatesOf(duplicate.id)).toEqual([]);
    expect(await duplicatesOf(original.id)).toEqual([]);
    expect((await listed('marco gallo')).filter((row) => [original.id, duplicate.id].includes(row.id)).every((row) => !row.possibleDuplicate)).toBe(true);
    expect(await eventsOf(pairStream(original.id, duplicate.id))).toEqual([
      { type: 'DuplicateSuspected', data: { claimId: duplicate.id, otherClaimId: original.id } },
      { type: 'DuplicateDismissed', data: { claimId: duplicate.id, otherClaimId: original.id } },
    ]);
    const again = await giulia.fetch(`/api/admin/flight-checks/${original.id}/duplicates/${duplicate.id}/dismiss`, { method: 'POST' });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe('Le due pratiche non sono segnalate come possibili doppioni');
  });

  it('when the request comes without a session, then 401; without the CSRF token, then 403 and the pair stays flagged', async () => {
    const { original, duplicate } = await pair();

    for (const action of ['merge', 'dismiss']) {
      const anonymous = await fetch(`${app.url}/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/${action}`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
      const forged = await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/${action}`, { method: 'POST', headers: { 'x-csrf-token': 'sbagliato' } });
      expect(forged.status).toBe(403);
    }
    expect((await fetch(`${app.url}/api/admin/flight-checks/${duplicate.id}/duplicates`)).status).toBe(401);
    expect((await duplicatesOf(duplicate.id)).map((other) => other.claimId)).toEqual([original.id]);
  });
});
