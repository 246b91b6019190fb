import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPage } from '../../../src/contracts/event-browser.js';
import type { ProjectionList, RebuildProgress, VerificationView } from '../../../src/contracts/projection-controls.js';
import { useTestDatabase } from '../../support/database.js';
import { untilAllReadable } from '../../support/readable.js';
import { waitFor } from '../../support/wait-for.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let admin: OperatorClient;
let operator: OperatorClient;
let claims: Submitted[];

beforeAll(async () => {
  app = await startTestApp(database());
  admin = await app.operator('admin', 'Paola Neri');
  operator = await app.operator('operator', 'Luca Bianchi');
  const airports = await airportIds(database().pool);
  claims = [];
  for (const name of ['Maria Rossi', 'Giovanni Verdi', 'Anna Esposito']) claims.push(await submit(app.url, claimBody(airports, { passengerName: name })));
  await untilAllReadable(app.store);
  const names = app.handlers.filter((handler) => handler.kind === 'projection').map((handler) => handler.name);
  expect(await app.runner.waitFor(names, (await app.store.headPosition())!, 10_000)).toBe(true);
});
afterAll(() => app?.close());

async function controls(type: string): Promise<EventPage['events']> {
  await untilAllReadable(app.store);
  return ((await (await admin.fetch(`/api/admin/events?stream=projection-controls&type=${type}`)).json()) as EventPage).events;
}

async function rebuildOf(name: string): Promise<RebuildProgress> {
  return ((await (await admin.fetch(`/api/admin/projections/${name}/rebuild`)).json()) as { rebuild: RebuildProgress }).rebuild;
}

async function untilRebuilt(name: string): Promise<RebuildProgress> {
  await waitFor(async () => (await rebuildOf(name)).status !== 'running', { what: `the rebuild of ${name} to end`, timeoutMs: 20_000 });
  return rebuildOf(name);
}

describe('GET /api/admin/projections', () => {
  it('when an administrator opens Monitoring, then each projection and reactor comes with its checkpoint and lag', async () => {
    const response = await admin.fetch('/api/admin/projections');
    expect(response.status).toBe(200);
    const { projections } = (await response.json()) as ProjectionList;

    const claimsRow = projections.find((row) => row.name === 'claims')!;
    expect(claimsRow).toMatchObject({ kind: 'projection', failure: null, failedEvent: null, runsHere: true, rebuild: null });
    expect(claimsRow.position).not.toBeNull();
    expect(projections.some((row) => row.kind === 'reactor')).toBe(true);
  });
});

describe('rebuild', () => {
  it('when an administrator rebuilds a projection, then it answers 202 at once, a second request is refused with 409 while it runs, and it completes with its progress and an event naming the operator', async () => {
    // The swap waits for inline appends of the read model: holding the fence keeps the rebuild running.
    const fence = await database().pool.connect();
    await fence.query('BEGIN');
    await fence.query("SELECT pg_advisory_xact_lock_shared(hashtextextended('inline:claims', 0))");
    try {
      const started = await admin.fetch('/api/admin/projections/claims/rebuild', { method: 'POST' });
      expect(started.status).toBe(202);
      expect(((await started.json()) as { rebuild: RebuildProgress }).rebuild).toMatchObject({ projection: 'claims', status: 'running', operator: { name: 'Paola Neri' } });

      const second = await admin.fetch('/api/admin/projections/claims/rebuild', { method: 'POST' });
      expect(second.status).toBe(409);
      expect((await second.json()).detail).toBe('La proiezione «claims» è già in ricostruzione: attendi che finisca.');
      expect((await rebuildOf('claims')).status).toBe('running');
    } finally {
      await fence.query('COMMIT');
      fence.release();
    }

    const done = await untilRebuilt('claims');
    expect(done).toMatchObject({ status: 'completed', fraction: 1, error: null });
    expect(done.events).toBeGreaterThan(0);
    const list = (await (await admin.fetch('/api/admin/flight-checks')).json()) as { claims?: unknown[]; data?: unknown[] } | unknown[];
    expect(JSON.stringify(list)).toContain(claims[0]!.practiceNumber);

    const [rebuilt] = await controls('ProjectionRebuilt');
    expect(rebuilt).toMatchObject({ actor: { kind: 'operator', id: admin.id, name: 'Paola Neri' }, description: expect.stringMatching(/^Proiezione «claims» ricostruita da \d+ eventi/) });
    const [startedEvent] = await controls('ProjectionRebuildStarted');
    expect(rebuilt!.causationId).toBe(startedEvent!.id);
  });

  it('when the name is a reactor or unknown, then 409 or 404 in Italian', async () => {
    const reactor = app.handlers.find((handler) => handler.kind === 'reactor')!;
    expect((await admin.fetch(`/api/admin/projections/${reactor.name}/rebuild`, { method: 'POST' })).status).toBe(409);
    const unknown = await admin.fetch('/api/admin/projections/nessuna/rebuild', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).title).toBe('Proiezione non trovata');
  });
});

describe('verify', () => {
  it('when a read-model row was changed behind the events’ back, then verify shows that row as expected and as found, and records the check', async () => {
    await database().pool.query('UPDATE claims SET flight_number = $2 WHERE id = $1', [claims[1]!.id, 'XX9999']);

    const response = await admin.fetch('/api/admin/projections/claims/verify', { method: 'POST' });
    expect(response.status).toBe(200);
    const verification = (await response.json()) as VerificationView;

    const table = verification.differences.find((difference) => difference.table === 'claims')!;
    expect(table.missing.count).toBe(1);
    expect(table.unexpected.count).toBe(1);
    expect(table.unexpected.sample[0]).toMatchObject({ id: claims[1]!.id, flight_number: 'XX9999' });
    expect(table.missing.sample[0]).toMatchObject({ id: claims[1]!.id, flight_number: 'AZ610' });
    const [verified] = await controls('ProjectionVerified');
    expect(verified!.description).toBe('Proiezione «claims» verificata: differenze in claims');
  });
});

describe('retry', () => {
  it('when a projection stopped at a failing event, then Monitoring names that event and its error, and retry starts it again and is recorded', async () => {
    // An audit entry whose operator id is no uuid: the operator_audit fold fails on it.
    const id = randomUUID();
    await app.store.append('operator-audit', [{ id, type: 'OperatorEnabled', data: { operatorId: 'non-un-uuid' }, metadata: { actor: { kind: 'system', id: 'test' }, correlationId: id, causationId: id, requestedAt: new Date().toISOString() } }], { expectedVersion: 'any' });
    const monitored = async () => ((await (await admin.fetch('/api/admin/projections')).json()) as ProjectionList).projections.find((candidate) => candidate.name === 'operator_audit');
    await expect.poll(async () => (await monitored())?.failure, { message: 'Monitoring to show operator_audit stopped' }).toMatchObject({ eventId: id });
    const row = await monitored();
    expect(row!.failure).toMatchObject({ eventId: id });
    expect(row!.failure!.error).toMatch(/uuid/);
    expect(row!.failedEvent).toMatchObject({ id, type: 'OperatorEnabled', stream: 'operator-audit' });

    const retried = await admin.fetch('/api/admin/projections/operator_audit/retry', { method: 'POST' });
    expect(retried.status).toBe(200);
    const [recorded] = await controls('ProjectionRetried');
    expect(recorded).toMatchObject({ actor: { id: admin.id }, description: 'Proiezione «operator_audit» riavviata dopo l’errore' });

    const notStopped = await admin.fetch('/api/admin/projections/claims/retry', { method: 'POST' });
    expect(notStopped.status).toBe(409);
  });
});

describe('who may control projections', () => {
  it.each([
    ['GET', '/api/admin/projections'],
    ['POST', '/api/admin/projections/claims/rebuild'],
    ['POST', '/api/admin/projections/claims/verify'],
    ['POST', '/api/admin/projections/claims/retry'],
  ])('when an operator without the admin role calls %s %s, then 403', async (method, path) => {
    expect((await operator.fetch(path, { method })).status).toBe(403);
  });
});
