import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { TRAVELLED_FREE_NOT_ASKED_MESSAGE, TRAVELLED_FREE_REQUIRED_MESSAGE } from '../../../src/contracts/claim-passengers.js';
import { useTestDatabase } from '../../support/database.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';
import { storedEventCount } from '../../support/stored-events.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator();
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

/** A day that makes someone `months` months old on the flight's day. */
const bornMonthsBeforeFlight = (months: number) => {
  const date = new Date(`${RECENT_FLIGHT_DATE}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
const adults = [
  { fullName: 'Maria Rossi', dateOfBirth: '1985-05-12', email: 'maria.rossi@example.it' },
  { fullName: 'Luca Bianchi', dateOfBirth: '1983-01-30', email: 'luca.bianchi@example.it' },
];
const infant = (travelledFree?: boolean) => ({ fullName: 'Sofia Bianchi', dateOfBirth: bornMonthsBeforeFlight(10), email: null, ...(travelledFree === undefined ? {} : { travelledFree }) });

const claimsCount = async () => (await database().pool.query('SELECT count(*)::int AS n FROM claims')).rows[0].n as number;
const eventsCount = () => storedEventCount(app, database().pool);

describe('passengers who travelled free (Art. 3(3))', () => {
  it('when an infant travelled free with two adults, then the event carries it, operators read that nothing is claimed for them, and the claim’s total counts the two adults only', async () => {
    const submitted = await submit(app.url, claimBody(airports, { passengers: [...adults, infant(true)] }));

    const events = [];
    for await (const event of app.store.readStream(claimStream(submitted.id))) events.push(event);
    expect(events[0]!.data).toMatchObject({ passengerCount: 3, freePassengerIds: [3], passengers: [{ passengerId: 1 }, { passengerId: 2 }, { passengerId: 3, travelledFree: true }] });
    expect((events[0]!.data as { passengers: { travelledFree?: boolean }[] }).passengers[0]).not.toHaveProperty('travelledFree');

    const detail = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}`)).json();
    expect(detail.passengers[2]).toMatchObject({ passengerId: 3, fullName: 'Sofia Bianchi', travelledFree: true });
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}/timeline`)).json();
    expect(entries.map((entry: { description: string }) => entry.description)).toContain(`Richiesta inviata dal passeggero (pratica #${submitted.practiceNumber}, 3 passeggeri, 1 viaggiava gratis)`);

    // The operator confirms 600 € each: the airline owes it for the two adults, not for the infant.
    const edit = await operator.fetch(`/api/admin/flight-checks/${submitted.id}`, { method: 'PUT', body: { compensationAmount: 600 } });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const billing = await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}/billing`)).json();
    expect(billing.totalCents).toBe(2 * 60_000);
  });

  it('when an infant had a ticket of their own (an infant fare), then they are claimed for like the others', async () => {
    const submitted = await submit(app.url, claimBody(airports, { passengers: [...adults, infant(false)] }));
    const edit = await operator.fetch(`/api/admin/flight-checks/${submitted.id}`, { method: 'PUT', body: { compensationAmount: 600 } });
    expect(edit.status).toBe(200);
    expect((await (await operator.fetch(`/api/admin/flight-checks/${submitted.id}/billing`)).json()).totalCents).toBe(3 * 60_000);
  });

  it('when the answer is missing for a passenger under 2, or given for one who is not, then 400 in Italian naming the passenger’s field, and nothing is appended', async () => {
    for (const [passengers, field, message] of [
      [[...adults, infant()], 'passengers.2.travelledFree', TRAVELLED_FREE_REQUIRED_MESSAGE],
      [[adults[0], { ...adults[1], travelledFree: true }], 'passengers.1.travelledFree', TRAVELLED_FREE_NOT_ASKED_MESSAGE],
      [[adults[0], { ...infant(), dateOfBirth: bornMonthsBeforeFlight(25), travelledFree: true }], 'passengers.1.travelledFree', TRAVELLED_FREE_NOT_ASKED_MESSAGE],
    ] as const) {
      const [claims, events] = [await claimsCount(), await eventsCount()];
      const response = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { passengers }));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((await response.json()).errors).toContainEqual({ field, message });
      expect([await claimsCount(), await eventsCount()]).toEqual([claims, events]);
    }
  });
});
