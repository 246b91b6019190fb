import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { claimStream } from '../../../src/claims/contract.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { submitted } from './fixtures.js';

const database = useTestDatabase();
const SECRET_KEY = randomBytes(32).toString('hex');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(database(), { SECRET_KEY });
});
afterAll(() => app?.close());

async function projectionsCommand(...args: string[]) {
  const lines: string[] = [];
  const code = await runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 100, print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

async function caughtUp() {
  const names = app.handlers.filter((handler) => handler.kind === 'projection').map((handler) => handler.name);
  const head = await app.store.committedHeadPosition(); // the last event written, even if a transaction elsewhere keeps it unreadable a moment longer
  expect(await app.runner.waitFor(names, head!, 30_000)).toBe(true);
}

/** `npm run <script> -- args` as its own process on the test database, with the app's SECRET_KEY. */
function npmScript(entry: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      { env: { ...process.env, DATABASE_URL: database().url, SECRET_KEY, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('erasing a passenger’s key', () => {
  it('when a submitted claim’s key is erased, then its events read "dati cancellati" and the read models rebuild and verify', async () => {
    const airports = await airportIds(database().pool);
    const claim = await submit(app.url, claimBody(airports, { passengerName: 'Lucia Bianchi', email: 'lucia.bianchi@example.it' }));
    const operator = await app.operator();
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review', adminNotes: 'Lucia ha chiamato', passengerNote: 'Gentile Lucia' } });
    await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { phone: '+39 320 0000000' } });
    await caughtUp();

    await app.subjectKeys.erase(claimStream(claim.id));
    // Written after the erasure: never stored, so the read models applied in the append's transaction do not show it either.
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved', passengerNote: 'Gentile Lucia, approvata' } });
    await caughtUp();
    const { rows: inline } = await database().pool.query('SELECT passenger_note, admin_status FROM claims WHERE id = $1', [claim.id]);
    expect(inline[0]).toEqual({ passenger_note: ERASED_PERSONAL_DATA, admin_status: 'approved' });

    const events = [];
    for await (const event of app.store.readStream(claimStream(claim.id))) events.push(event);
    expect(events[0]!.data).toMatchObject({ passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, flightNumber: 'AZ610' });
    expect(JSON.stringify(events.map((event) => event.data))).not.toMatch(/Lucia|320 0000000/);
    const rebuilt = await projectionsCommand('rebuild', 'all');
    expect(rebuilt.code, rebuilt.output).toBe(0);
    const verified = await projectionsCommand('verify', 'all');
    expect(verified.code, verified.output).toBe(0);
    const { rows } = await database().pool.query('SELECT passenger_name FROM claims WHERE id = $1', [claim.id]);
    expect(rows[0].passenger_name).toBe(ERASED_PERSONAL_DATA);
  });
});

describe('erasing the keys under a prefix', () => {
  it('when the keys starting with «invoice-customer:7:» are erased, then those of claim 7 read as erased and the others stay', async () => {
    const keys = app.subjectKeys;
    for (const subject of ['invoice-customer:7:1', 'invoice-customer:7:2', 'invoice-customer:70:1', 'invoice-customer_7:1', 'invoice-customer%7:1']) await keys.keyForWriting(subject);

    expect(await keys.eraseWithPrefixes(['invoice-customer:7:'])).toBe(2);
    expect(await Promise.all(['invoice-customer:7:1', 'invoice-customer:7:2', 'invoice-customer:70:1', 'invoice-customer_7:1', 'invoice-customer%7:1'].map((subject) => keys.status(subject)))).toEqual([
      'erased',
      'erased',
      'active',
      'active',
      'active',
    ]);
    expect((await keys.keysForReading(['invoice-customer:7:1'])).get('invoice-customer:7:1')).toBeNull();
    expect(await keys.eraseWithPrefixes(['invoice-customer:7:'])).toBe(0);
  });

  it('when a prefix holds «_» or «%», then they match only themselves', async () => {
    const keys = app.subjectKeys;
    for (const subject of ['prefix_test:1', 'prefixXtest:1', 'cent%:1', 'centesimi:1']) await keys.keyForWriting(subject);
    expect(await keys.eraseWithPrefixes(['prefix_test:', 'cent%'])).toBe(2);
    expect(await Promise.all(['prefix_test:1', 'prefixXtest:1', 'cent%:1', 'centesimi:1'].map((subject) => keys.status(subject)))).toEqual(['erased', 'active', 'erased', 'active']);
  });
});

describe('npm run gdpr -- migrate', () => {
  it('when events were stored with personal fields in plain text, then it encrypts them once, a second run changes nothing and verify is clean', async () => {
    // Stored as before encryption existed: a store without the codec.
    const plain = new PostgresEventStore(database().pool);
    const ids: string[] = [];
    for (let claimId = 800_001; claimId <= 800_003; claimId++) {
      const id = randomUUID();
      ids.push(id);
      const metadata = { actor: { kind: 'passenger' as const, id: 'x' }, correlationId: id, causationId: id, requestedAt: new Date().toISOString() };
      await plain.append(claimStream(claimId), [{ id, type: 'ClaimSubmitted', data: submitted(claimId, { passengerName: `Paolo Neri ${claimId}` }), metadata }], { expectedVersion: 'no_stream' });
    }
    await plain.close();
    await caughtUp();
    const storedText = async () => (await database().pool.query<{ data: string }>('SELECT data::text AS data FROM events ORDER BY global_position')).rows.map((row) => row.data);
    expect((await storedText()).join('\n')).toContain('Paolo Neri');

    const first = await npmScript('src/gdpr-cli.ts', ['migrate']);
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toContain('Encrypted the personal fields of 3 events');
    expect(first.output).toContain('npm run projections -- verify');
    const afterFirst = await storedText();
    expect(afterFirst.join('\n')).not.toContain('Paolo Neri');

    const second = await npmScript('src/gdpr-cli.ts', ['migrate']);
    expect(second.output).toContain('Encrypted the personal fields of 0 events');
    expect(await storedText()).toEqual(afterFirst);

    const read = [];
    for await (const event of app.store.readStream(claimStream(800_002))) read.push(event);
    expect(read[0]!.data).toMatchObject({ passengerName: 'Paolo Neri 800002', email: 'maria.rossi@example.it' });
    const verify = await npmScript('src/projections-cli.ts', ['verify']);
    expect(verify.output).not.toMatch(/differ/i);
    expect(verify.code).toBe(0);
  }, 120_000);

  it('when the event store is EventStoreDB, then it rewrites nothing and says why, in Italian and English, exiting non-zero', async () => {
    const result = await npmScript('src/gdpr-cli.ts', ['migrate'], { EVENT_STORE: 'esdb', ESDB_URL: 'esdb://127.0.0.1:1?tls=false' });

    expect(result.code).not.toBe(0);
    expect(result.output).toContain('EventStoreDB è append-only');
    expect(result.output).toContain('EventStoreDB is append-only');
  });
});
