import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDaysAgo } from '../../support/italian-days.js';
import { postJson, startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const family = [
  { fullName: 'Maria Rossi', dateOfBirth: '1980-05-12', email: 'maria.rossi@example.it' },
  { fullName: 'Luca Bianchi', dateOfBirth: '1978-01-30', email: 'luca.bianchi@example.it' },
  { fullName: 'Sofia Bianchi', dateOfBirth: '2015-09-02', email: null },
];

const eventsOf = async (claimId: number) => {
  const events = [];
  for await (const event of app.store.readStream(claimStream(claimId))) events.push(event);
  return events;
};

const problemOf = async (body: unknown) => {
  const response = await postJson(`${app.url}/api/flight-checks`, body);
  return { status: response.status, problem: await response.json() };
};

describe('a claim for the passengers of one booking', () => {
  it('when three passengers of one booking are sent, a minor among them, then ClaimSubmitted numbers them 1..3 and the admin detail and list show them', async () => {
    const submitted = await submit(app.url, claimBody(airports, { bookingReference: ' x7k 2ql ', passengers: family }));

    const [recorded] = await eventsOf(submitted.id);
    expect(recorded!.data).toMatchObject({
      bookingReference: 'X7K2QL',
      passengerCount: 3,
      passengers: [
        { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1980-05-12', email: 'maria.rossi@example.it' },
        { passengerId: 2, fullName: 'Luca Bianchi', dateOfBirth: '1978-01-30', email: 'luca.bianchi@example.it' },
        { passengerId: 3, fullName: 'Sofia Bianchi', dateOfBirth: '2015-09-02', email: null },
      ],
    });
    // Stored sealed: the names are not in the events table's plain JSON.
    const { rows } = await database().pool.query(`SELECT data::text AS data FROM events WHERE stream_id = $1 AND type = 'ClaimSubmitted'`, [claimStream(submitted.id)]);
    expect(rows[0].data).not.toContain('Sofia Bianchi');
    expect(rows[0].data).not.toContain('X7K2QL');

    const operator = await app.operator();
    const detail = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}`)).json();
    expect(detail.bookingReference).toBe('X7K2QL');
    expect(detail.passengers.map((passenger: { fullName: string }) => passenger.fullName)).toEqual(['Maria Rossi', 'Luca Bianchi', 'Sofia Bianchi']);
    expect(detail.passengers[2]).toEqual({ passengerId: 3, fullName: 'Sofia Bianchi', dateOfBirth: '2015-09-02', email: null });

    const list = await (await operator.fetch(`/api/admin/flight-checks?q=x7k2ql`)).json();
    expect(list.items.map((item: { id: number; passengers: unknown[] }) => [item.id, item.passengers.length])).toEqual([[submitted.id, 3]]);
    const { rows: counted } = await database().pool.query('SELECT passengers_count FROM claims WHERE id = $1', [submitted.id]);
    expect(counted[0].passengers_count).toBe(3);
  });

  it('when an older client sends no passengers, then the claim holds one: the contact person, with no date of birth', async () => {
    const submitted = await submit(app.url, claimBody(airports));

    const operator = await app.operator();
    const detail = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}`)).json();
    expect(detail.bookingReference).toBeNull();
    expect(detail.passengers).toEqual([{ passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: null, email: 'Maria.Rossi@Example.it' }]);
  });

  it('when a claim was submitted before claims held passengers, then it reads as one passenger with the claim’s name and e-mail', async () => {
    const claimId = 987_001;
    const { passengerName, email, phone, flightDate, issueType, issueDetails } = claimBody(airports);
    await app.store.append(
      claimStream(claimId),
      [
        {
          type: 'ClaimSubmitted',
          data: {
            claimId,
            practiceNumber: '987001',
            passengerName,
            email,
            phone,
            flightNumber: 'AZ610',
            flightDate,
            departureAirportId: airports.FCO,
            arrivalAirportId: airports.JFK,
            departureAirport: 'Roma Fiumicino (FCO)',
            arrivalAirport: 'New York JFK (JFK)',
            departureIata: 'FCO',
            arrivalIata: 'JFK',
            issueType,
            issueDetails,
            ipAddress: null,
            refererUrl: null,
          },
          metadata: { actor: { kind: 'passenger', id: '987001' }, correlationId: 'legacy', causationId: 'legacy', requestedAt: '2025-03-01T10:00:00.000Z' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    expect(await app.runner.waitFor(['claims'], (await app.store.headPosition())!, 10_000)).toBe(true);

    const operator = await app.operator();
    const detail = await (await operator.fetch(`/api/admin/flight-checks/${claimId}`)).json();
    expect(detail.bookingReference).toBeNull();
    expect(detail.passengers).toEqual([{ passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: null, email: 'Maria.Rossi@Example.it' }]);
  });

  it('when a request changes only its passengers under the same Idempotency-Key, then it is refused as another request', async () => {
    const headers = { 'idempotency-key': `passengers-${Date.now()}` };
    await submit(app.url, claimBody(airports, { passengers: family }), headers);
    const other = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { passengers: family.slice(0, 2) }), headers);
    expect(other.status).toBe(422);
  });
});

describe('refused passengers and booking references', () => {
  it.each([
    ['no passengers', { passengers: [] }, 'passengers', 'Indica da 1 a 9 passeggeri della stessa prenotazione'],
    ['ten passengers', { passengers: Array.from({ length: 10 }, (_, index) => ({ fullName: `Passeggero ${index + 1}`, dateOfBirth: '1990-01-01' })) }, 'passengers', 'Indica da 1 a 9 passeggeri della stessa prenotazione'],
    ['a date of birth that is no date', { passengers: [family[0], { fullName: 'Luca Bianchi', dateOfBirth: '30/01/1978' }] }, 'passengers.1.dateOfBirth', 'Inserisci una data di nascita valida'],
    ['a birth after the flight', { passengers: [family[0], { fullName: 'Neonato Bianchi', dateOfBirth: italianDaysAgo(99) }] }, 'passengers.1.dateOfBirth', 'La data di nascita non può essere successiva alla data del volo'],
    ['a birth before 1900', { passengers: [{ ...family[0], dateOfBirth: '1899-12-31' }] }, 'passengers.0.dateOfBirth', 'La data di nascita non può essere prima del 1900'],
    ['a passenger with no name', { passengers: [family[0], { fullName: ' ', dateOfBirth: '1990-01-01', email: 'anna@example.it' }] }, 'passengers.1.fullName', 'Inserisci nome e cognome del passeggero'],
    ['a booking reference that is not one', { bookingReference: 'AB-12', passengers: family }, 'bookingReference', 'Il codice di prenotazione ha da 5 a 8 lettere o cifre (esempio: X7K2QL)'],
  ])('when a claim is sent with %s, then 400 names the field in Italian and no claim is made', async (_case, overrides, field, message) => {
    const before = (await database().pool.query('SELECT count(*)::int AS n FROM claims')).rows[0].n;
    const { status, problem } = await problemOf(claimBody(airports, overrides));

    expect(status).toBe(400);
    expect(problem.errors).toContainEqual({ field, message });
    expect((await database().pool.query('SELECT count(*)::int AS n FROM claims')).rows[0].n).toBe(before);
  });

  it('when an adult co-passenger has no e-mail, then 400 names that passenger’s e-mail in Italian and nothing is appended; a minor needs none', async () => {
    const events = async () => (await database().pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
    const claims = async () => (await database().pool.query('SELECT count(*)::int AS n FROM claims')).rows[0].n as number;
    const [eventsBefore, claimsBefore] = [await events(), await claims()];
    // 18 today in Italy (17 on the flight's day) is an adult: the mandate is signed now, not on the flight's day.
    const justAdult = italianDaysAgo(18 * 366);
    const passengers = [family[0], family[2], { fullName: 'Paolo Bianchi', dateOfBirth: justAdult, email: null }];

    const { status, problem } = await problemOf(claimBody(airports, { passengers }));

    expect(status).toBe(400);
    expect(problem.errors).toEqual([{ field: 'passengers.2.email', message: 'Inserisci l’indirizzo email del passeggero: chi è maggiorenne firma il proprio mandato con il link che gli inviamo' }]);
    expect(await events()).toBe(eventsBefore);
    expect(await claims()).toBe(claimsBefore);
  });
});
