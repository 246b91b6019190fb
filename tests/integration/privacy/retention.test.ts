import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBlobStorage } from '../../../src/documents/storage/index.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { privacyDeps, retentionPeriods } from '../../../src/modules.js';
import type { Logger } from '../../../src/platform/logger.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { applyRetention, startRetentionJob, type PrivacyDeps } from '../../../src/privacy/index.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, filesUnder, passenger, uploadDocument } from './fixtures.js';

const DAY_MS = 86_400_000;

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Retention tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('the retention periods', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  let deps: PrivacyDeps;
  let claims: Record<'rejected' | 'completed' | 'open', Submitted & { email: string }>;
  let closeRedis: (() => void) | undefined;
  const periods = () => retentionPeriods(app.config);

  beforeAll(async () => {
    // The e-mail reactor queues in Redis; no worker sends here.
    app = await startTestApp(database(), {}, { redisUrl: redisUrl! });
    operator = await app.operator('operator', 'Giulia Verdi');
    const redis = { url: redisUrl!, source: 'REDIS_URL' as const, producer: createProducerConnection(redisUrl!) };
    closeRedis = () => redis.producer.disconnect();
    const infrastructure = { pool: database().pool, store: app.store, subjectKeys: app.subjectKeys, postgresSource: 'DATABASE_URL' as const, redis, close: async () => {} };
    const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
    deps = privacyDeps({ config: app.config, infrastructure }, { executeCommand, storage: createBlobStorage(app.config) });
    const airports = await airportIds(database().pool);
    const claimOf = async (tag: string, status?: 'rejected' | 'completed') => {
      const person = passenger(tag);
      const claim = await submit(app.url, claimBody(airports, person));
      await uploadDocument(app, claim, `carta-imbarco-${tag}.pdf`, `Carta d'imbarco ${tag}`);
      if (status) expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: status } })).status).toBe(200);
      return { ...claim, email: person.email };
    };
    claims = { rejected: await claimOf('1', 'rejected'), completed: await claimOf('2', 'completed'), open: await claimOf('3') };
    await caughtUp(app);
  });
  afterAll(async () => {
    closeRedis?.();
    await app?.close();
  });

  const uploads = () => filesUnder(path.join(app.config.DATA_DIR, 'uploads'));
  const later = (ms: number) => new Date(Date.now() + ms);
  const monthsLater = (months: number) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() + months);
    return date;
  };
  const timeline = async (claimId: number) => (await (await operator.fetch(`/api/admin/flight-checks/${claimId}/timeline`)).json()).entries as { description: string; actor: unknown }[];
  const lookup = (claim: Submitted & { email: string }) => fetch(`${app.url}/api/practice-status?${new URLSearchParams({ email: claim.email, practiceNumber: claim.practiceNumber })}`);
  const documentsOf = async (claimId: number) => (await (await operator.fetch(`/api/flight-checks/${claimId}/documents`)).json()).documents as { id: string; fileDeletedAt: string | null }[];

  it('when a day short of the documents period has passed, then nothing is deleted', async () => {
    const run = await applyRetention(deps, periods(), later((periods().documentsDays - 1) * DAY_MS));
    expect(run).toEqual({ documents: { claims: 0, files: 0 }, erased: { rejected: 0, completed: 0 }, records: { claims: 0, files: 0, invoiceCustomers: 0 } });
    expect(await uploads()).toHaveLength(3);
  });

  it('when the documents period has passed since closing, then the closed claims’ files are deleted and recorded, and the open claim keeps its file', async () => {
    const run = await applyRetention(deps, periods(), later((periods().documentsDays + 1) * DAY_MS));
    expect(run).toEqual({ documents: { claims: 2, files: 2 }, erased: { rejected: 0, completed: 0 }, records: { claims: 0, files: 0, invoiceCustomers: 0 } });
    await caughtUp(app);
    expect(await uploads()).toHaveLength(1);
    for (const claim of [claims.rejected, claims.completed]) {
      expect((await timeline(claim.id)).map((entry) => entry.description)).toContain('File di 1 documento eliminato al termine del periodo di conservazione');
      const [document] = await documentsOf(claim.id);
      expect(document!.fileDeletedAt).not.toBeNull();
      const content = await operator.fetch(`/api/admin/documents/${document!.id}/content`);
      expect(content.status).toBe(404);
      expect((await content.json()).detail).toContain('eliminato al termine del periodo di conservazione');
    }
    expect((await documentsOf(claims.open.id))[0]!.fileDeletedAt).toBeNull();
    // The passengers' data stay until their own period ends.
    expect((await lookup(claims.rejected)).status).toBe(200);

    const again = await applyRetention(deps, periods(), later((periods().documentsDays + 1) * DAY_MS));
    expect(again).toEqual({ documents: { claims: 0, files: 0 }, erased: { rejected: 0, completed: 0 }, records: { claims: 0, files: 0, invoiceCustomers: 0 } });
  });

  it('when the rejection period has passed, then the rejected claim’s personal data are erased by the retention job and the others stay', async () => {
    const run = await applyRetention(deps, periods(), monthsLater(periods().rejectedMonths + 1));
    expect(run.erased).toEqual({ rejected: 1, completed: 0 });
    await caughtUp(app);
    expect((await lookup(claims.rejected)).status).toBe(404);
    expect((await lookup(claims.completed)).status).toBe(200);
    const erasure = (await timeline(claims.rejected.id)).find((entry) => entry.description.startsWith('Dati personali cancellati'));
    expect(erasure?.description).toBe(`Dati personali cancellati (art. 17 GDPR). Motivo: Conservazione scaduta: ${periods().rejectedMonths} mesi dal rifiuto della pratica`);
    const detail = await (await operator.fetch(`/api/admin/flight-checks/${claims.rejected.id}`)).json();
    expect(detail).toMatchObject({ passengerName: 'dati cancellati', adminStatus: 'rejected' });
  });

  it('when the completion period has passed, then the completed claim is erased too, keeping its amounts, and the open claim is untouched', async () => {
    const before = await (await operator.fetch(`/api/admin/flight-checks/${claims.completed.id}`)).json();
    const run = await applyRetention(deps, periods(), monthsLater(periods().completedYears * 12 + 1));
    expect(run.erased).toEqual({ rejected: 0, completed: 1 });
    await caughtUp(app);
    const after = await (await operator.fetch(`/api/admin/flight-checks/${claims.completed.id}`)).json();
    expect(after).toMatchObject({ passengerName: 'dati cancellati', adminStatus: 'completed', estimatedCompensation: before.estimatedCompensation, flightNumber: before.flightNumber });
    expect((await lookup(claims.open)).status).toBe(200);
    expect(await uploads()).toHaveLength(1);
  });

  it('when another process holds the retention lock, then a pass skips, and the next one applies the periods', async () => {
    const holder = new pg.Client({ connectionString: database().url });
    await holder.connect();
    await holder.query("SELECT pg_advisory_lock(hashtextextended('privacy:retention', 0))");
    const messages: string[] = [];
    const logger = { debug: (message: string) => messages.push(message), info: (_: unknown, message: string) => messages.push(message), error: (_: unknown, message: string) => messages.push(message) } as unknown as Logger;
    const clock = () => monthsLater(periods().completedYears * 12 + 1);
    const stop = startRetentionJob(deps, { pool: database().pool, logger, periods: periods(), clock, everyMs: 50 });
    try {
      await expect.poll(() => messages, { timeout: 10_000 }).toContain('retention pass skipped: another process is applying it');
      expect(messages).not.toContain('retention periods applied');
      await holder.query("SELECT pg_advisory_unlock(hashtextextended('privacy:retention', 0))");
      await expect.poll(() => messages, { timeout: 10_000 }).toContain('retention periods applied');
    } finally {
      await stop();
      await holder.end();
    }
  });
});
