import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import { OUTBOUND_QUEUE } from '../../../src/communications/outbound/outbound-job.js';
import { createSignInLink } from '../../../src/passengers/sign-in-links.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { useTestDatabase } from '../../support/database.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { caughtUp, claimWithHistory, filesUnder, passenger, personalValues, pgDump, streamOf } from './fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Erasure tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('erasing a claim’s personal data', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let operator: OperatorClient;
  let connection: Redis;
  let queue: Queue;
  let signInQueue: Queue;

  beforeAll(async () => {
    // No SMTP_URL: e-mails are written to the outbox folder, as in the embedded default.
    app = await startTestApp(database(), { EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    admin = await app.operator('admin', 'Anna Amministratrice');
    operator = await app.operator('operator', 'Giulia Verdi');
    connection = createProducerConnection(redisUrl!);
    queue = new Queue(OUTBOUND_QUEUE, { connection, prefix: app.config.QUEUE_PREFIX });
    signInQueue = new Queue(OUTBOUND_QUEUE, { connection, prefix: app.config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await app?.close();
    await queue?.close();
    await signInQueue?.close();
    connection?.disconnect();
  });

  const outbox = () => filesUnder(path.join(app.config.DATA_DIR, 'outbox'));
  const uploads = () => filesUnder(path.join(app.config.DATA_DIR, 'uploads'));
  const jobsOf = async (claimId: number) => (await Promise.all((await streamOf(app, claimId)).map((event) => queue.getJob(event.id)))).filter(Boolean);
  const expectNowhere = (text: string, values: string[]) => {
    for (const value of values) expect(text.toLowerCase(), value).not.toContain(value.toLowerCase());
  };
  const projections = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 100, print: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  };
  const erase = (client: OperatorClient, claimId: number, body: unknown = { reason: 'Richiesta di cancellazione ricevuta il 20/11' }) =>
    client.fetch(`/api/admin/flight-checks/${claimId}/erasure`, { method: 'POST', body });

  it('when an admin erases a claim with a document, e-mails and an edit, then its personal data are nowhere and its facts and history remain', async () => {
    const person = passenger('1');
    const { claim, written } = await claimWithHistory(app, database(), operator, person);
    const values = personalValues(person, written);
    const statsBefore = await (await admin.fetch('/api/admin/stats')).json();
    const before = await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json();
    // The read models hold them in plain text until the erasure.
    expect((await pgDump(database())).toLowerCase()).toContain(person.email);
    expect(await uploads()).toHaveLength(1);
    expect(await outbox()).toHaveLength(3);
    expect(await jobsOf(claim.id)).not.toHaveLength(0);

    const response = await erase(admin, claim.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimId: claim.id, practiceNumber: claim.practiceNumber, removed: { files: 1, outboxFiles: 3 } });
    await caughtUp(app);

    const dump = await pgDump(database());
    expect(dump).toContain(claim.practiceNumber);
    expectNowhere(dump, values);
    expect(await uploads()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(await jobsOf(claim.id)).toEqual([]);
    const lookup = await fetch(`${app.url}/api/practice-status?${new URLSearchParams({ email: person.email, practiceNumber: claim.practiceNumber })}`);
    expect(lookup.status).toBe(404);

    const { entries } = await (await admin.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries).toHaveLength((await streamOf(app, claim.id)).length);
    expect(entries[0]).toMatchObject({ type: 'PersonalDataErased', actor: { kind: 'operator', name: 'Anna Amministratrice' } });
    expect(entries.find((entry: { type: string }) => entry.type === 'ClaimDetailsEdited').changes).toEqual([expect.objectContaining({ field: 'phone', from: ERASED_PERSONAL_DATA, to: ERASED_PERSONAL_DATA })]);
    expect(entries.filter((entry: { type: string }) => entry.type === 'EmailSent').map((entry: { description: string }) => entry.description)).toEqual(
      Array(3).fill(`Email inviata a ${ERASED_PERSONAL_DATA}: «${ERASED_PERSONAL_DATA}»`),
    );
    expectNowhere(JSON.stringify(entries), values);

    const after = await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json();
    expect(after).toMatchObject({ passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, phone: ERASED_PERSONAL_DATA, adminNotes: ERASED_PERSONAL_DATA });
    expect(after).toMatchObject({ adminStatus: before.adminStatus, estimatedCompensation: before.estimatedCompensation, flightNumber: before.flightNumber, personalDataErasedAt: expect.any(String) });
    expect(await (await admin.fetch('/api/admin/stats')).json()).toEqual(statsBefore);

    const rebuilt = await projections('rebuild', 'all');
    expect(rebuilt.code, rebuilt.output).toBe(0);
    const verified = await projections('verify', 'all');
    expect(verified.code, verified.output).toBe(0);
    expectNowhere(await pgDump(database()), values);
    expect(await (await admin.fetch('/api/admin/stats')).json()).toEqual(statsBefore);
  }, 90_000);

  it('when an admin erases an address’s last claim, then its sign-in e-mails leave the outbox with its claim’s e-mails, its sign-in jobs leave Redis, and another address’s stay', async () => {
    const [person, other] = [passenger('5'), passenger('6')];
    const airports = await airportIds(database().pool);
    const claim = await submit(app.url, claimBody(airports, person));
    await submit(app.url, claimBody(airports, other));
    await caughtUp(app);
    for (const address of [person.email, other.email]) expect((await postJson(`${app.url}/api/passenger/sign-in`, { email: address })).status).toBe(202);
    const linksOf = async (email: string) => (await database().pool.query<{ id: string }>('SELECT id FROM passenger_sign_in_links WHERE email = $1', [email])).rows.map((row) => row.id);
    await expect.poll(async () => (await linksOf(person.email)).length + (await linksOf(other.email)).length, { timeout: 10_000 }).toBe(2);
    const [sent] = await linksOf(person.email);
    const [othersLink] = await linksOf(other.email);
    const signInFile = (linkId: string) => async () => (await outbox()).some((file) => file.includes(`sign-in-${linkId}`));
    await expect.poll(signInFile(sent!), { timeout: 20_000 }).toBe(true);
    await expect.poll(signInFile(othersLink!), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await streamOf(app, claim.id)).some((event) => event.type === 'EmailSent'), { timeout: 20_000 }).toBe(true);
    // A link still waiting for the worker, as when it is busy: its job is queued, with the link's id.
    const waiting = await createSignInLink(database().pool, person.email);
    await signInQueue.add('sign-in-link', { kind: 'sign-in-link', linkId: waiting }, { jobId: waiting, delay: 3_600_000 });
    const mailsTo = async (email: string) => (await Promise.all((await outbox()).map(async (file) => ((await readFile(file, 'utf8')).toLowerCase().includes(email) ? file : undefined)))).filter(Boolean);
    expect(await mailsTo(person.email)).toHaveLength(2);
    const othersMails = await mailsTo(other.email);
    expect(othersMails).toHaveLength(2);
    expect(await signInQueue.getJob(sent!)).toBeDefined();

    const response = await erase(admin, claim.id);
    expect(response.status).toBe(200);
    expect((await response.json()).removed).toMatchObject({ outboxFiles: 2, emailJobs: expect.any(Number) });

    expect(await mailsTo(person.email)).toEqual([]);
    expect(await signInQueue.getJob(sent!)).toBeUndefined();
    expect(await signInQueue.getJob(waiting)).toBeUndefined();
    expect(await linksOf(person.email)).toEqual([]);
    expect(await mailsTo(other.email)).toEqual(othersMails);
    expect(await signInQueue.getJob(othersLink!)).toBeDefined();
    expect(await linksOf(other.email)).toEqual([othersLink]);
  }, 90_000);

  it('when an erased claim is erased again, edited or written to, then 409; its status may still change', async () => {
    const { claim } = await claimWithHistory(app, database(), operator, passenger('2'));
    expect((await erase(admin, claim.id)).status).toBe(200);

    const again = await erase(admin, claim.id);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Dati già cancellati');
    const edit = await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { passengerName: 'Nuovo Nome' } });
    const email = await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Ciao', message: 'Messaggio' } });
    const note = await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'note', content: 'Telefonata' } });
    for (const refused of [edit, email, note]) {
      expect(refused.status).toBe(409);
      expect((await refused.json()).detail).toBe('I dati personali di questa pratica sono stati cancellati');
    }
    const status = await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved' } });
    expect(status.status).toBe(200);
    expect((await status.json()).adminStatus).toBe('approved');
  }, 60_000);

  it('when `npm run gdpr -- erase` is given a practice number and a reason, then it erases as the route does, as the system, and refuses a second time', async () => {
    const person = passenger('4');
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), person));
    await expect.poll(async () => (await streamOf(app, claim.id)).some((event) => event.type === 'EmailSent'), { timeout: 20_000 }).toBe(true);
    await caughtUp(app);
    const submittedId = (await streamOf(app, claim.id))[0]!.id;
    const confirmationInOutbox = async () => (await outbox()).some((file) => file.includes(submittedId));
    expect(await confirmationInOutbox()).toBe(true);

    const first = await gdprCli(['erase', '--practice', claim.practiceNumber, '--reason', 'Richiesta scritta del passeggero']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`Dati personali della pratica ${claim.practiceNumber} cancellati`);
    expect(first.output).toContain('Conferma per il passeggero: Abbiamo cancellato i tuoi dati personali');
    await caughtUp(app);
    const erased = (await streamOf(app, claim.id)).at(-1)!;
    expect(erased).toMatchObject({ type: 'PersonalDataErased', data: { reason: 'Richiesta scritta del passeggero' }, metadata: { actor: { kind: 'system', id: 'gdpr-cli' } } });
    const { rows } = await database().pool.query('SELECT passenger_name, email FROM claims WHERE id = $1', [claim.id]);
    expect(rows[0]).toEqual({ passenger_name: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA });
    expect(await confirmationInOutbox()).toBe(false);

    const second = await gdprCli(['erase', '--practice', claim.practiceNumber, '--reason', 'Richiesta scritta del passeggero']);
    expect(second.code).toBe(1);
    expect(second.output).toContain('Dati già cancellati');
    const short = await gdprCli(['erase', '--practice', claim.practiceNumber, '--reason', 'no']);
    expect(short.code).toBe(2);
    expect(short.output).toContain('Il motivo deve avere almeno 5 caratteri');
  }, 120_000);

  /** `npm run gdpr -- …` as its own process, on the app's database, Redis, data folder and keys. */
  function gdprCli(args: string[]): Promise<{ code: number; output: string }> {
    const env = { ...process.env, DATABASE_URL: database().url, REDIS_URL: redisUrl!, SECRET_KEY: app.secretKey, DATA_DIR: app.config.DATA_DIR, QUEUE_PREFIX: app.config.QUEUE_PREFIX, LOG_LEVEL: 'warn' };
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', 'src/gdpr-cli.ts', ...args], { env, timeout: 90_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  }
});

describe('who may erase, and how the request is checked', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let claimId: number;

  beforeAll(async () => {
    app = await startTestApp(database());
    admin = await app.operator('admin', 'Anna Amministratrice');
    claimId = (await submit(app.url, claimBody(await airportIds(database().pool), passenger('3')))).id;
  });
  afterAll(() => app?.close());

  const erasure = (id: number | string) => `/api/admin/flight-checks/${id}/erasure`;
  const stillThere = async () => (await (await admin.fetch(`/api/admin/flight-checks/${claimId}`)).json()).personalDataErasedAt;

  it('when an operator who is not an admin asks, then 403 and nothing is erased', async () => {
    const operator = await app.operator('operator');
    const response = await operator.fetch(erasure(claimId), { method: 'POST', body: { reason: 'Richiesta del passeggero' } });
    expect(response.status).toBe(403);
    expect(await stillThere()).toBeNull();
  });

  it('when there is no session, then 401; without the CSRF token, then 403', async () => {
    const anonymous = await fetch(`${app.url}${erasure(claimId)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Richiesta del passeggero' }) });
    const forged = await admin.fetch(erasure(claimId), { method: 'POST', body: { reason: 'Richiesta del passeggero' }, headers: { 'x-csrf-token': 'sbagliato' } });
    expect([anonymous.status, forged.status]).toEqual([401, 403]);
    expect(await stillThere()).toBeNull();
  });

  it('when the reason is missing or too short, then 400 naming it in Italian', async () => {
    const missing = await admin.fetch(erasure(claimId), { method: 'POST', body: {} });
    const short = await admin.fetch(erasure(claimId), { method: 'POST', body: { reason: 'boh' } });
    expect([missing.status, short.status]).toEqual([400, 400]);
    expect((await missing.json()).errors).toEqual([{ field: 'reason', message: 'Indica il motivo della cancellazione' }]);
    expect((await short.json()).errors).toEqual([{ field: 'reason', message: 'Il motivo deve avere almeno 5 caratteri' }]);
    expect(await stillThere()).toBeNull();
  });

  it('when the claim does not exist, then 404', async () => {
    const response = await admin.fetch(erasure(987_654), { method: 'POST', body: { reason: 'Richiesta del passeggero' } });
    expect(response.status).toBe(404);
  });
});
