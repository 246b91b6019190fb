import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { runProjectionsCli } from '../../support/projections-cli.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';
import { airportIds, claimBody } from '../claims/claim-fixtures.js';

const SUBMISSIONS = 160;
const CONCURRENCY = 16;
const database = useTestDatabase();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
});

async function start(): Promise<ServerProcess> {
  const server = await startServer({ DATABASE_URL: database().url, QUEUE_PREFIX: `faults-${Date.now()}` });
  servers.push(server);
  return server;
}

describe('the server killed during a burst of submissions', () => {
  it('when it is killed with SIGKILL and started again, then every claim that got a 201 is stored and was in its read models before any projector ran again, practice numbers are unique and verify is clean', async () => {
    const airports = await airportIds(database().pool);
    const first = await start();
    const accepted: { id: number; practiceNumber: string }[] = [];
    let sent = 0;
    let killed = false;
    const submitter = async () => {
      while (sent < SUBMISSIONS) {
        const index = sent++;
        if (index === SUBMISSIONS / 2 && !killed) {
          killed = true;
          void first.stop('SIGKILL');
        }
        try {
          const response = await fetch(`${first.url}/api/flight-checks`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(claimBody(airports, { passengerName: `Passeggero ${index}`, email: `p${index}@example.it` })),
          });
          if (response.status === 201) accepted.push(await response.json());
        } catch {
          // the connection died with the process: no answer, so no promise was made
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
    expect(killed).toBe(true);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(SUBMISSIONS); // the kill cut requests short

    const pool = database().pool;
    const numbers = accepted.map((claim) => claim.practiceNumber);
    // Nothing runs the projections now: what the read models hold, the appends applied in their own transactions.
    const readable = async (table: string) => (await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE practice_number = ANY($1)`, [numbers])).rows[0].n;
    expect(await readable('claims')).toBe(accepted.length);
    expect(await readable('claim_status')).toBe(accepted.length);

    await start();
    await expect
      .poll(async () => (await pool.query('SELECT count(*)::int AS n FROM claim_status WHERE practice_number = ANY($1)', [numbers])).rows[0].n, { timeout: 30_000 })
      .toBe(accepted.length);
    const inEvents = await pool.query("SELECT count(DISTINCT data->>'practiceNumber')::int AS n FROM events WHERE type = 'ClaimSubmitted' AND data->>'practiceNumber' = ANY($1)", [numbers]);
    const inClaims = await pool.query('SELECT count(*)::int AS n FROM claims WHERE practice_number = ANY($1)', [numbers]);
    const duplicates = await pool.query('SELECT practice_number FROM claims GROUP BY practice_number HAVING count(*) > 1');
    expect(inEvents.rows[0].n).toBe(accepted.length);
    expect(inClaims.rows[0].n).toBe(accepted.length);
    expect(duplicates.rows).toEqual([]);
    expect(new Set(numbers).size).toBe(numbers.length);

    const verify = await runProjectionsCli(database().url, ['verify', 'all']);
    expect(verify.output).not.toContain('DIFFERENT');
    expect(verify.code).toBe(0);
  });
});
