import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airlineByCode } from '../../../src/airlines/index.js';
import { runDeadlinePass } from '../../../src/tasks/index.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { airlineReplied, DAY_MS, deadlineDeps, printedText, queueRow, sendToAirline } from './task-fixtures.js';

describe('tasks lapse when their reason does: the airline answers, the claim closes', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let giulia: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    app = await startTestApp(database(), { COMPANY_NAME: 'RimborsoVolo24 S.r.l.' });
    giulia = await app.operator('operator', 'Giulia Verdi');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
  });

  type Task = { id: string; kind: string; completedAt: string | null; outcome: string | null; documentId: string | null; reason: string; version: number };
  const tasksOf = async (claimId: number) => (await (await giulia.fetch(`/api/admin/flight-checks/${claimId}/tasks`)).json()).tasks as Task[];
  const taskEvents = async (taskId: string) => {
    const events: { type: string; actor: string; kind: string; outcome?: unknown }[] = [];
    for await (const event of app.store.readStream(`task-${taskId}`)) events.push({ type: event.type, actor: event.metadata.actor.id, kind: event.metadata.actor.kind, outcome: (event.data as { outcome?: unknown }).outcome });
    return events;
  };
  const changeStatus = async (claimId: number, adminStatus: string) => expect((await giulia.fetch(`/api/admin/flight-checks/${claimId}/status`, { method: 'PUT', body: { adminStatus } })).status).toBe(200);
  const pdfText = async (documentId: string) => printedText(new Uint8Array(await (await giulia.fetch(`/api/admin/documents/${documentId}/content`)).arrayBuffer()));

  /** A two-character code the carriers' directory does not hold. */
  async function unknownCarrierCode(): Promise<string> {
    for (const first of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      for (const second of '0123456789') if (!(await airlineByCode(database().pool, `${first}${second}`))) return `${first}${second}`;
    }
    throw new Error('every code is known');
  }

  /** A claim sent to the airline 60 days ago with no answer, and its «Reclamo ENAC» opened by the pass. */
  async function silentClaimWithEnacTask(airlineCode = 'AZ') {
    const claim = await submit(app.url, claimBody(airports, { passengerName: 'Ottavia Lanzetta' }));
    const sentAt = new Date(Date.now() - 60 * DAY_MS);
    await sendToAirline(app, claim.id, sentAt, airlineCode);
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ awaiting: true });
    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    const [task] = await tasksOf(claim.id);
    expect(task).toMatchObject({ kind: 'enac_complaint', completedAt: null });
    return { claim, task: task! };
  }

  it('when the airline answers after the «Reclamo ENAC» opened, then the next pass completes it as the system, with the day of the answer; a second pass changes nothing', async () => {
    const { claim, task } = await silentClaimWithEnacTask();
    expect(task.reason).toContain('Nessuna risposta da ITA Airways (AZ)');
    expect(await pdfText(task.documentId!)).toContain('Compagnia aerea (vettore operativo): ITA Airways (AZ)');

    const deps = deadlineDeps(app, database().pool);
    expect(await runDeadlinePass(deps, new Date())).toEqual({ opened: 0, lapsed: 0 });
    await airlineReplied(app, claim.id, new Date('2026-11-20T10:00:00Z'));
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ awaiting: false });

    expect(await runDeadlinePass(deps, new Date())).toMatchObject({ lapsed: 1 });
    const [lapsed] = await tasksOf(claim.id);
    expect(lapsed).toMatchObject({ id: task.id, completedAt: expect.any(String), outcome: 'Chiusa automaticamente: la compagnia ha risposto il 20/11/2026' });
    const completedOnList = ((await (await giulia.fetch('/api/admin/tasks?scope=all&state=all')).json()).tasks as Task[]).find((each) => each.id === task.id);
    expect(completedOnList?.outcome).toBe('Chiusa automaticamente: la compagnia ha risposto il 20/11/2026');
    expect(((await (await giulia.fetch('/api/admin/tasks?scope=all&state=open')).json()).tasks as Task[]).map((each) => each.id)).not.toContain(task.id);

    await Promise.all([runDeadlinePass(deps, new Date()), runDeadlinePass(deadlineDeps(app, database().pool), new Date())]);
    expect(await taskEvents(task.id)).toEqual([
      { type: 'TaskOpened', actor: 'deadlines', kind: 'system', outcome: undefined },
      { type: 'TaskCompleted', actor: 'deadlines', kind: 'system', outcome: 'Chiusa automaticamente: la compagnia ha risposto il 20/11/2026' },
    ]);
    expect(await tasksOf(claim.id)).toHaveLength(1);
  });

  it('when the claim of an open «Reclamo ENAC» is rejected, then the pass completes it «pratica respinta»; an operator’s completion first is left as it is', async () => {
    const { claim, task } = await silentClaimWithEnacTask();
    await changeStatus(claim.id, 'rejected');
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: false });

    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    expect((await tasksOf(claim.id))[0]).toMatchObject({ id: task.id, outcome: 'Chiusa automaticamente: pratica respinta', completedAt: expect.any(String) });

    const other = await silentClaimWithEnacTask();
    expect((await giulia.fetch(`/api/admin/tasks/${other.task.id}/complete`, { method: 'POST', body: { outcome: 'Reclamo depositato' } })).status).toBe(200);
    await changeStatus(other.claim.id, 'rejected');
    await expect.poll(() => queueRow(database().pool, other.claim.id)).toMatchObject({ open: false });
    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    expect((await taskEvents(other.task.id)).map((event) => [event.type, event.actor])).toEqual([
      ['TaskOpened', 'deadlines'],
      ['TaskCompleted', giulia.id],
    ]);
    expect((await tasksOf(other.claim.id))[0]!.outcome).toBe('Reclamo depositato');
  });

  it('when the claim of an open «Verifica prescrizione» is completed, then the pass completes it «pratica completata»; reopened, the next pass opens a new one', async () => {
    const claim = await submit(app.url, claimBody(airports, { flightDate: new Date(Date.now() - 320 * DAY_MS).toISOString().slice(0, 10) }));
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: true });
    const deps = deadlineDeps(app, database().pool);
    await runDeadlinePass(deps, new Date());
    const [task] = await tasksOf(claim.id);
    expect(task).toMatchObject({ kind: 'limitation_check', completedAt: null });

    await changeStatus(claim.id, 'completed');
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: false });
    expect(await runDeadlinePass(deps, new Date())).toMatchObject({ lapsed: 1 });
    expect(await runDeadlinePass(deps, new Date())).toEqual({ opened: 0, lapsed: 0 });
    expect(await tasksOf(claim.id)).toEqual([expect.objectContaining({ id: task!.id, outcome: 'Chiusa automaticamente: pratica completata', completedAt: expect.any(String) })]);

    await changeStatus(claim.id, 'under_review');
    await expect.poll(() => queueRow(database().pool, claim.id)).toMatchObject({ open: true });
    await expect.poll(async () => (await database().pool.query('SELECT limitation_task FROM claim_queues WHERE claim_id = $1', [claim.id])).rows[0]?.limitation_task).toBe(false);
    expect(await runDeadlinePass(deps, new Date())).toEqual({ opened: 1, lapsed: 0 });
    expect(await runDeadlinePass(deps, new Date())).toEqual({ opened: 0, lapsed: 0 });
    const tasks = await tasksOf(claim.id);
    expect(tasks).toHaveLength(2);
    expect(tasks[0]).toMatchObject({ id: task!.id, completedAt: expect.any(String) });
    expect(tasks[1]).toMatchObject({ kind: 'limitation_check', completedAt: null });
    expect(tasks[1]!.id).not.toBe(task!.id);
  });

  it('when a claim with an open «Verifica prescrizione» is merged as a duplicate, then the pass completes it «pratica chiusa come duplicata»', async () => {
    const flightDate = new Date(Date.now() - 330 * DAY_MS).toISOString().slice(0, 10);
    const original = await submit(app.url, claimBody(airports, { flightNumber: 'AZ 777', flightDate, passengerName: 'Elio Sanna', email: 'elio@example.it' }));
    const duplicate = await submit(app.url, claimBody(airports, { flightNumber: 'AZ 777', flightDate, passengerName: 'Elio Sanna', email: 'elio@example.it' }));
    await expect.poll(() => queueRow(database().pool, duplicate.id)).toMatchObject({ open: true });
    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());
    const [task] = await tasksOf(duplicate.id);
    expect(task).toMatchObject({ kind: 'limitation_check', completedAt: null });

    await expect.poll(async () => (await giulia.fetch(`/api/admin/flight-checks/${duplicate.id}/duplicates/${original.id}/merge`, { method: 'POST' })).status).toBe(200);
    await expect.poll(() => queueRow(database().pool, duplicate.id)).toMatchObject({ open: false });
    await runDeadlinePass(deadlineDeps(app, database().pool), new Date());

    expect((await tasksOf(duplicate.id))[0]).toMatchObject({ id: task!.id, outcome: 'Chiusa automaticamente: pratica chiusa come duplicata' });
    expect((await tasksOf(original.id))[0]).toMatchObject({ completedAt: null });
  });

  it('when the carrier is not in the directory, then the complaint names it by its code', async () => {
    const unknown = await unknownCarrierCode();
    const { task } = await silentClaimWithEnacTask(unknown);
    expect(await pdfText(task.documentId!)).toContain(`Compagnia aerea (vettore operativo): ${unknown} `);
  });
});
