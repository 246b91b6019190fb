import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { SILENT_SINCE } from '../../../src/claims/read-models/claims.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp } from './fixtures.js';

type Item = { id: number; silentDays: number | null; lastVisibleAt: string | null; version: number };

describe('the admin list’s «silenzio da N giorni»', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  const claims: Submitted[] = [];

  beforeAll(async () => {
    app = await startTestApp(database(), { SILENCE_DAYS: '5' });
    operator = await app.operator('operator', 'Giulia Verdi');
    const airports = await airportIds(database().pool);
    for (const tag of ['a', 'b', 'c', 'd']) claims.push(await submit(app.url, claimBody(airports, { email: `lista.${tag}@example.it` })));
    expect((await operator.fetch(`/api/admin/flight-checks/${claims[3]!.id}/status`, { method: 'PUT', body: { adminStatus: 'rejected' } })).status).toBe(200);
    await caughtUp(app, 'projections');
    // Their passengers last saw something 2, 9 and 4 days ago (the read model's clock, not the events').
    for (const [index, days] of [2, 9, 4].entries()) {
      await database().pool.query(`UPDATE claims SET last_visible_at = now() - make_interval(days => $2) - interval '1 hour' WHERE id = $1`, [claims[index]!.id, days]);
    }
  });
  afterAll(() => app?.close());

  const list = async (query = '') => (await (await operator.fetch(`/api/admin/flight-checks${query}`)).json()) as { items: Item[]; silenceDays: number };

  it('when the operator sorts by silence, then the longest silence comes first, closed claims last, each with its whole days', async () => {
    const { items, silenceDays } = await list('?sort=silence');

    expect(items.map((item) => [item.id, item.silentDays])).toEqual([
      [claims[1]!.id, 9],
      [claims[2]!.id, 4],
      [claims[0]!.id, 2],
      [claims[3]!.id, null],
    ]);
    expect(silenceDays).toBe(5);
  });

  it('when no sort is asked for, then the list stays newest first', async () => {
    expect((await list()).items.map((item) => item.id)).toEqual([...claims].reverse().map((claim) => claim.id));
    expect((await list('?sort=newest&status=pending')).items.map((item) => item.id)).toEqual([claims[2]!.id, claims[1]!.id, claims[0]!.id]);
  });

  it('when the sort is filtered by status, then the order by silence holds within it', async () => {
    expect((await list('?sort=silence&status=pending')).items.map((item) => item.id)).toEqual([claims[1]!.id, claims[2]!.id, claims[0]!.id]);
  });

  it('when an unknown sort is asked for, then the answer is a 400 naming the field', async () => {
    const response = await operator.fetch('/api/admin/flight-checks?sort=oldest');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Ordinamento non valido');
  });

  it('when another module records a passenger-visible event, then the silence restarts and the ETag an operator holds stays valid', async () => {
    const claim = claims[1]!;
    const etag = (await operator.fetch(`/api/admin/flight-checks/${claim.id}`)).headers.get('etag')!;
    const documentsCompleted = { type: 'DocumentsCompleted', data: { documents: 2 }, metadata: { actor: { kind: 'system' as const, id: 'test' }, correlationId: 'c', causationId: 'c', requestedAt: new Date().toISOString() } };
    await app.store.append(claimStream(claim.id), [documentsCompleted], { expectedVersion: 'any' });
    await caughtUp(app, 'projections');

    const detail = await operator.fetch(`/api/admin/flight-checks/${claim.id}`);
    expect(detail.headers.get('etag')).toBe(etag);
    expect(((await detail.json()) as Item).silentDays).toBe(0);
    const saved = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { passengerName: 'Maria Bianchi' }, headers: { 'if-match': etag } });
    expect(saved.status).toBe(200);
    expect((await list('?sort=silence')).items[0]!.id).toBe(claims[2]!.id);
  });

  it('when the list is sorted by silence on a large table, then PostgreSQL reads it through the silence index', async () => {
    const client = await database().pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query(
        `EXPLAIN SELECT * FROM claims ORDER BY (${SILENT_SINCE}) ASC NULLS LAST, id ASC LIMIT 25 OFFSET 0`,
      );
      expect(rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n')).toContain('claims_silence');
    } finally {
      client.release();
    }
  });
});
