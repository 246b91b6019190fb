import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mondays } from '../../../src/back-office/trends.js';
import { billingProjection } from '../../../src/billing/read-models/billing.js';
import { claimStream, CLAIM_EVENT } from '../../../src/claims/contract.js';
import { italianToday } from '../../../src/eligibility/index.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { submitted } from '../../unit/claims/claim-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let giulia: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  giulia = await app.operator('operator', 'Giulia Verdi');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

let position = 0;
/** A claim's money as the billing read model folds it: submitted, paid by the airline, invoiced and paid out on the given days. */
async function moneyOf(claimId: number, { receivedOn, cents, paidOutOn }: { receivedOn: string; cents: number; paidOutOn?: string }) {
  let version = 0n;
  const event = (type: string, data: unknown): RecordedEvent => ({ id: `t${++position}`, stream: claimStream(claimId), type, version: ++version, position: `${position}` as never, data, metadata: {} as never, createdAt: new Date() });
  const events = [
    event(CLAIM_EVENT.ClaimSubmitted, { ...submitted, claimId, practiceNumber: `T-${claimId}` }),
    event('AirlinePaymentReceived', { amountCents: cents, receivedOn, bankReference: `ref-${claimId}` }),
  ];
  if (paidOutOn) {
    events.push(
      event('InvoiceIssued', { passengerId: 1, invoiceNumber: `2026/T${claimId}`, totalCents: Math.round(cents * 0.305), compensationCents: cents, issuedOn: receivedOn }),
      event('PayoutSent', { batchId: '00000000-0000-4000-8000-000000000001', passengerId: 1, amountCents: cents - Math.round(cents * 0.305), executedOn: paidOutOn }),
    );
  }
  const client = await database().pool.connect();
  try {
    await billingProjection.apply(events, client);
  } finally {
    client.release();
  }
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the operators’ trends', () => {
  it('when claims came in and were decided this week and money moved in the last two, then each week says so and weeks with nothing are zeros', async () => {
    const [twoWeeksAgo, lastWeek, thisWeek] = mondays(italianToday(), 3) as [string, string, string];
    const claims = [];
    for (const name of ['Anna Riva', 'Bruno Sala', 'Carla Neri']) claims.push(await submit(app.url, claimBody(airports, { passengerName: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.it` })));
    expect((await giulia.fetch(`/api/admin/flight-checks/${claims[0]!.id}/status`, { method: 'PUT', body: { adminStatus: 'rejected' } })).status).toBe(200);
    await moneyOf(900_001, { receivedOn: lastWeek, cents: 40_000, paidOutOn: dayAfter(lastWeek, 2) });
    await moneyOf(900_002, { receivedOn: lastWeek, cents: 60_000, paidOutOn: dayAfter(lastWeek, 4) });
    await moneyOf(900_003, { receivedOn: dayAfter(twoWeeksAgo, 1), cents: 25_000 });

    const response = await giulia.fetch('/api/admin/trends?weeks=3');

    expect(response.status).toBe(200);
    const { weeks } = await response.json();
    expect(weeks).toEqual([
      { week: twoWeeksAgo, submitted: 0, decided: 0, successRate: null, recoveredCents: 25_000, feesCents: 0, medianDaysToPayout: null },
      { week: lastWeek, submitted: 0, decided: 0, successRate: null, recoveredCents: 100_000, feesCents: 12_200 + 18_300, medianDaysToPayout: 3 },
      { week: thisWeek, submitted: 3, decided: 1, successRate: 0, recoveredCents: 0, feesCents: 0, medianDaysToPayout: null },
    ]);
  });

  it.each([['0'], ['105'], ['tre']])('when the number of weeks is %s, then the answer is a 400 in Italian', async (weeks) => {
    const response = await giulia.fetch(`/api/admin/trends?weeks=${weeks}`);

    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Indica un numero di settimane da 1 a 104');
  });

  it('when someone without an operator session asks, then it is refused', async () => {
    expect((await fetch(`${app.url}/api/admin/trends`)).status).toBe(401);
  });
});
