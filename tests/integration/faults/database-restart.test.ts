import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedCluster } from '../../../src/platform/services/embedded-postgres.js';
import { freePort } from '../../../src/platform/services/tcp.js';
import { runProjectionsCli } from '../../support/projections-cli.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { airportIds, claimBody } from '../claims/claim-fixtures.js';

/** Refusals seen before the database comes back: the outage lasts until the load has felt it for a while. */
const REFUSALS = 20;
let cluster: EmbeddedCluster;
let dataDir: string;
let sharedDir: string;
let url: string;
let server: ServerProcess | undefined;

// A cluster of this test's own, so stopping it harms nothing else on the machine.
beforeAll(async () => {
  // 0700, as `mktemp -d` makes it: as root, the data then go under the shared folder the postgres user can reach.
  dataDir = await mkdtemp(path.join(tmpdir(), 'rv-pg-restart-'));
  sharedDir = await mkdtemp(path.join(tmpdir(), 'rv-pg-shared-'));
  await chmod(sharedDir, 0o755);
  const port = await freePort();
  cluster = await EmbeddedCluster.prepare({ databaseDir: path.join(dataDir, 'pg'), port, user: 'postgres', password: 'postgres', sharedDir });
  await cluster.initialise();
  await cluster.start();
  url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGKILL');
  await cluster?.stop().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
  await rm(sharedDir, { recursive: true, force: true });
});

describe('PostgreSQL restarted under load', () => {
  it('when the database goes away for a while, then requests get 503 with Retry-After, the server recovers by itself and projections resume', async () => {
    server = await startServer({ DATABASE_URL: url, QUEUE_PREFIX: `faults-${Date.now()}` });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const airports = await airportIds(pool);
    await pool.end();
    const answers: { phase: 'before' | 'outage' | 'after'; status: number; retryAfter: string | null; type: string | null }[] = [];
    let phase: 'before' | 'outage' | 'after' = 'before';
    let running = true;
    let index = 0;
    const load = async () => {
      while (running) {
        const response = await fetch(`${server!.url}/api/flight-checks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(claimBody(airports, { email: `riavvio${index++}@example.it` })) }).catch(() => undefined);
        if (response) {
          answers.push({ phase, status: response.status, retryAfter: response.headers.get('retry-after'), type: response.headers.get('content-type') });
          await response.arrayBuffer();
        }
        await sleep(50);
      }
    };
    const workers = [load(), load()];

    const seen = (wanted: typeof phase, status: number) => () => answers.filter((answer) => answer.phase === wanted && answer.status === status).length;
    try {
      await expect.poll(seen('before', 201), { timeout: 30_000, message: 'claims accepted before the outage' }).toBeGreaterThan(3);
      phase = 'outage';
      await cluster.stop();
      await expect.poll(seen('outage', 503), { timeout: 30_000, message: 'requests refused during the outage' }).toBeGreaterThanOrEqual(REFUSALS);
      await cluster.start();
      phase = 'after';
      await expect.poll(seen('after', 201), { timeout: 30_000, message: 'claims accepted after the outage' }).toBeGreaterThan(3);
    } finally {
      running = false; // the load stops even when a wait fails
      await Promise.all(workers);
    }

    expect(server!.child.exitCode, 'the server must ride out the outage').toBeNull();
    expect(tally(answers.filter((answer) => answer.status >= 500 && answer.status !== 503))).toEqual({});
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(answer.type).toMatch(/^application\/problem\+json/);
    }
    expect(answers.some((answer) => answer.phase === 'before' && answer.status === 201)).toBe(true);

    const check = new pg.Pool({ connectionString: url, max: 2 });
    const count = async (sql: string) => (await check.query<{ n: number }>(sql)).rows[0]!.n;
    const submitted = await count("SELECT count(*)::int AS n FROM events WHERE type = 'ClaimSubmitted'");
    await expect.poll(() => count('SELECT count(*)::int AS n FROM claim_status'), { timeout: 30_000 }).toBe(submitted);
    expect(submitted).toBeGreaterThanOrEqual(answers.filter((answer) => answer.status === 201).length);
    await check.end();
    const verify = await runProjectionsCli(url, ['verify', 'all']);
    expect(verify.output).not.toContain('DIFFERENT');
    expect(verify.code).toBe(0);
  }, 120_000);
});

function tally(answers: { phase: string; status: number }[]) {
  const counts: Record<string, number> = {};
  for (const { phase, status } of answers) counts[`${phase} ${status}`] = (counts[`${phase} ${status}`] ?? 0) + 1;
  return counts;
}
