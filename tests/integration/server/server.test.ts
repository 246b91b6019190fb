import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../src/platform/services/tcp.js';
import { useTestDatabase } from '../../support/database.js';
import { runServerToExit, startServer, type ServerProcess } from '../../support/server-process.js';

const database = useTestDatabase();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

async function start(env: Record<string, string>) {
  const server = await startServer({ DATABASE_URL: database().url, ...env });
  servers.push(server);
  return server;
}

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`health with the queue up not checked: ${inject('redisMissingReason')}`);

describe('the server process', () => {
  it.runIf(redisUrl)('when everything is reachable, then health is 200 on the configured PORT with every component up, and the details are for operators', async () => {
    const server = await start({ REDIS_URL: redisUrl!, ADMIN_EMAIL: 'salute@rimborsovolo24.it', ADMIN_PASSWORD: 'una-password-lunga' });

    const response = await fetch(`${server.url}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: { status: 'up' }, eventStore: { status: 'up' }, readModels: { status: 'up' }, queue: { status: 'up' } });
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'salute@rimborsovolo24.it', password: 'una-password-lunga' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const details = async () => (await fetch(`${server.url}/api/admin/health`, { headers: { cookie } })).json();
    const health = await details();
    expect(health).toMatchObject({
      status: 'ok',
      database: { status: 'up', source: 'DATABASE_URL' },
      eventStore: { status: 'up', kind: 'postgres' },
      queue: {
        status: 'up',
        source: 'REDIS_URL',
        jobs: ['emails'].map((name) => ({ name, waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), failed: expect.any(Number) })),
      },
    });
    expect(health.readModels.map((model: { name: string }) => model.name).sort()).toEqual([
      'admin_stats',
      'airline_claims',
      'airlines',
      'billing',
      'claim_communications',
      'claim_documents',
      'claim_duplicates',
      'claim_live',
      'claim_mandates',
      'claim_messages',
      'claim_preferences',
      'claim_queues',
      'claim_status',
      'claims',
      'demands',
      'duplicate_claims',
      'e_invoice_drawing',
      'e_invoice_transmission',
      'e_invoices',
      'e_invoices_due',
      'email_dispatch',
      'email_templates',
      'failed_messages',
      'mandate_signing_links',
      'message_inbox',
      'operator_audit',
      'tasks',
    ]);
    // Seed templates are appended at start: every read model catches up with them within moments.
    const caughtUp = async () => {
      const models = (await details()).readModels as { failure: unknown; lag: number }[];
      return models.every((model) => model.failure === null && model.lag === 0);
    };
    await expect.poll(caughtUp, { timeout: 10_000 }).toBe(true);
  });

  it('when Redis cannot be reached, then the server still serves and health reports the queue down', async () => {
    const server = await start({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });

    const response = await fetch(`${server.url}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'degraded', queue: { status: 'down' }, database: { status: 'up' }, readModels: { status: 'up' } });
  });

  it('when a variable is invalid, then the process stops with one line naming it', async () => {
    const { code, output } = await runServerToExit({ PORT: 'novanta', DATABASE_URL: database().url });

    expect(code).toBe(1);
    expect(output.trim().split('\n').filter((line) => !line.includes('nodedir'))).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT="novanta": /),
    ]);
  });

  it('when a client sends bad input, then the answer is an Italian problem+json, never a 500', async () => {
    const server = servers[0] ?? (await start({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    const post = (body: string) => fetch(`${server.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const malformed = await post('{"nome": ');
    const tooLarge = await post(JSON.stringify({ testo: 'x'.repeat(200_000) }));
    const unknown = await fetch(`${server.url}/api/pratiche-inesistenti`);

    expect([malformed.status, tooLarge.status, unknown.status]).toEqual([400, 413, 404]);
    expect(malformed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await malformed.json()).toMatchObject({ title: 'Dati non validi', detail: 'Il corpo della richiesta non è un JSON valido.' });
    expect(await tooLarge.json()).toMatchObject({ title: 'Richiesta troppo grande' });
    expect(await unknown.json()).toMatchObject({ title: 'Risorsa non trovata', detail: 'Nessuna risorsa a GET /api/pratiche-inesistenti' });
  });

  it('when any response goes out, then it carries the security headers', async () => {
    const response = await fetch(`${servers[0]!.url}/api/health`);

    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
