import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRunner } from '../../../projections/runner.js';
import { createOperator, createOperatorGate, createOperatorsModule, type Role } from '../../../src/operators/index.js';
import {
  CONFIRMATION_TEMPLATE_ID,
  createTemplatesModule,
  DOCUMENTS_RECEIVED_TEMPLATE_ID,
  findActiveTemplateByType,
  findTemplate,
  seedTemplates,
  type TemplateView,
} from '../../../src/communications/templates/index.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { PostgresEventStore } from '../../../src/platform/event-store/index.js';
import { createApp } from '../../../src/platform/http/app.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { waitFor } from '../../support/wait-for.js';

const database = useTestDatabase();
let url: string;
let server: Server;
let store: PostgresEventStore;
let runner: ProjectionRunner;
let admin: Client;
let operator: Client;

type Client = (path: string, init?: { method?: string; body?: unknown }) => Promise<Response>;

/** Only this module and the admin module (login, gate): independent of the process's module list. */
beforeAll(async () => {
  const { pool } = database();
  const logger = createLogger('silent');
  store = new PostgresEventStore(pool);
  runner = new ProjectionRunner({ pool, store, logger, pollMs: 100 });
  const operatorGate = createOperatorGate({ pool, secretKey: 'x'.repeat(32), requireTwoFactor: false });
  const executeCommand = createCommandExecutor({ store, waitForReadModels: (names, position, ms) => runner.waitFor(names, position, ms) });
  const templates = createTemplatesModule({ pool, executeCommand, logger, operatorGate });
  runner.register(...(templates.handlers ?? []));
  runner.start();
  const routers = [createOperatorsModule({ gate: operatorGate, store, secureCookies: false, limits: createRateLimits({ prefix: 'templates', logger }), loginsPer15MinutesPerIp: 100, adminRouters: templates.adminRouters ?? [] }), templates].flatMap((module) => module.routers ?? []);
  server = createApp({ logger, routers }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await waitFor(async () => (await pool.query("SELECT to_regclass('email_templates') AS t")).rows[0].t !== null, { what: 'the runner to create email_templates' });
  admin = await login('admin');
  operator = await login('operator');
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await runner?.stop();
  await store?.close();
});

let operators = 0;
async function login(role: Role): Promise<Client> {
  const email = `templates${++operators}@rimborsovolo24.it`;
  await createOperator(database().pool, { email, name: `Operatore ${operators}`, role, password: 'una-password-lunga' });
  const response = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'una-password-lunga' }) });
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return (path, init = {}) =>
    fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

const reminder = {
  name: 'Promemoria documenti',
  subject: 'Documenti mancanti – pratica {{practiceNumber}}',
  content: 'Ciao {{passengerName}},\n\nci mancano ancora dei documenti:\n{{uploadLink}}',
  templateType: 'document_reminder',
};

async function create(body: object = reminder): Promise<TemplateView> {
  const response = await admin('/api/admin/email-templates', { method: 'POST', body });
  expect(response.status).toBe(201);
  return (await response.json()) as TemplateView;
}

async function list(): Promise<TemplateView[]> {
  return (await (await operator('/api/email-templates')).json()) as TemplateView[];
}

const SOME_ID = '0b0e5a6c-1111-4222-8333-444455556666';

describe('access', () => {
  it.each([
    ['GET', '/api/email-templates'],
    ['GET', '/api/admin/email-templates/stats'],
    ['POST', '/api/admin/email-templates'],
    ['PUT', `/api/admin/email-templates/${SOME_ID}`],
    ['DELETE', `/api/admin/email-templates/${SOME_ID}`],
    ['POST', '/api/admin/email-templates/preview'],
    ['GET', `/api/admin/email-templates/${SOME_ID}/preview`],
  ])('when %s %s comes without a session, then it is refused with 401', async (method, path) => {
    const response = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

    expect(response.status).toBe(401);
  });

  it('when an operator without the admin role writes, then it is refused with 403 and nothing changes', async () => {
    const template = await create();

    const attempts = [
      await operator('/api/admin/email-templates', { method: 'POST', body: reminder }),
      await operator(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { name: 'Cambiato' } }),
      await operator(`/api/admin/email-templates/${template.id}`, { method: 'DELETE' }),
    ];

    expect(attempts.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(await attempts[0]!.json()).toMatchObject({ title: 'Permesso negato' });
    expect((await list()).find((listed) => listed.id === template.id)).toMatchObject({ name: reminder.name, version: 1 });
  });

  it('when an operator without the admin role reads and previews, then it is allowed', async () => {
    const template = await create();

    expect((await operator('/api/admin/email-templates/stats')).status).toBe(200);
    expect((await operator(`/api/admin/email-templates/${template.id}/preview`)).status).toBe(200);
    expect((await operator('/api/admin/email-templates/preview', { method: 'POST', body: { subject: 'x', content: 'y' } })).status).toBe(200);
  });
});

describe('managing templates', () => {
  it('when a template is created, then it is listed at once with the defaults custom and active', async () => {
    const response = await admin('/api/admin/email-templates', { method: 'POST', body: { name: 'Saluto', subject: 'Ciao {{passengerName}}', content: 'Un saluto da {{companyName}}' } });
    const created = (await response.json()) as TemplateView;

    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(created).toMatchObject({ name: 'Saluto', templateType: 'custom', isActive: true, usageCount: 0, version: 1 });
    expect((await list()).find((listed) => listed.id === created.id)).toEqual(created);
  });

  it('when a template is updated, then the answer shows it and the event records only the changed fields', async () => {
    const template = await create();

    const response = await admin(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { ...reminder, name: 'Sollecito documenti', templateType: 'custom' } });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Sollecito documenti', templateType: 'custom', content: reminder.content, version: 2 });
    const events = await readStream(`email-template-${template.id}`);
    expect(events.at(-1)).toEqual({
      type: 'EmailTemplateUpdated',
      data: { changes: { name: { from: 'Promemoria documenti', to: 'Sollecito documenti' }, templateType: { from: 'document_reminder', to: 'custom' } } },
    });
  });

  it('when a template is deactivated and activated again, then the list follows and each is its own event', async () => {
    const template = await create();

    const off = await (await admin(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { isActive: false } })).json();
    expect(off).toMatchObject({ isActive: false, version: 2 });
    expect((await list()).find((listed) => listed.id === template.id)!.isActive).toBe(false);
    const on = await (await admin(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { isActive: true } })).json();
    expect(on).toMatchObject({ isActive: true, version: 3 });
    expect((await readStream(`email-template-${template.id}`)).map((event) => event.type)).toEqual(['EmailTemplateCreated', 'EmailTemplateDeactivated', 'EmailTemplateActivated']);
  });

  it('when a template is duplicated from an existing one, then the copy is a new template with the same text', async () => {
    const original = await create();

    const copy = await create({ name: `${original.name} (copia)`, subject: original.subject, content: original.content, templateType: original.templateType, isActive: original.isActive });

    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: 'Promemoria documenti (copia)', subject: original.subject, content: original.content, templateType: 'document_reminder' });
  });

  it('when a template is deleted, then it leaves the list and further calls on it are 404', async () => {
    const template = await create();

    const deleted = await admin(`/api/admin/email-templates/${template.id}`, { method: 'DELETE' });

    expect(deleted.status).toBe(204);
    expect((await list()).some((listed) => listed.id === template.id)).toBe(false);
    expect((await admin(`/api/admin/email-templates/${template.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { name: 'X' } })).status).toBe(404);
    expect((await admin(`/api/admin/email-templates/${template.id}/preview`)).status).toBe(404);
  });

  it('when the id is unknown or not an id, then the answer is 404', async () => {
    for (const id of [SOME_ID, 'non-un-id']) {
      const response = await admin(`/api/admin/email-templates/${id}`, { method: 'PUT', body: { name: 'X' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ title: 'Template non trovato' });
    }
  });

  it('when the text uses an unknown variable, then saving is refused with 400 naming it', async () => {
    const response = await admin('/api/admin/email-templates', { method: 'POST', body: { ...reminder, content: 'Gentile {{nomeCliente}},' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: 'Variabile sconosciuta: {{nomeCliente}}', errors: [{ field: 'content', message: 'Variabile sconosciuta: {{nomeCliente}}' }] });
  });

  it('when required fields are missing or the type is wrong, then the 400 names each field in Italian', async () => {
    const response = await admin('/api/admin/email-templates', { method: 'POST', body: { name: ' ', content: 'x', templateType: 'promo' } });
    const problem = await response.json();

    expect(response.status).toBe(400);
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Il nome del template è obbligatorio' },
        { field: 'subject', message: "L'oggetto è obbligatorio" },
        { field: 'templateType', message: 'Tipo di template non valido: usa status_update, document_reminder, completion_notice, custom' },
      ]),
    );
  });
});

describe('previews', () => {
  it('when unsaved text is previewed, then it is rendered with the sample values and unknown variables are named, not shown', async () => {
    const response = await admin('/api/admin/email-templates/preview', {
      method: 'POST',
      body: { subject: 'Pratica {{practiceNumber}}', content: 'Ciao {{passengerName}}, ti spettano {{compensationAmount}}. {{nomeCliente}}\n{{uploadLink}}' },
    });
    const preview = await response.json();

    expect(response.status).toBe(200);
    expect(preview.subject).toBe('Pratica 482913');
    expect(preview.text).toContain('Ciao Mario Rossi, ti spettano 600,00\u00a0€.');
    expect(preview.html).toContain('Carica i documenti');
    expect(preview.html).not.toContain('nomeCliente');
    expect(preview.unknownVariables).toEqual(['{{nomeCliente}}']);
  });

  it('when a saved template is previewed, then it is its current version with the sample values', async () => {
    const template = await create();
    await admin(`/api/admin/email-templates/${template.id}`, { method: 'PUT', body: { content: 'Nuovo testo per {{passengerName}}' } });

    const preview = await (await admin(`/api/admin/email-templates/${template.id}/preview`)).json();

    expect(preview.subject).toBe('Documenti mancanti – pratica 482913');
    expect(preview.text).toContain('Nuovo testo per Mario Rossi');
    expect(preview.html).toContain('<!doctype html>');
  });

  it('when an operator previews the longest content allowed, «{{» then 20,000 spaces, open or closed, then each answers at once with what it holds', async () => {
    const open = { subject: `{{${' '.repeat(298)}`, content: `{{${' '.repeat(19_998)}` };
    const closed = { subject: open.subject, content: `{{${' '.repeat(19_996)}}}` };

    const preview = (body: typeof open) => admin('/api/admin/email-templates/preview', { method: 'POST', body });
    const [unclosed, empty] = await Promise.all([preview(open), preview(closed)]);

    expect([unclosed.status, empty.status]).toEqual([200, 200]);
    expect((await unclosed.json()).unknownVariables).toEqual([]);
    expect((await empty.json()).unknownVariables).toEqual(['{{}}']);
  });
});

describe('usage statistics', () => {
  it('when e-mails are sent with templates, then usage counts per template and per type', async () => {
    const template = await create({ ...reminder, name: 'Statistiche' });
    const sent = (templateId: string | null, templateType: string | null, n: number) => ({
      type: 'EmailSent',
      data: { emailRequestId: `req-${n}`, templateId, templateType, recipient: 'maria.rossi@example.it', messageId: `<m${n}@rimborsovolo24.it>` },
      metadata: { actor: { kind: 'system' as const, id: 'email-worker' }, correlationId: `c${n}`, causationId: `c${n}`, requestedAt: new Date().toISOString() },
    });
    const { position } = await store.append('claim-9001', [sent(template.id, 'document_reminder', 1), sent(template.id, 'document_reminder', 2), sent(null, 'status_update', 3), sent(null, null, 4)], {
      expectedVersion: 'any',
    });
    expect(await runner.waitFor(['email_templates'], position, 5_000)).toBe(true);

    const stats = await (await admin('/api/admin/email-templates/stats')).json();

    expect(stats.byTemplate.find((row: { id: string }) => row.id === template.id)).toMatchObject({ name: 'Statistiche', usageCount: 2 });
    expect(stats.byType).toMatchObject({ document_reminder: 2, status_update: 1, completion_notice: 0, custom: 0 });
    expect(stats.totalUsage).toBe(3);
    expect((await list()).find((listed) => listed.id === template.id)!.usageCount).toBe(2);
  });
});

describe('seeding', () => {
  it('when the templates are seeded twice, even at once, then each exists once, and the sender finds them', async () => {
    await Promise.all([seedTemplates(store), seedTemplates(store)]);
    const isSeeded = (template: TemplateView) => template.id.startsWith('5f0c8a4e-');
    await expect.poll(async () => (await list()).filter(isSeeded).length).toBe(6);
    const before = await list();
    await seedTemplates(store);

    const seeded = before.filter(isSeeded);
    expect(seeded).toHaveLength(6);
    expect(seeded.every((template) => template.version === 1)).toBe(true);
    expect(await list()).toEqual(before);
    expect(await findTemplate(database().pool, CONFIRMATION_TEMPLATE_ID)).toMatchObject({ name: 'Conferma ricezione pratica', version: 1, isActive: true });
    expect((await findTemplate(database().pool, CONFIRMATION_TEMPLATE_ID))!.content).toContain('{{uploadLink}}');
    expect(await findTemplate(database().pool, DOCUMENTS_RECEIVED_TEMPLATE_ID)).toMatchObject({ templateType: 'custom' });
    expect(await findActiveTemplateByType(database().pool, 'completion_notice')).toMatchObject({ id: '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e05' });
  });
});

async function readStream(stream: string): Promise<{ type: string; data: unknown }[]> {
  const events: { type: string; data: unknown }[] = [];
  for await (const event of store.readStream(stream)) events.push({ type: event.type, data: event.data });
  return events;
}
