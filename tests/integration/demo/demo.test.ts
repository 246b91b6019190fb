import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AirlineReportCard } from '../../../src/contracts/admin-airlines.js';
import type { QueueSummaries } from '../../../src/contracts/tasks.js';
import { EVENT_CATALOG, MODULE_EVENTS } from '../../../src/event-catalog.js';
import { personalDataWiring } from '../../../src/modules.js';
import { PostgresEventStore, type Position, type RecordedEvent } from '../../../src/platform/event-store/index.js';
import { createPersonalData } from '../../../src/platform/personal-data/personal-data.js';
import { createTestDatabase, dropTestDatabase, useTestDatabase, type TestDatabase } from '../../support/database.js';
import { login, sessionOf } from '../../support/operator-accounts.js';
import { runProjectionsCli } from '../../support/projections-cli.js';
import { startServer, type ServerProcess } from '../../support/server-process.js';

const CLAIMS = 30;
const DAY_MS = 86_400_000;
/** The demo's "now": with the seed, it fixes the demo, whatever day the test runs. */
const NOW = '2026-11-27T12:00:00Z';

/** `npm run demo -- <args>` as its own process. */
function runDemo(env: Record<string, string>, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/tools/demo-cli.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 240_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const numberAfter = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);

describe('npm run demo', () => {
  const database = useTestDatabase();
  const redisUrl = inject('redisUrl');
  const queuePrefix = `demo-${Date.now()}`;
  let env: Record<string, string>;
  let first: { code: number; output: string };
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-demo-'));
    env = { DATABASE_URL: database().url, DATA_DIR: dataDir, QUEUE_PREFIX: queuePrefix, NODE_ENV: 'development', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    first = await runDemo(env, ['--claims', String(CLAIMS), '--now', NOW]);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (!redisUrl) return;
    // The demo's e-mail jobs are nobody's to send here.
    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 500 })) if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    redis.disconnect();
  });

  it('when it runs on an empty database, then it prints counts that are what the read models hold', async () => {
    expect(first.code, first.output).toBe(0);
    const { pool } = database();
    const byStatus = Object.fromEntries((await pool.query<{ status: string; count: number }>('SELECT admin_status AS status, count(*)::int AS count FROM claims GROUP BY 1')).rows.map((row) => [row.status, row.count]));
    for (const status of ['pending', 'under_review', 'approved', 'completed', 'rejected']) {
      expect(numberAfter(first.output, new RegExp(`by status:.*\\b${status} (\\d+)`)), status).toBe(byStatus[status] ?? 0);
    }
    expect(Object.values(byStatus).reduce((sum, count) => sum + count, 0)).toBe(CLAIMS);
    expect(numberAfter(first.output, new RegExp(`Done in [\\d.]+ s: (\\d+) claims`))).toBe(CLAIMS);

    const documents = (await pool.query<{ total: number; verified: number; rejected: number; pdf: number; png: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'verified')::int AS verified, count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE mime_type = 'application/pdf')::int AS pdf, count(*) FILTER (WHERE mime_type = 'image/png')::int AS png FROM claim_documents WHERE file_type IN ('carta_imbarco', 'documento_identita')`,
    )).rows[0]!;
    expect(numberAfter(first.output, /documents: (\d+) uploaded/)).toBe(documents.total);
    expect(numberAfter(first.output, /\((\d+) verified/)).toBe(documents.verified);
    expect(numberAfter(first.output, /(\d+) rejected by an operator/)).toBe(documents.rejected);
    expect(documents.pdf).toBeGreaterThan(0);
    expect(documents.png).toBeGreaterThan(0);

    const communications = Object.fromEntries((await pool.query<{ type: string; count: number }>('SELECT type, count(*)::int AS count FROM claim_communications GROUP BY 1')).rows.map((row) => [row.type, row.count]));
    expect(numberAfter(first.output, /e-mails written by operators: (\d+)/)).toBe(communications.email ?? 0);
    expect(numberAfter(first.output, /notes: (\d+)/)).toBe(communications.note ?? 0);
    expect(numberAfter(first.output, /calls: (\d+)/)).toBe(communications.call ?? 0);
  });

  it('when it has run, then the work with the airlines it prints is what the read models hold', async () => {
    const { pool } = database();
    const count = async (sql: string) => (await pool.query<{ n: number }>(sql)).rows[0]!.n;
    expect(numberAfter(first.output, /flight times recorded: (\d+)/)).toBe(await count(`SELECT count(*)::int AS n FROM claims WHERE flight_data_json IS NOT NULL`));
    expect(numberAfter(first.output, /mandates signed: (\d+)/)).toBe(await count(`SELECT count(*)::int AS n FROM claim_documents WHERE file_type = 'mandate'`));

    const letters = numberAfter(first.output, /letters sent to airlines: (\d+)/);
    expect(letters).toBeGreaterThan(0);
    expect(letters).toBe(await count(`SELECT count(*)::int AS n FROM airline_claims WHERE sent_at IS NOT NULL`));
    // Every letter went to a documentation address, as an .eml file in the airlines' outbox.
    expect(await count(`SELECT count(*)::int AS n FROM claim_queues WHERE sent_message_id IS NOT NULL`)).toBe(letters);
    const outbox = (await readdir(path.join(env.DATA_DIR!, 'outbox-airlines'), { recursive: true })).filter((file) => file.endsWith('.eml'));
    expect(outbox).toHaveLength(letters);
    for (const file of outbox) expect(await readFile(path.join(env.DATA_DIR!, 'outbox-airlines', file), 'utf8')).toMatch(/^To: reclami@[a-z0-9]{2}\.example\.com$/m);

    const replies = Object.fromEntries((await pool.query<{ outcome: string; n: number }>('SELECT outcome, count(*)::int AS n FROM airline_claims WHERE outcome IS NOT NULL GROUP BY 1')).rows.map((row) => [row.outcome, row.n]));
    for (const outcome of ['accepted', 'partial', 'voucher', 'rejected']) {
      expect(numberAfter(first.output, new RegExp(`airline replies:.*\\b${outcome} (\\d+)`)), outcome).toBe(replies[outcome] ?? 0);
    }
    expect(numberAfter(first.output, /airline payments: (\d+)/)).toBe(await count('SELECT count(*)::int AS n FROM billing_claims WHERE payment_cents IS NOT NULL'));
    // An invoice waits for the codice fiscale and address given with the bank details: a claim the airline paid whose
    // passengers have not given them yet has none.
    expect(numberAfter(first.output, /invoices: (\d+)/)).toBe(await count('SELECT count(*)::int AS n FROM billing_passengers WHERE invoice_number IS NOT NULL'));
    expect(await count('SELECT count(*)::int AS n FROM billing_passengers WHERE invoice_number IS NULL AND has_account AND received_cents > 0')).toBe(0);
    expect(numberAfter(first.output, /payouts: (\d+)/)).toBe(await count('SELECT count(*)::int AS n FROM billing_passengers WHERE paid_on IS NOT NULL'));
    // A completed claim was paid out; an approved one paid by the airline waits in «Da pagare».
    expect(await count(`SELECT count(*)::int AS n FROM claims c JOIN billing_passengers p ON p.claim_id = c.id WHERE c.admin_status = 'completed' AND p.paid_on IS NULL`)).toBe(0);

    const tasks = numberAfter(first.output, /tasks opened by the deadline pass: (\d+)/);
    expect(tasks).toBe(await count('SELECT count(*)::int AS n FROM tasks'));
    expect(tasks).toBeGreaterThan(0);
  });

  it('when it has run, then the claims span the last months and every address is a documentation one', async () => {
    const { pool } = database();
    const { rows } = await pool.query<{ oldest: Date; newest: Date; foreign: number }>(
      `SELECT min(created_at) AS oldest, max(created_at) AS newest, count(*) FILTER (WHERE email !~ '@example\\.(it|com)$')::int AS foreign FROM claims`,
    );
    expect(Date.parse(NOW) - rows[0]!.oldest.getTime()).toBeGreaterThan(90 * DAY_MS);
    expect(Date.parse(NOW) - rows[0]!.oldest.getTime()).toBeLessThan(366 * DAY_MS);
    expect(rows[0]!.newest.getTime()).toBeLessThanOrEqual(Date.parse(NOW));
    expect(rows[0]!.foreign).toBe(0);
  });

  it("when it has run, then every event the product writes matches its catalog's schema", async () => {
    // Read as the product reads them, the personal fields decrypted: the demo inherited the run's SECRET_KEY (global setup).
    const secretKey = process.env.SECRET_KEY!;
    const { pool } = database();
    const store = new PostgresEventStore(pool, { codec: createPersonalData(pool, personalDataWiring(secretKey)).codec });
    const declared = new Set(Object.values(MODULE_EVENTS).flatMap((module) => Object.keys(module.entries)));
    const written = new Set<string>();
    const refusals = new Set<string>();
    let after: Position | undefined;
    for (let batch: RecordedEvent[]; (batch = await store.readAll({ after, limit: 1000 })).length > 0; after = batch.at(-1)!.position) {
      for (const event of batch) {
        written.add(event.type);
        if (!declared.has(event.type)) continue;
        try {
          EVENT_CATALOG.parse(event);
        } catch (error) {
          refusals.add((error as Error).message);
        }
      }
    }
    expect([...written].filter((type) => !declared.has(type)), 'types written with no catalog entry').toEqual([]);
    expect([...refusals]).toEqual([]);
    expect(written.size).toBeGreaterThan(20);
  });

  it('when it has run, then every read model verifies against the events', async () => {
    const verify = await runProjectionsCli(database().url, ['verify']);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).not.toMatch(/differ|missing|unexpected/i);
  });

  it('when it runs again on the database it filled, then it refuses and adds nothing', async () => {
    const second = await runDemo(env, ['--claims', '5']);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain('Refused: the database already has claims');
    const { rows } = await database().pool.query<{ count: number }>('SELECT count(*)::int AS count FROM claim_registry');
    expect(rows[0]!.count).toBe(CLAIMS);
  });

  it('when NODE_ENV is production, then it refuses before opening anything', async () => {
    const production = await runDemo({ ...env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, ['--claims', '5']);
    expect(production.code).not.toBe(0);
    expect(production.output.trim().split('\n').filter((line) => !line.startsWith('npm warn'))).toEqual(['Refused: demo data is never written with NODE_ENV=production.']);
  });

  it('when an operator logs in with a printed login, then the dashboard counts the demo claims', async () => {
    const logins = [...first.output.matchAll(/^ {2}(.+) \((admin|operator)\): (\S+@example\.it) {2}password: (\S+)$/gm)].map((match) => ({ role: match[2], email: match[3]!, password: match[4]! }));
    expect(logins.map((entry) => entry.role).sort()).toEqual(['admin', 'operator']);
    server = await startServer(env, ['api']);
    for (const { email, password, role } of logins) {
      const answer = await login(server, email, password);
      expect(answer.status, email).toBe(200);
      const session = await sessionOf(server, answer);
      const stats = (await (await session.fetch('/api/admin/stats')).json()) as { flightChecks: Record<string, number>; documents: { total: number } };
      expect(stats.flightChecks.total).toBe(CLAIMS);
      expect(stats.flightChecks.completed).toBe(numberAfter(first.output, /\bcompleted (\d+)/));
      expect(stats.documents.total).toBe((await database().pool.query<{ n: number }>('SELECT count(*)::int AS n FROM claim_documents')).rows[0]!.n);

      // «Pagella compagnie» is the admin's.
      if (role === 'admin') {
        const card = (await (await session.fetch('/api/admin/airlines/report-card')).json()) as AirlineReportCard;
        expect(card.rows.reduce((sum, row) => sum + row.claimsSent, 0)).toBe(numberAfter(first.output, /letters sent to airlines: (\d+)/));
        const replied = /airline replies: accepted (\d+), partial (\d+), voucher (\d+), rejected (\d+)/.exec(first.output)!.slice(1).map(Number);
        expect(card.rows.reduce((sum, row) => sum + row.replied, 0)).toBe(replied.reduce((sum, n) => sum + n, 0));
      }

      const queues = (await (await session.fetch('/api/admin/queues')).json()) as QueueSummaries;
      const queue = (name: string) => queues.queues.find((summary) => summary.queue === name)?.count;
      const { pool } = database();
      expect(queue('awaiting_airline')).toBe((await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM airline_claims a JOIN claims c ON c.id = a.claim_id WHERE a.sent_at IS NOT NULL AND a.outcome IS NULL AND c.admin_status NOT IN ('completed', 'rejected')`)).rows[0]!.n);
      expect(queue('awaiting_airline')).toBeGreaterThan(0);
      expect(queue('to_pay')).toBe((await pool.query<{ n: number }>(`SELECT count(DISTINCT claim_id)::int AS n FROM billing_passengers WHERE paid_on IS NULL`)).rows[0]!.n);
    }
  });
});

/** Days of the year, at hours that cross a month's end, a leap day's place and the changes of summer time. */
const NOWS = ['2025-12-01T08:00:00Z', '2026-02-28T23:30:00Z', '2026-03-29T01:30:00Z', '2026-06-15T12:00:00Z', '2026-08-31T18:00:00Z', '2026-10-25T00:30:00Z'];

/** Small demos, each in a database of its own, dropped after the file. */
function useSmallDemos() {
  const redisUrl = inject('redisUrl');
  const queuePrefix = `demo-small-${Date.now()}`;
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await dropTestDatabase(database);
    if (!redisUrl) return;
    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 500 })) if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    redis.disconnect();
  });
  return async (now: string) => {
    const database = await createTestDatabase();
    databases.push(database);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-demo-small-'));
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, QUEUE_PREFIX: queuePrefix, NODE_ENV: 'development', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const run = await runDemo(env, ['--claims', '3', '--seed', '7', '--now', now]);
    expect(run.code, run.output).toBe(0);
    return { database, output: run.output };
  };
}

/** What makes one demo: its claims, their history and the tasks the deadline pass opened. */
const fingerprint = async ({ pool }: TestDatabase) => ({
  claims: (await pool.query('SELECT flight_number, flight_date, issue_type, admin_status, email, created_at FROM claims ORDER BY created_at')).rows,
  tasks: (await pool.query('SELECT kind, due_on, reason FROM tasks ORDER BY kind, due_on')).rows,
});

describe('npm run demo -- --now', () => {
  const smallDemo = useSmallDemos();

  it.each(NOWS)('when it runs at %s, then its claims are in the year before and the deadline pass opens both kinds of task', async (now) => {
    const { database, output } = await smallDemo(now);
    const { rows } = await database.pool.query<{ oldest: Date; newest: Date }>('SELECT min(created_at) AS oldest, max(created_at) AS newest FROM claims');
    expect(Date.parse(now) - rows[0]!.oldest.getTime()).toBeLessThan(366 * DAY_MS);
    expect(rows[0]!.newest.getTime()).toBeLessThanOrEqual(Date.parse(now));

    const kinds = Object.fromEntries((await database.pool.query<{ kind: string; n: number }>('SELECT kind, count(*)::int AS n FROM tasks GROUP BY 1')).rows.map((row) => [row.kind, row.n]));
    expect(kinds.enac_complaint, 'a letter unanswered for six weeks').toBeGreaterThan(0);
    expect(kinds.limitation_check, 'an open claim for a flight ten months old').toBeGreaterThan(0);
    expect(numberAfter(output, /tasks opened by the deadline pass: (\d+)/)).toBe(Object.values(kinds).reduce((sum, n) => sum + n, 0));
  }, 120_000);

  it('when it runs twice with the same seed and now, then it makes the same demo', async () => {
    const first = await smallDemo(NOWS[0]!);
    const second = await smallDemo(NOWS[0]!);
    expect(await fingerprint(second.database)).toEqual(await fingerprint(first.database));
  }, 240_000);

  it('when --now is not a date and time, or is in the future, then it refuses before opening anything', async () => {
    const nowhere = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', NODE_ENV: 'development' };
    const garbled = await runDemo(nowhere, ['--claims', '3', '--now', 'tomorrow']);
    expect(garbled.code).toBe(2);
    expect(garbled.output).toContain('--now must be a date and time such as 2026-11-27T12:00:00Z');
    const future = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const ahead = await runDemo(nowhere, ['--claims', '3', '--now', future]);
    expect(ahead.code).toBe(1);
    expect(ahead.output).toContain(`Refused: --now ${future} is in the future`);
  });
});
