import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(database());
  const airports = await airportIds(database().pool);
  const operator = await app.operator('operator', 'Luca Bianchi');
  for (const name of ['Maria Rossi', 'Giovanni Verdi', 'Anna Esposito']) {
    const claim = await submit(app.url, claimBody(airports, { passengerName: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.it` }));
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review', adminNotes: 'Controllo documenti' } });
    // Both move the upload-link version that claim_status keeps.
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/revoke-upload-links`, { method: 'POST' });
    await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { email: `nuova.${claim.practiceNumber}@example.it` } });
  }
  const names = app.handlers.filter((handler) => handler.kind === 'projection').map((handler) => handler.name);
  expect(await app.runner.waitFor(names, (await app.store.readAll({ limit: 10_000 })).at(-1)!.position, 10_000)).toBe(true);
});
afterAll(() => app?.close());

async function verify(...target: string[]) {
  const lines: string[] = [];
  const code = await runProjectionsCommand(['verify', ...target], {
    pool: database().pool,
    store: app.store,
    handlers: app.handlers,
    batchSize: 2,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run projections -- verify', () => {
  it('when the read models follow the events, then every projection is reported identical and the exit status is 0', async () => {
    const { code, output } = await verify('all');

    expect(output).toMatch(/^claims: \d+ events up to \S+: identical$/m);
    expect(output).toMatch(/^claim_status: \d+ events up to \S+: identical$/m);
    expect(output).toMatch(/^admin_stats: \d+ events up to \S+: identical$/m);
    expect(output).not.toContain('DIFFERENT');
    expect(code).toBe(0);
  });

  it('when a read-model row was changed or removed behind the events, then the difference is printed and the exit status is 1', async () => {
    await database().pool.query("UPDATE claims SET passenger_name = 'Nome Manomesso' WHERE passenger_name = 'Maria Rossi'");
    await database().pool.query("DELETE FROM claim_status WHERE claim_id = (SELECT min(claim_id) FROM claim_status)");

    const claims = await verify('claims');
    const status = await verify('claim_status');

    expect(claims.code).toBe(1);
    expect(claims.output).toMatch(/^claims: \d+ events up to \S+: DIFFERENT$/m);
    expect(claims.output).toContain('claims: 1 rows missing or changed, 1 rows not produced by the events');
    expect(claims.output).toMatch(/expected .*"passenger_name": ?"Maria Rossi"/);
    expect(claims.output).toMatch(/found .*"passenger_name": ?"Nome Manomesso"/);
    expect(status.code).toBe(1);
    expect(status.output).toContain('claim_status: 1 rows missing or changed, 0 rows not produced by the events');
  });

  it('when verifying, then nothing is left behind: no scratch schema, the live tables untouched', async () => {
    const { rows } = await database().pool.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'verify\\_%'");
    const tampered = await database().pool.query("SELECT count(*)::int AS count FROM claims WHERE passenger_name = 'Nome Manomesso'");

    expect(rows).toEqual([]);
    expect(tampered.rows[0].count).toBe(1);
  });
});
