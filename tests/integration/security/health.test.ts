/**
 * Health as a stranger and as an operator: the public answer says only whether each component is
 * up; lag, positions, sources, errors and queue counts are for operators, behind the session guard.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
const redisUrl = inject('redisUrl');
let app: TestApp;
let operator: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database(), {}, { redisUrl: redisUrl ?? undefined });
  operator = await app.operator();
  await submit(app.url, claimBody(await airportIds(database().pool)));
});
afterAll(() => app?.close());

describe('GET /api/health, as a stranger sends it', () => {
  it('when anyone asks, then the answer is up or down per component and nothing else: no lag, no error, no source, no queue counts', async () => {
    const response = await fetch(`${app.url}/api/health`);
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      status: redisUrl ? 'ok' : 'degraded',
      database: { status: 'up' },
      eventStore: { status: 'up' },
      readModels: { status: 'up' },
      queue: { status: redisUrl ? 'up' : 'down' },
    });
    for (const inside of ['lag', 'position', 'source', 'DATABASE_URL', 'REDIS_URL', 'error', 'jobs', 'waiting', 'failed', 'postgres', 'claims', 'uptime']) {
      expect(text).not.toContain(inside);
    }
  });

  it('when a stranger asks for the details under /api/admin, then the answer is 401 and carries none of them', async () => {
    const response = await fetch(`${app.url}/api/admin/health`);
    const text = await response.text();

    expect(response.status).toBe(401);
    expect(text).not.toContain('lag');
    expect(text).not.toContain('readModels');
  });
});

describe('GET /api/admin/health, as an operator', () => {
  it('when an operator with a session asks, then every read model comes with its checkpoint and lag, and the components with their sources', async () => {
    const caughtUp = async () => {
      const details = (await (await operator.fetch('/api/admin/health')).json()) as { readModels: { behind: boolean; lag: number | null; failure: unknown }[] };
      return details.readModels.length > 0 && details.readModels.every((model) => !model.behind && model.lag === 0 && model.failure === null);
    };
    await expect.poll(caughtUp, { timeout: 10_000 }).toBe(true);

    const response = await operator.fetch('/api/admin/health');
    const details = await response.json();

    expect(response.status).toBe(200);
    expect(details).toMatchObject({
      status: redisUrl ? 'ok' : 'degraded',
      uptimeSeconds: expect.any(Number),
      database: { status: 'up', source: 'DATABASE_URL' },
      eventStore: { status: 'up', kind: 'postgres' },
      queue: redisUrl ? { status: 'up', source: 'REDIS_URL', jobs: expect.any(Array) } : { status: 'not_configured', source: null, jobs: [] },
    });
    const claims = details.readModels.find((model: { name: string }) => model.name === 'claims');
    expect(claims).toMatchObject({ kind: 'projection', position: expect.stringMatching(/^\d+\/\d+$/), eventsApplied: expect.any(Number), behind: false, lag: 0, lagSeconds: 0, failure: null });
  });

  it('when a read model is behind the store, then its lag counts the positions between its checkpoint and the head', async () => {
    await app.runner.stop();
    await database().pool.query("UPDATE projection_checkpoints SET position = NULL WHERE name = 'admin_stats'");

    const details = await (await operator.fetch('/api/admin/health')).json();
    const stats = details.readModels.find((model: { name: string }) => model.name === 'admin_stats');

    expect(stats).toMatchObject({ behind: true, lag: expect.any(Number) });
    expect(stats.lag).toBeGreaterThanOrEqual(2); // the claim's ClaimSubmitted and EligibilityAssessed at least
    expect(stats.lagSeconds).toBeGreaterThanOrEqual(0);
  });
});
