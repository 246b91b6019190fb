import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandPanel } from '../../../src/contracts/demands.js';
import { importLegacyDispatches } from '../../../src/demands/import-legacy-dispatches.js';
import { failedLetters } from '../../../src/demands/read-models/airline-letter-dispatches.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { streamOf } from '../privacy/fixtures.js';
import { allowAddress, airlinePath, panelOf, readyClaim } from './demand-fixtures.js';

const LEGACY_TABLE_SQL = ['0016_airline_dispatches.sql', '0019_airline_dispatch_identity_documents.sql'].map((file) => new URL(`../../../src/demands/migrations/${file}`, import.meta.url));

/** A database that still kept the letters' dispatches in the table airline_dispatches when this version first starts. */
describe('the requests to e-mail letters kept in airline_dispatches before they were events', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), COMPANY_ENV);
    operator = await app.operator('operator', 'Giulia Verdi');
    const admin = await app.operator('admin', 'Anna Amministratrice');
    await allowAddress(admin, 'AZ', 'legacy@carrier.example');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when the first start finds them, then each claim gets them as events once, the panel and Monitoraggio show them, and the table is kept aside under another name', async () => {
    const pool = database().pool;
    const claim = await readyClaim(app, pool, operator, { email: 'archivio@example.it' });
    const letter = ((await (await operator.fetch(airlinePath(claim, '/letter'), { method: 'POST', body: { language: 'it' } })).json()) as DemandPanel).letter!;
    // The start of the test app already carried over an empty table: an older database is made again.
    await pool.query('DROP TABLE IF EXISTS airline_dispatches_imported');
    for (const file of LEGACY_TABLE_SQL) await pool.query(await readFile(file, 'utf8'));
    const metadata = JSON.stringify({ actor: { kind: 'operator', id: operator.id }, correlationId: 'c', causationId: 'c', requestedAt: '2026-11-01T10:00:00.000Z' });
    await pool.query(
      `INSERT INTO airline_dispatches (id, claim_id, letter_document_id, recipient, status, metadata, requested_at, failure_reason, updated_at)
       VALUES ('7b0e0f3c-5f0a-4d55-9f0e-1c2b3a4d5e6f', $1, $2, 'legacy@carrier.example', 'failed', $3, '2026-11-01T10:00:00Z', 'Mailbox unavailable', '2026-11-01T10:05:00Z')`,
      [claim.id, letter.documentId, metadata],
    );
    const deps = { pool, store: app.store, executeCommand: createCommandExecutor({ store: app.store, waitForReadModels: async () => true }), logger: createLogger('silent') };

    expect(await importLegacyDispatches(deps)).toBe(1);
    expect(await importLegacyDispatches(deps)).toBe(0);

    const imported = (await streamOf(app, claim.id)).filter((event) => event.type === 'AirlineDispatchesImported');
    expect(imported.map((event) => event.data)).toEqual([
      { dispatches: [expect.objectContaining({ dispatchId: '7b0e0f3c-5f0a-4d55-9f0e-1c2b3a4d5e6f', airlineCode: 'AZ', status: 'failed', failureReason: 'Mailbox unavailable' })] },
    ]);
    expect((await panelOf(operator, claim)).dispatch).toMatchObject({ status: 'failed', recipient: 'legacy@carrier.example', failureReason: 'Mailbox unavailable' });
    expect((await failedLetters(pool)).map((failed) => failed.id)).toContain('7b0e0f3c-5f0a-4d55-9f0e-1c2b3a4d5e6f');
    const { rows } = await pool.query(`SELECT to_regclass('airline_dispatches') IS NULL AS gone, to_regclass('airline_dispatches_imported') IS NOT NULL AS kept`);
    expect(rows[0]).toEqual({ gone: true, kept: true });

    const again = await operator.fetch(airlinePath(claim, '/send'), { method: 'POST', body: { recipient: 'legacy@carrier.example' } });
    expect(again.status, await again.clone().text()).toBe(202);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'ClaimSentToAirline')).toHaveLength(1);
    expect(await failedLetters(pool)).toEqual([]);
  });
});
