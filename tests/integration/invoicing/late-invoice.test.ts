/**
 * The invoice is issued within 12 days of the airline's payment: the hourly deadline pass opens
 * «Fattura in ritardo» on a claim whose payment is older with no invoice since, and completes it once
 * the invoice is issued.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeadlinePass } from '../../../src/tasks/index.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, italianDaysAgo } from '../../support/italian-days.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { deadlineDeps } from '../tasks/task-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database(), COMPANY_ENV);
  operator = await app.operator('operator', 'Luca Ferri');
});
afterAll(() => app?.close());

const metadata = () => ({ actor: { kind: 'system' as const, id: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() });
const append = (claimId: number, type: string, data: Record<string, unknown>) => app.store.append(`claim-${claimId}`, [{ type, data, metadata: metadata() }], { expectedVersion: 'any' });

const COUPLE = [
  { fullName: 'Maria Rossi', dateOfBirth: '1980-04-02', email: 'maria.rossi@example.it' },
  { fullName: 'Luca Rossi', dateOfBirth: '1979-08-15', email: 'luca.rossi@example.it' },
];
const invoiceFor = (passengerId: number, sequence: number) => ({
  invoiceNumber: `2026/0${sequence}`,
  year: 2026,
  sequence,
  passengerId,
  imponibileCents: 5_000,
  ivaCents: 1_100,
  totalCents: 6_100,
  compensationCents: 20_000,
  issuedOn: italianDaysAgo(0),
  documentId: randomUUID(),
  sha256: 'f'.repeat(64),
});

/** A claim the airline paid `days` ago: as one sum (payments recorded before they were allocated), or shared between two passengers. */
async function paidDaysAgo(days: number, shared = false) {
  const claim = await submit(app.url, claimBody(await airportIds(database().pool), shared ? { passengers: COUPLE } : {}));
  const allocations = shared ? { allocations: [{ passengerId: 1, amountCents: 20_000 }, { passengerId: 2, amountCents: 20_000 }] } : {};
  await append(claim.id, 'AirlinePaymentReceived', { amountCents: 40_000, receivedOn: italianDaysAgo(days), bankReference: 'BONIFICO AZ 1', ...allocations });
  await caughtUp();
  return claim.id;
}
async function caughtUp() {
  const head = await app.store.committedHeadPosition();
  expect(await app.runner.waitFor(['e_invoices_due', 'tasks'], head!, 30_000)).toBe(true);
}
const lateInvoiceTasks = async (claimId: number) =>
  ((await (await operator.fetch(`/api/admin/tasks?scope=all&state=all`)).json()) as { tasks: { claimId: number; kind: string; reason: string; completedAt: string | null; outcome: string | null }[] }).tasks.filter(
    (task) => task.claimId === claimId && task.kind === 'late_invoice',
  );

describe('«Fattura in ritardo»', () => {
  it('when the airline paid 13 days ago and no invoice was issued, then a task opens naming the payment’s day and the 12-day limit; once the invoice is issued it completes itself', async () => {
    const claimId = await paidDaysAgo(13);

    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    await caughtUp();

    const [task] = await lateInvoiceTasks(claimId);
    expect(task).toMatchObject({ reason: `Pagamento della compagnia del ${italianDate(italianDaysAgo(13))}: la fattura andava emessa entro il ${italianDate(italianDaysAgo(1))}`, completedAt: null });
    expect(await runDeadlinePass(deadlineDeps(app, database().pool), new Date())).toMatchObject({ opened: 0 });

    await append(claimId, 'InvoiceIssued', { invoiceNumber: '2026/0100', year: 2026, sequence: 100, passengerId: 1, imponibileCents: 10_000, ivaCents: 2_200, totalCents: 12_200, compensationCents: 40_000, issuedOn: italianDaysAgo(0), documentId: randomUUID(), sha256: 'f'.repeat(64) });
    await caughtUp();
    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    await caughtUp();

    expect((await lateInvoiceTasks(claimId))[0]).toMatchObject({ completedAt: expect.any(String), outcome: 'Chiusa automaticamente: la fattura è stata emessa' });
  });

  it('when the airline paid two passengers 13 days ago and only one was invoiced, then the task opens for the other', async () => {
    const claimId = await paidDaysAgo(13, true);
    await append(claimId, 'InvoiceIssued', invoiceFor(1, 201));
    await caughtUp();

    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    await caughtUp();
    expect(await lateInvoiceTasks(claimId)).toMatchObject([{ completedAt: null }]);
  });

  it('when the airline paid 12 days ago, then the invoice is not late yet: no task', async () => {
    const claimId = await paidDaysAgo(12);

    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    await caughtUp();

    expect(await lateInvoiceTasks(claimId)).toEqual([]);
  });
});
