import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generatedDocuments, issuedDocuments } from '../../../src/documents/index.js';
import { createBlobStorage } from '../../../src/documents/storage/index.js';
import type { BlobStorage } from '../../../src/documents/storage/blob-storage.js';
import { createCommandExecutor, type ExecuteCommand } from '../../../src/platform/event-store/execute-command.js';
import type { EventMetadata } from '../../../src/platform/event-store/index.js';
import { privacyDeps, retentionPeriods } from '../../../src/modules.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { applyRetention, type PrivacyDeps } from '../../../src/privacy/index.js';
import { useTestDatabase } from '../../support/database.js';
import { samplePdf } from '../../support/sample-files.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { caughtUp, passenger, uploadDocument } from './fixtures.js';

const DAY_MS = 86_400_000;
const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Records retention tests not run: ${inject('redisMissingReason')}`);

interface Documents {
  id: string;
  fileType: string;
  fileDeletedAt: string | null;
}

describe.runIf(redisUrl)('records kept as the law says', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let deps: PrivacyDeps;
  let storage: BlobStorage;
  let executeCommand: ExecuteCommand;
  let closeRedis: (() => void) | undefined;
  const periods = () => retentionPeriods(app.config);

  beforeAll(async () => {
    app = await startTestApp(database(), {}, { redisUrl: redisUrl! });
    admin = await app.operator('admin', 'Anna Amministratrice');
    const redis = { url: redisUrl!, source: 'REDIS_URL' as const, producer: createProducerConnection(redisUrl!) };
    closeRedis = () => redis.producer.disconnect();
    const infrastructure = { pool: database().pool, store: app.store, subjectKeys: app.subjectKeys, postgresSource: 'DATABASE_URL' as const, redis, close: async () => {} };
    executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
    storage = createBlobStorage(app.config);
    deps = privacyDeps({ config: app.config, infrastructure }, { executeCommand, storage });
  });
  afterAll(async () => {
    closeRedis?.();
    await app?.close();
  });

  const actor = (): EventMetadata => {
    const id = randomUUID();
    return { actor: { kind: 'system', id: 'test' }, correlationId: id, causationId: id, requestedAt: new Date().toISOString() };
  };
  const documentsOf = async (claimId: number) => (await (await admin.fetch(`/api/flight-checks/${claimId}/documents`)).json()).documents as Documents[];
  const fileOf = async (claimId: number, documentId: string) => (await admin.fetch(`/api/admin/documents/${documentId}/content`)).status;
  const invoiceCustomer = (claimId: number) => `invoice-customer:${claimId}:1`;

  /** A closed claim with the passenger's boarding pass, and what we issued for it: an invoice, a signed mandate, a letter, the airline's reply, an ENAC complaint. */
  async function closedClaimWithRecords(tag: string): Promise<Submitted> {
    const airports = await airportIds(database().pool);
    const claim = await submit(app.url, claimBody(airports, passenger(tag)));
    await uploadDocument(app, claim, `carta-imbarco-${tag}.pdf`, `Carta d'imbarco ${tag}`);
    const bytes = new Uint8Array(samplePdf());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const issued = issuedDocuments({ pool: database().pool, executeCommand, storage });
    const issue = (fileType: 'fattura' | 'airline_letter' | 'airline_reply' | 'altro', fileName: string, description: string) =>
      issued.store(actor(), { claimId: claim.id, documentId: randomUUID().replaceAll('-', ''), fileType, fileName, description, bytes, sha256 });
    await issue('fattura', `fattura-2026-${tag}.pdf`, `Fattura n. 2026/${tag}`);
    await issue('airline_letter', `lettera-${tag}.pdf`, 'Lettera alla compagnia');
    await issue('airline_reply', `risposta-${tag}.pdf`, 'Risposta della compagnia');
    await issue('altro', `reclamo-enac-${tag}.pdf`, 'Reclamo ENAC precompilato');
    await generatedDocuments({ pool: database().pool, storage, executeCommand }).store(actor(), { claimId: claim.id, fileType: 'mandate', fileName: `mandato-${tag}.pdf`, mimeType: 'application/pdf', bytes });
    // Electronic invoicing seals the invoice's customer (name, codice fiscale, address) under its own key.
    await app.subjectKeys.keyForWriting(invoiceCustomer(claim.id));
    expect((await admin.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'completed' } })).status).toBe(200);
    await caughtUp(app);
    return claim;
  }

  it('when the uploads’ period has passed, then only the passenger’s boarding pass is deleted, and the invoice, mandate, letter, reply and ENAC complaint stay; a second pass does nothing', async () => {
    const claim = await closedClaimWithRecords('10');
    const at = new Date(Date.now() + (periods().documentsDays + 1) * DAY_MS);

    const run = await applyRetention(deps, periods(), at);
    expect(run.documents).toEqual({ claims: 1, files: 1 });
    expect(run.records).toEqual({ claims: 0, files: 0, invoiceCustomers: 0 });
    await caughtUp(app);

    const documents = await documentsOf(claim.id);
    const deleted = documents.filter((document) => document.fileDeletedAt !== null).map((document) => document.fileType);
    expect(deleted).toEqual(['carta_imbarco']);
    const kept = documents.filter((document) => document.fileDeletedAt === null);
    expect(kept.map((document) => document.fileType).sort()).toEqual(['airline_letter', 'airline_reply', 'altro', 'fattura', 'mandate']);
    for (const document of kept) expect(await fileOf(claim.id, document.id)).toBe(200);
    expect(await app.subjectKeys.status(invoiceCustomer(claim.id))).toBe('active');

    expect(await applyRetention(deps, periods(), at)).toMatchObject({ documents: { claims: 0, files: 0 }, records: { claims: 0, files: 0, invoiceCustomers: 0 } });
  });

  it('when ten years have passed since closing, then the records’ files go too and the invoice’s customer reads as erased; a second pass does nothing', async () => {
    const claim = await closedClaimWithRecords('11');
    const nearlyTenYears = new Date();
    nearlyTenYears.setUTCMonth(nearlyTenYears.getUTCMonth() + 10 * 12 - 1);
    expect((await applyRetention(deps, periods(), nearlyTenYears)).records).toEqual({ claims: 0, files: 0, invoiceCustomers: 0 });
    await caughtUp(app);
    // Nine years and eleven months on: the passenger's data are gone (completion period), the records are not.
    expect((await documentsOf(claim.id)).filter((document) => document.fileDeletedAt === null)).toHaveLength(5);
    expect(await app.subjectKeys.status(invoiceCustomer(claim.id))).toBe('active');

    const tenYears = new Date();
    tenYears.setUTCMonth(tenYears.getUTCMonth() + 10 * 12 + 1);
    const run = await applyRetention(deps, periods(), tenYears);
    // This claim's five records and customer, and those of the claim of the test before, closed the same day.
    expect(run.records).toEqual({ claims: 2, files: 10, invoiceCustomers: 2 });
    await caughtUp(app);
    const documents = await documentsOf(claim.id);
    expect(documents.every((document) => document.fileDeletedAt !== null)).toBe(true);
    for (const document of documents) expect(await fileOf(claim.id, document.id)).toBe(404);
    expect(await app.subjectKeys.status(invoiceCustomer(claim.id))).toBe('erased');
    const { entries } = await (await admin.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.map((entry: { description: string }) => entry.description)).toContain('File di 5 documenti eliminati al termine dei 10 anni di conservazione imposti dalla legge');

    expect((await applyRetention(deps, periods(), tenYears)).records).toEqual({ claims: 0, files: 0, invoiceCustomers: 0 });
  });

  it('when an admin erases the passenger’s data, then the boarding pass goes and the invoice PDF, the other records and the invoice’s customer key stay, and the answer says what was kept and why', async () => {
    const claim = await closedClaimWithRecords('12');
    const response = await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta di cancellazione ricevuta il 27/11' } });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ removed: { files: 1 }, kept: { files: 5 } });
    expect(result.kept.notice).toContain('10 anni');
    expect(result.kept.notice).toContain('art. 2220 del codice civile');
    expect(result.kept.notice).toContain('fatture');
    await caughtUp(app);

    expect(await app.subjectKeys.status(invoiceCustomer(claim.id))).toBe('active');
    expect(await app.subjectKeys.status(`claim-${claim.id}`)).not.toBe('active');
    const documents = await documentsOf(claim.id);
    const invoice = documents.find((document) => document.fileType === 'fattura')!;
    expect(await fileOf(claim.id, invoice.id)).toBe(200);
    const boardingPass = documents.find((document) => document.fileType === 'carta_imbarco')!;
    expect(await fileOf(claim.id, boardingPass.id)).toBe(404);
  });
});
