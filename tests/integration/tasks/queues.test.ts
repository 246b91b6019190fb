import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { runProjectionsCommand } from '../../../projections/command.js';
import type { QueueName, QueueSummary } from '../../../src/contracts/tasks.js';
import { openDueTasks } from '../../../src/tasks/index.js';
import { claimQueuesProjection as queuesProjectionOf } from '../../../src/tasks/read-models/claim-queues.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const claimQueuesProjection = queuesProjectionOf(EVENT_CATALOG);
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { airlineReplied, appendBilling, DAY_MS, deadlineDeps, sendToAirline } from './task-fixtures.js';

describe('the dashboard’s queues', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let laura: OperatorClient;
  let other: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    app = await startTestApp(database());
    laura = await app.operator('operator', 'Laura Fontana');
    other = await app.operator('operator', 'Piero Sala');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
  });

  const summaries = async (operator: OperatorClient) => {
    const response = await operator.fetch('/api/admin/queues');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { queues: QueueSummary[] };
    return Object.fromEntries(body.queues.map((queue) => [queue.queue, queue])) as Record<QueueName, QueueSummary>;
  };
  const counts = async (operator: OperatorClient) => Object.fromEntries(Object.entries(await summaries(operator)).map(([queue, summary]) => [queue, summary.count]));
  const members = async (operator: OperatorClient, queue: QueueName) => ((await (await operator.fetch(`/api/admin/queues/${queue}/claims`)).json()).items as { claimId: number }[]).map((item) => item.claimId);

  it('when a claim is submitted, assigned, sent, answered, paid by the airline and paid out, then it moves through the queues and their counts follow', async () => {
    const start = await counts(laura);
    const claim = await submit(app.url, claimBody(airports));
    await expect.poll(() => counts(laura)).toEqual({ ...start, unassigned: start.unassigned! + 1 });
    await expect.poll(() => members(laura, 'unassigned')).toContain(claim.id);

    expect((await laura.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: laura.id } })).status).toBe(200);
    await expect.poll(() => counts(laura)).toEqual({ ...start, mine: start.mine! + 1 });
    await expect.poll(() => members(laura, 'mine')).toEqual([claim.id]);
    await expect.poll(async () => (await counts(other)).mine).toBe(0);
    await expect.poll(() => members(other, 'mine')).toEqual([]);

    await sendToAirline(app, claim.id, new Date());
    await expect.poll(() => counts(laura)).toEqual({ ...start, mine: start.mine! + 1, awaiting_airline: start.awaiting_airline! + 1 });
    await expect.poll(() => members(laura, 'awaiting_airline')).toContain(claim.id);
    await airlineReplied(app, claim.id, new Date());
    await expect.poll(() => counts(laura)).toEqual({ ...start, mine: start.mine! + 1 });

    await appendBilling(app, claim.id, 'AirlinePaymentReceived', { amountCents: 60_000, receivedOn: new Date().toISOString().slice(0, 10), bankReference: 'TRN-1' });
    await expect.poll(() => counts(laura)).toEqual({ ...start, mine: start.mine! + 1, to_pay: start.to_pay! + 1 });
    await appendBilling(app, claim.id, 'InvoiceIssued', { invoiceNumber: '1/2026', year: 2026, sequence: 1, passengerId: 1, imponibileCents: 15_000, ivaCents: 3_300, totalCents: 18_300, compensationCents: 60_000, issuedOn: new Date().toISOString().slice(0, 10) });
    await expect.poll(async () => (await counts(laura)).to_pay).toBe(start.to_pay! + 1);
    await expect.poll(() => members(laura, 'to_pay')).toContain(claim.id);
    await appendBilling(app, claim.id, 'PayoutSent', { batchId: '6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60', passengerId: 1, amountCents: 41_700, executedOn: new Date().toISOString().slice(0, 10) });
    await expect.poll(() => counts(laura)).toEqual({ ...start, mine: start.mine! + 1 });

    expect((await laura.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'completed' } })).status).toBe(200);
    await expect.poll(() => counts(laura)).toEqual(start);
  });

  it('when a claim has an open task past its due date, then it is in «Scadute» until the task is completed', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const before = (await counts(laura)).overdue!;
    const sentAt = new Date(Date.now() - 70 * DAY_MS);
    await sendToAirline(app, claim.id, sentAt);
    await expect.poll(() => members(laura, 'awaiting_airline')).toContain(claim.id); // the pass finds its candidates there
    await openDueTasks(deadlineDeps(app, database().pool), new Date(sentAt.getTime() + 43 * DAY_MS));

    await expect.poll(async () => (await counts(laura)).overdue).toBe(before + 1);
    await expect.poll(() => members(laura, 'overdue')).toContain(claim.id);
    const [task] = (await (await laura.fetch(`/api/admin/flight-checks/${claim.id}/tasks`)).json()).tasks as { id: string; overdue: boolean }[];
    expect(task!.overdue).toBe(true);
    expect((await laura.fetch(`/api/admin/tasks/${task!.id}/complete`, { method: 'POST', body: {} })).status).toBe(200);
    await expect.poll(async () => (await counts(laura)).overdue).toBe(before);
  });

  it('when events the queues ignore sit among a claim’s events, then its row is the same whether the runner hands them over in a batch or passes them by', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const events: RecordedEvent[] = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) events.push(event);
    const last = events.at(-1)!;
    const internalNote: RecordedEvent = { ...last, id: randomUUID(), type: 'AdminNotesChanged', version: last.version + 1n, data: { from: null, to: 'Nota interna' } };
    const folded = async (batches: RecordedEvent[][]) => {
      const client = await database().pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('CREATE SCHEMA queues_scratch');
        await client.query('SET LOCAL search_path TO queues_scratch, public');
        await client.query(claimQueuesProjection.schema);
        for (const batch of batches) await claimQueuesProjection.apply(batch, client);
        return (await client.query('SELECT * FROM claim_queues')).rows;
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    };
    const handedOver = await folded([[...events, internalNote]]);
    expect(handedOver).toHaveLength(1);
    expect(await folded([events])).toEqual(handedOver);
  });

  it('when the counts are read, then each queue gives its oldest and median silence in days; a second fold of the same events changes nothing, and a rebuild gives the same tables', async () => {
    const claim = await submit(app.url, claimBody(airports));
    await expect.poll(() => members(laura, 'unassigned')).toContain(claim.id);
    const unassigned = (await summaries(laura)).unassigned;
    expect(unassigned).toMatchObject({ oldestAgeDays: 0, medianAgeDays: 0 });
    expect(unassigned.count).toBeGreaterThan(0);
    expect((await summaries(other)).mine).toEqual({ queue: 'mine', count: 0, oldestAgeDays: null, medianAgeDays: null });

    const before = await counts(laura);
    // The runner folds again what an append applied inline: the same events, folded a second time.
    const events = [];
    for await (const event of app.store.readStream(`claim-${claim.id}`)) events.push(event);
    const client = await database().pool.connect();
    try {
      await client.query('BEGIN');
      await claimQueuesProjection.apply(events, client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expect.poll(() => counts(laura)).toEqual(before);
    const { rows } = await database().pool.query('SELECT queue, sum(n)::int AS n FROM claim_queue_days GROUP BY queue ORDER BY queue');
    const { rows: truth } = await database().pool.query(
      `SELECT 'awaiting_airline' AS queue, count(*) FILTER (WHERE open AND awaiting_since IS NOT NULL)::int AS n FROM claim_queues
       UNION ALL SELECT 'mine', count(*) FILTER (WHERE open AND assignee IS NOT NULL)::int FROM claim_queues
       UNION ALL SELECT 'to_pay', count(*) FILTER (WHERE to_pay)::int FROM claim_queues
       UNION ALL SELECT 'unassigned', count(*) FILTER (WHERE open AND assignee IS NULL)::int FROM claim_queues ORDER BY 1`,
    );
    expect(rows).toEqual(truth.filter((row) => row.n > 0));
    for (const name of ['claim_queues', 'tasks']) {
      const lines: string[] = [];
      const code = await runProjectionsCommand(['verify', name], { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 3, print: (line) => lines.push(line) });
      expect(lines.join('\n')).toMatch(new RegExp(`^${name}: \\d+ events up to \\S+: identical$`, 'm'));
      expect(code).toBe(0);
    }
    await expect.poll(() => members(laura, 'unassigned')).toContain(claim.id);
    expect((await laura.fetch('/api/admin/queues/tutte/claims')).status).toBe(400);
    expect((await fetch(`${app.url}/api/admin/queues`)).status).toBe(401);
  });
});
