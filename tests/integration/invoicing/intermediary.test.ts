/**
 * SDI_TRANSPORT=intermediary against a loopback stand-in of the intermediary's API: the invoice is
 * posted (a 503 first, then accepted), its identifier recorded, and the ricevuta di consegna fetched
 * from the notifications and shown.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSdiReceipts } from '../../../src/invoicing/index.js';
import { invoicingDeps } from '../../../src/modules.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { waitFor } from '../../support/wait-for.js';
import { COMPANY_ENV } from '../billing/billing-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let stub: Server;
const posted: string[] = [];
let failuresLeft = 1;

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const reply = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.headers.authorization !== 'Bearer stub-token') return reply(401, { message: 'Unauthorized' });
      if (request.method === 'POST' && request.url === '/invoices') {
        if (failuresLeft-- > 0) return reply(503, { message: 'Service Unavailable' });
        posted.push(body);
        return reply(202, { uuid: `sub-${posted.length}` });
      }
      if (request.method === 'GET' && request.url === '/invoices/sub-1/notifications') {
        return reply(200, [{ uuid: 'n-1', type: 'RC', created_at: '2026-11-20T10:30:00Z', message: { identificativo_sdi: '445566' } }]);
      }
      return reply(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  app = await startTestApp(database(), { ...COMPANY_ENV, COMPANY_STREET: 'Via del Corso 101', COMPANY_POSTAL_CODE: '00186', COMPANY_CITY: 'Roma', SDI_TRANSPORT: 'intermediary', SDI_API_URL: apiUrl, SDI_API_TOKEN: 'stub-token' });
  operator = await app.operator('operator', 'Luca Ferri');
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const documentsOf = async (claimId: number) => ((await (await operator.fetch(`/api/admin/flight-checks/${claimId}/e-invoices`)).json()) as { documents: Record<string, unknown>[] }).documents;

describe('the intermediary’s API', () => {
  it('when the API first answers 503, then the invoice is sent on the retry; its ricevuta di consegna, once fetched, shows it delivered', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool)));
    const customer = { fullName: 'Maria Rossi', codiceFiscale: 'RSSMRA85M41H501Z', address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } };
    const data = { invoiceNumber: '2026/0001', year: 2026, sequence: 1, passengerId: 1, imponibileCents: 10_000, ivaCents: 2_200, totalCents: 12_200, compensationCents: 40_000, issuedOn: '2026-11-20', documentId: randomUUID(), sha256: 'f'.repeat(64), customer };
    await app.store.append(`claim-${claim.id}`, [{ type: 'InvoiceIssued', data, metadata: { actor: { kind: 'system', id: 'test' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: '2026-11-20T10:00:00.000Z' } }], { expectedVersion: 'any' });

    await waitFor(async () => (await documentsOf(claim.id))[0]?.sdiState === 'transmitted', { what: 'the invoice posted to the intermediary', timeoutMs: 20_000 });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain('<Numero>2026/0001</Numero>');

    const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
    expect(await recordSdiReceipts(invoicingDeps({ config: app.config, pool: database().pool, store: app.store, executeCommand, logger: createLogger('silent') }))).toBe(1);

    await waitFor(async () => (await documentsOf(claim.id))[0]?.sdiState === 'delivered', { what: 'the receipt shown' });
    expect((await documentsOf(claim.id))[0]).toMatchObject({ receipt: 'RC', errorCodes: [] });
  });
});
