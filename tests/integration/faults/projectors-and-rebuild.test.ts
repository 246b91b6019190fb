import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../src/operators/index.js';
import { useTestDatabase } from '../../support/database.js';
import { runProjectionsCli } from '../../support/projections-cli.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
const processes: ServerProcess[] = [];
let api: ServerProcess;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  const env = { DATABASE_URL: database().url, QUEUE_PREFIX: `faults-${Date.now()}` };
  api = await startServer(env, ['api,projector']);
  processes.push(api, await startServer(env, ['projector']));
  airports = await airportIds(database().pool);
});
afterAll(async () => {
  for (const process of processes) await process.stop('SIGKILL');
});

async function count(sql: string): Promise<number> {
  return (await database().pool.query<{ n: number }>(sql)).rows[0]!.n;
}

describe('two projector processes, and a rebuild, while claims keep coming', () => {
  it('when two processes run the projections during a burst, then no event is applied twice and verify is clean', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, worker) => Promise.all(Array.from({ length: 10 }, (_, index) => submit(api.url, claimBody(airports, { email: `w${worker}-${index}@example.it` }))))));

    const submitted = await count("SELECT count(*)::int AS n FROM events WHERE type = 'ClaimSubmitted'");
    await expect.poll(() => count("SELECT coalesce((SELECT value FROM admin_stats WHERE counter = 'claims_total'), 0)::int AS n"), { timeout: 30_000 }).toBe(submitted);
    expect(await count('SELECT count(*)::int AS n FROM claims')).toBe(submitted);
    const verify = await runProjectionsCli(database().url, ['verify', 'all']);
    expect(verify.output).not.toContain('DIFFERENT');
    expect(verify.code).toBe(0);
  });

  it('when the claims read model is rebuilt while submissions and reads go on, then no read fails and the result matches verify', async () => {
    const email = 'lettore@rimborsovolo24.it';
    await createOperator(database().pool, { email, name: 'Lettore', role: 'operator', password: 'una-password-lunga' });
    const login = await fetch(`${api.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'una-password-lunga' }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const failures: string[] = [];
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const response = await fetch(`${api.url}/api/admin/flight-checks?pageSize=5`, { headers: { cookie } });
        reads++;
        if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
        else if ((await response.json()).items.length === 0) failures.push('empty list');
      }
    })();
    const writer = (async () => {
      for (let index = 0; writing && index < 200; index++) await submit(api.url, claimBody(airports, { email: `r${index}@example.it` }));
    })();

    const rebuild = await runProjectionsCli(database().url, ['rebuild', 'claims']);
    writing = false;
    await Promise.all([reader, writer]);

    expect(rebuild.output).toMatch(/^claims: rebuilt from \d+ events/m);
    expect(reads).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    const submitted = await count("SELECT count(*)::int AS n FROM events WHERE type = 'ClaimSubmitted'");
    await expect.poll(() => count('SELECT count(*)::int AS n FROM claims'), { timeout: 30_000 }).toBe(submitted);
    const verify = await runProjectionsCli(database().url, ['verify', 'all']);
    expect(verify.output).not.toContain('DIFFERENT');
    expect(verify.code).toBe(0);
  }, 90_000); // two CLI processes, each starting cold when the TypeScript has changed
});
