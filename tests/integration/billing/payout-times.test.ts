import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutTimesRouter } from '../../../src/billing/payout-times-api.js';
import { billingProjection } from '../../../src/billing/read-models/billing.js';
import { payoutTimes } from '../../../src/billing/read-models/payout-times.js';
import { claimStream, CLAIM_EVENT } from '../../../src/claims/contract.js';
import { PAYOUT_TIMES_MIN_CLAIMS, PAYOUT_TIMES_PATH, payoutTimesSchema } from '../../../src/contracts/payout-times.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { submitted } from '../../unit/claims/claim-fixtures.js';

const database = useTestDatabase();
let server: Server;
let url: string;
let position = 0;
const versions = new Map<number, bigint>();

/** An event as the projection receives it, recorded at the given instant. */
function recorded(claimId: number, type: string, data: unknown, createdAt: string): RecordedEvent {
  position += 1;
  const version = (versions.get(claimId) ?? 0n) + 1n;
  versions.set(claimId, version);
  return { id: `e${position}`, stream: claimStream(claimId), type, version, position: BigInt(position) as never, data, metadata: {} as never, createdAt: new Date(createdAt) };
}

/** A claim submitted on `submittedOn` whose passengers were paid on the given days (none: still unpaid). */
async function claimPaid(claimId: number, submittedOn: string, paidOn: string[]) {
  const events = [recorded(claimId, CLAIM_EVENT.ClaimSubmitted, { ...submitted, claimId, practiceNumber: `RV-${claimId}` }, `${submittedOn}T10:00:00Z`)];
  paidOn.forEach((day, index) => {
    const passengerId = index + 1;
    events.push(
      recorded(claimId, 'InvoiceIssued', { passengerId, invoiceNumber: `2026/${claimId}-${passengerId}`, totalCents: 7_625, compensationCents: 25_000, issuedOn: day }, `${day}T08:00:00Z`),
      recorded(claimId, 'PayoutSent', { batchId: '00000000-0000-4000-8000-000000000001', passengerId, amountCents: 17_375, executedOn: day }, `${day}T09:00:00Z`),
    );
  });
  const client = await database().pool.connect();
  try {
    await billingProjection.apply(events, client);
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  await database().pool.query(billingProjection.schema);
  const logger = createLogger('silent');
  server = createApp({ logger, routers: [payoutTimesRouter(database().pool)] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the payout time measured on our own claims', () => {
  it('when fewer than 30 claims are paid, then no figure is given at all, and unpaid claims never count', async () => {
    for (let claimId = 1; claimId < PAYOUT_TIMES_MIN_CLAIMS; claimId += 1) await claimPaid(claimId, '2026-01-01', ['2026-03-02']);
    await claimPaid(500, '2026-01-01', []);

    expect(await payoutTimes(database().pool)).toEqual({ medianDays: null, paidClaims: 0 });
  });

  it('when 30 or more are paid, then the public answer is the median of the days from submission to the first payout of each claim', async () => {
    // 29 claims paid after 60 days (above), one after 10, one after 100 (its second passenger later still), one after 200.
    await claimPaid(101, '2026-02-01', ['2026-02-11']);
    await claimPaid(102, '2026-02-01', ['2026-05-12', '2026-07-01']);
    await claimPaid(103, '2026-01-01', ['2026-07-20']);

    const response = await fetch(`${url}${PAYOUT_TIMES_PATH}`);
    expect(response.status).toBe(200);
    expect(payoutTimesSchema.parse(await response.json())).toEqual({ medianDays: 60, paidClaims: 32 });
  });
});
