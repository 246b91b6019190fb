import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import type { ClaimList, ClaimView } from '../../../src/contracts/admin-claims.js';
import { openDueTasks } from '../../../src/tasks/index.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDaysAgo } from '../../support/italian-days.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { signIn, type SmtpSink } from '../passengers/passenger-fixtures.js';
import { appendBilling, deadlineDeps, queueRow } from '../tasks/task-fixtures.js';
import { airportIds, claimBody, submit } from './claim-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Assignment tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('assigning claims to operators, «Le mie pratiche» and the list’s columns', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let airports: Awaited<ReturnType<typeof airportIds>>;
  let giulia: OperatorClient;
  let marco: OperatorClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    airports = await airportIds(database().pool);
    giulia = await app.operator('operator', 'Giulia Verdi');
    marco = await app.operator('operator', 'Marco Neri');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const assign = (as: OperatorClient, claimId: number, body: unknown) => as.fetch(`/api/admin/flight-checks/${claimId}/assign`, { method: 'PUT', body });
  const listed = async (as: OperatorClient, query = '') => (await (await as.fetch(`/api/admin/flight-checks?pageSize=200${query}`)).json()) as ClaimList;
  const assignedEvents = async (claimId: number) => {
    const found: unknown[] = [];
    for await (const event of app.store.readStream(claimStream(claimId))) if (event.type === 'ClaimAssigned') found.push(event.data);
    return found;
  };

  it('when any operator asks for the active operators, then they get ids and names of the enabled ones only', async () => {
    const leaving = await app.operator('operator', 'Zeno Uscente');
    const admin = await app.operator('admin', 'Paolo Bianchi');
    expect((await admin.fetch(`/api/admin/operators/${leaving.id}/disable`, { method: 'POST' })).status).toBe(200);

    const response = await marco.fetch('/api/admin/operators/active');

    expect(response.status).toBe(200);
    const { operators } = (await response.json()) as { operators: { id: string; name: string }[] };
    expect(operators).toEqual(expect.arrayContaining([{ id: giulia.id, name: 'Giulia Verdi' }, { id: marco.id, name: 'Marco Neri' }]));
    expect(operators.map((operator) => operator.id)).not.toContain(leaving.id);
    expect(Object.keys(operators[0]!).sort()).toEqual(['id', 'name']);
  });

  it('when a claim is assigned by id and then to another operator, then the events keep both names and the new id, and the claim shows them', async () => {
    const claim = await submit(app.url, claimBody(airports));

    expect((await assign(giulia, claim.id, { operatorId: giulia.id })).status).toBe(200);
    const moved = await assign(giulia, claim.id, { operatorId: marco.id });

    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ assignedTo: 'Marco Neri', assignedOperatorId: marco.id });
    expect(await assignedEvents(claim.id)).toEqual([
      { from: null, to: 'Giulia Verdi', operatorId: giulia.id },
      { from: 'Giulia Verdi', to: 'Marco Neri', operatorId: marco.id },
    ]);
  });

  it('when the operator is unknown, disabled, or given by name, then 400 in Italian and nothing is recorded', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const gone = await app.operator('operator', 'Ugo Disattivato');
    const admin = await app.operator('admin', 'Anna Admin');
    expect((await admin.fetch(`/api/admin/operators/${gone.id}/disable`, { method: 'POST' })).status).toBe(200);

    const unknown = await assign(giulia, claim.id, { operatorId: '6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60' });
    const disabled = await assign(giulia, claim.id, { operatorId: gone.id });
    const byName = await assign(giulia, claim.id, { assignedTo: 'Giulia Verdi' });

    for (const refused of [unknown, disabled]) {
      expect(refused.status).toBe(400);
      expect((await refused.json()).detail).toBe('Operatore non trovato o disattivato: scegli un operatore attivo');
    }
    expect(byName.status).toBe(400);
    expect((await byName.json()).detail).toContain("Scegli l'operatore a cui assegnare la pratica");
    expect(await assignedEvents(claim.id)).toEqual([]);
  });

  it('when there is no session, or only a passenger’s, then assigning and the operators’ list are refused with 401', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'passeggera.assegna@example.it' }));
    const passenger = await signIn(app, smtp, 'passeggera.assegna@example.it');

    const anonymous = await fetch(`${app.url}/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operatorId: giulia.id }) });
    const asPassenger = await passenger.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id } });
    const listAsPassenger = await passenger.fetch('/api/admin/operators/active');

    expect([anonymous.status, asPassenger.status, listAsPassenger.status]).toEqual([401, 401, 401]);
    expect(await assignedEvents(claim.id)).toEqual([]);
  });

  it('when «Le mie pratiche» is asked for, then each operator sees only the claims assigned to them', async () => {
    const [mine, theirs, nobodys] = await Promise.all([1, 2, 3].map((n) => submit(app.url, claimBody(airports, { email: `mie${n}@example.it` }))));
    expect((await assign(marco, mine!.id, { operatorId: marco.id })).status).toBe(200);
    expect((await assign(marco, theirs!.id, { operatorId: giulia.id })).status).toBe(200);

    const marcos = await listed(marco, '&assignee=me');
    const everyone = await listed(marco);
    const wrong = await marco.fetch('/api/admin/flight-checks?assignee=tutti');

    expect(marcos.items.map((claim) => claim.id)).toContain(mine!.id);
    expect(marcos.items.map((claim) => claim.id)).not.toContain(theirs!.id);
    expect(marcos.items.map((claim) => claim.id)).not.toContain(nobodys!.id);
    expect(marcos.items.every((claim) => claim.assignedOperatorId === marco.id)).toBe(true);
    expect(marcos.total).toBe(marcos.items.length);
    expect(everyone.items.map((claim) => claim.id)).toEqual(expect.arrayContaining([mine!.id, theirs!.id, nobodys!.id]));
    expect(wrong.status).toBe(400);
  });

  it('when claims are reassigned in bulk, then each goes to the chosen operator; a disabled operator is refused for each claim', async () => {
    const claims = await Promise.all([1, 2].map((n) => submit(app.url, claimBody(airports, { email: `massa.assegna${n}@example.it` }))));
    const seen = async (claimId: number) => ({ id: claimId, version: ((await (await giulia.fetch(`/api/admin/flight-checks/${claimId}`)).json()) as ClaimView).version });
    const gone = await app.operator('operator', 'Ivo Disattivato');
    const admin = await app.operator('admin', 'Sara Admin');
    expect((await admin.fetch(`/api/admin/operators/${gone.id}/disable`, { method: 'POST' })).status).toBe(200);

    const refused = await giulia.fetch('/api/admin/flight-checks/bulk', { method: 'POST', body: { action: 'assign', claims: await Promise.all(claims.map((claim) => seen(claim.id))), operatorId: gone.id } });
    const done = await giulia.fetch('/api/admin/flight-checks/bulk', { method: 'POST', body: { action: 'assign', claims: await Promise.all(claims.map((claim) => seen(claim.id))), operatorId: marco.id } });

    expect((await refused.json()).failed).toEqual(claims.map((claim) => ({ id: claim.id, reason: 'Operatore non trovato o disattivato: scegli un operatore attivo' })));
    expect((await done.json()).succeeded.map((claim: { id: number }) => claim.id)).toEqual(claims.map((claim) => claim.id));
    const marcos = await listed(marco, '&assignee=me');
    expect(marcos.items.map((claim) => claim.id)).toEqual(expect.arrayContaining(claims.map((claim) => claim.id)));
    for (const claim of claims) expect(marcos.items.find((item) => item.id === claim.id)).toMatchObject({ assignedTo: 'Marco Neri', assignedOperatorId: marco.id });
  });

  it('when a claim has an open task and the airline paid, then its row has the task’s deadline and the amount obtained; one without has neither', async () => {
    const due = await submit(app.url, claimBody(airports, { flightDate: italianDaysAgo(335), email: 'scadenza@example.it' }));
    const plain = await submit(app.url, claimBody(airports, { email: 'senza.scadenza@example.it' }));
    await expect.poll(() => queueRow(database().pool, due.id)).toMatchObject({ open: true });
    await openDueTasks(deadlineDeps(app, database().pool), new Date());
    await appendBilling(app, due.id, 'AirlinePaymentReceived', { amountCents: 60_000, receivedOn: italianDaysAgo(1), bankReference: 'BONIFICO-1' });

    const rows = (await listed(giulia)).items;
    const dueRow = rows.find((claim) => claim.id === due.id)!;
    const plainRow = rows.find((claim) => claim.id === plain.id)!;

    expect(dueRow.nextDeadline).toEqual({ dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), label: expect.any(String) });
    expect(dueRow.actualCompensation).toBe(600);
    expect(plainRow.nextDeadline).toBeNull();
    expect(plainRow.actualCompensation).toBeNull();
  });
});
