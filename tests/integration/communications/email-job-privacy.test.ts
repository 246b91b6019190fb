import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentUploadToken } from '../../../src/claims/index.js';
import { scrubLegacyEmailJobs } from '../../../src/communications/legacy-jobs.js';
import { processEmailJob } from '../../../src/communications/email-worker.js';
import { OUTBOUND_QUEUE, type ClaimEmailJob } from '../../../src/communications/outbound/outbound-job.js';
import { createMailTransport } from '../../../src/communications/mail-transport.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createLogger } from '../../../src/platform/logger.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`E-mail job privacy tests not run: ${inject('redisMissingReason')}`);

const THIRTY_DAYS = 30 * 24 * 3600;

/** A passenger whose every personal value is easy to spot in Redis. */
const passenger = (tag: string) => ({
  passengerName: `Ottavia Pellegrini${tag}`,
  email: `ottavia.pellegrini.${tag}@example.it`,
  phone: `+39 347 55501${tag.padStart(2, '0')}`,
  issueDetails: `Volo annullato al gate, bambina con febbre ${tag}`,
});

describe.runIf(redisUrl)('e-mail jobs as Redis holds them', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let connection: Redis;
  let queue: Queue<ClaimEmailJob>;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50', PUBLIC_URL: 'https://rimborsovolo24.it' }, { redisUrl: redisUrl!, workers: true });
    connection = createProducerConnection(redisUrl!);
    queue = new Queue<ClaimEmailJob>(OUTBOUND_QUEUE, { connection, prefix: app.config.QUEUE_PREFIX });
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await queue?.resume();
    await app?.close();
    await queue?.close();
    connection?.disconnect();
    await smtp?.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  const streamOf = async (claimId: number) => {
    const events: RecordedEvent[] = [];
    for await (const event of app.store.readStream(`claim-${claimId}`)) events.push(event);
    return events;
  };
  /** Everything Redis keeps of a job: its hash, field by field, as one text. */
  const rawJob = async (jobId: string) => JSON.stringify(await connection.hgetall(`${app.config.QUEUE_PREFIX}:${OUTBOUND_QUEUE}:${jobId}`));
  /** The confirmation job of a claim submitted while the queue is paused. */
  const queuedConfirmation = async (claimId: number) => {
    const submitted = (await streamOf(claimId)).find((event) => event.type === 'ClaimSubmitted')!;
    await expect.poll(async () => (await queue.getJob(submitted.id))?.id, { timeout: 25_000 }).toBe(submitted.id);
    return { submitted, job: (await queue.getJob(submitted.id))! };
  };
  const expectNoPersonalData = (text: string, person: ReturnType<typeof passenger>) => {
    for (const value of [person.passengerName, person.email, person.email.toLowerCase(), person.phone, person.issueDetails, 'Ottavia', 'Pellegrini']) expect(text).not.toContain(value);
  };

  it('when a claim is submitted and its confirmation waits in the queue, then Redis holds its ids only; once sent, the e-mail has the passenger’s data', async () => {
    const person = passenger('1');
    await queue.pause();
    const claim = await submit(app.url, claimBody(airports, person));
    const { submitted, job } = await queuedConfirmation(claim.id);

    expect(job.data).toEqual({ kind: 'claim-email', claimId: claim.id, trigger: { type: 'ClaimSubmitted', id: submitted.id } });
    expect(job.opts).toMatchObject({ removeOnComplete: { age: 3600 }, removeOnFail: { age: THIRTY_DAYS } });
    const raw = await rawJob(submitted.id);
    expect(raw).toContain(submitted.id);
    expectNoPersonalData(raw, person);
    expect(mailsTo(person.email)).toEqual([]);

    await queue.resume();
    await expect.poll(() => mailsTo(person.email).length, { timeout: 25_000 }).toBe(1);
    const [mail] = mailsTo(person.email);
    expect(mail!.html).toContain(person.passengerName);
    expect(mail!.text).toContain(claim.practiceNumber);
    expect(mail!.messageId).toBe(`<${submitted.id}@rimborsovolo24.it>`);
    expectNoPersonalData(await rawJob(submitted.id), person);
  });

  it('when an operator’s e-mail and a status note go through the queue, then neither the address, the subject nor the text is in Redis', async () => {
    const person = passenger('2');
    const claim = await submit(app.url, claimBody(airports, person));
    await expect.poll(() => mailsTo(person.email).length, { timeout: 25_000 }).toBe(1);
    const operator = await app.operator('operator', 'Giulia Verdi');

    await queue.pause();
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Oggetto riservato 4471', message: 'Messaggio riservato per Ottavia' } });
    await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved', passengerNote: 'Nota riservata 9921' } });
    const triggers = await expect
      .poll(async () => (await streamOf(claim.id)).filter((event) => event.type === 'EmailRequested' || event.type === 'ClaimStatusChanged'), { timeout: 5_000 })
      .toHaveLength(2)
      .then(() => streamOf(claim.id))
      .then((events) => events.filter((event) => event.type === 'EmailRequested' || event.type === 'ClaimStatusChanged'));
    for (const trigger of triggers) {
      await expect.poll(async () => (await queue.getJob(trigger.id))?.data, { timeout: 25_000 }).toEqual({ kind: 'claim-email', claimId: claim.id, trigger: { type: trigger.type, id: trigger.id } });
      const raw = await rawJob(trigger.id);
      expectNoPersonalData(raw, person);
      for (const secret of ['Oggetto riservato 4471', 'Messaggio riservato', 'Nota riservata 9921']) expect(raw).not.toContain(secret);
    }

    await queue.resume();
    await expect.poll(() => mailsTo(person.email).map((mail) => mail.subject), { timeout: 25_000 }).toContain('Oggetto riservato 4471');
    await expect.poll(() => mailsTo(person.email).length, { timeout: 25_000 }).toBe(3);
    expect(mailsTo(person.email).find((mail) => mail.subject === 'Oggetto riservato 4471')!.text).toContain('Messaggio riservato per Ottavia');
    expect(mailsTo(person.email).some((mail) => mail.text.includes('Nota riservata 9921'))).toBe(true);
  });

  it('when a job of the old shape waits in the queue, then the worker’s start reduces it to its ids and it is sent just the same', async () => {
    const person = passenger('3');
    await queue.pause();
    const claim = await submit(app.url, claimBody(airports, person));
    const { job, submitted } = await queuedConfirmation(claim.id);
    // As the previous release queued it: the trigger event's whole data in the job.
    await job.remove();
    await queue.add('ClaimSubmitted', { claimId: claim.id, trigger: { type: 'ClaimSubmitted', id: submitted.id, data: submitted.data } } as unknown as ClaimEmailJob, { jobId: submitted.id, attempts: 3 });
    expect(await rawJob(submitted.id)).toContain(person.email);

    expect(await scrubLegacyEmailJobs(queue)).toBe(1);

    expect((await queue.getJob(submitted.id))!.data).toEqual({ kind: 'claim-email', claimId: claim.id, trigger: { type: 'ClaimSubmitted', id: submitted.id } });
    expectNoPersonalData(await rawJob(submitted.id), person);
    await queue.resume();
    await expect.poll(() => mailsTo(person.email).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo(person.email)[0]!.html).toContain(person.passengerName);
  });

  it('when a job of the old shape is processed as it is, then the e-mail goes from the stored event, not from the copy in the job', async () => {
    const person = passenger('5');
    await queue.pause();
    const claim = await submit(app.url, claimBody(airports, person));
    const { job, submitted } = await queuedConfirmation(claim.id);
    await job.remove();
    const staleCopy = { ...(submitted.data as object), passengerName: 'Nome vecchio nel job' };
    await queue.add('ClaimSubmitted', { claimId: claim.id, trigger: { type: 'ClaimSubmitted', id: submitted.id, data: staleCopy } } as unknown as ClaimEmailJob, { jobId: submitted.id, attempts: 3 });

    await queue.resume();
    await expect.poll(() => mailsTo(person.email).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo(person.email)[0]!.html).toContain(person.passengerName);
  });

  it('when a job fails for good, then Redis drops it after 30 days and keeps no personal data in it', async () => {
    // An e-mail asked for on a claim that does not exist: every attempt fails.
    const requested = { emailRequestId: randomUUID(), recipient: 'ottavia.pellegrini.6@example.it', subject: 'Oggetto riservato 6', message: 'Testo riservato 6' };
    const metadata = { actor: { kind: 'system' as const, id: 'test' }, correlationId: 'c', causationId: 'c', requestedAt: new Date().toISOString() };
    const appended = await app.store.append('claim-987654321', [{ type: 'EmailRequested', data: requested, metadata }], { expectedVersion: 'any' });
    const [event] = (await streamOf(987654321)).filter((recorded) => recorded.position === appended.position);

    await expect.poll(async () => (await queue.getJob(event!.id))?.getState(), { timeout: 15_000 }).toBe('failed');
    const failed = (await queue.getJob(event!.id))!;
    expect(failed.opts.removeOnFail).toEqual({ age: THIRTY_DAYS });
    expect(failed.failedReason).toMatch(/not found/);
    const raw = await rawJob(event!.id);
    for (const secret of [requested.recipient, requested.subject, requested.message]) expect(raw).not.toContain(secret);
  });

  it('when SMTP’s refusal quotes the address, then neither the job in Redis nor the log line keeps it', async () => {
    const person = passenger('7');
    const quoting = `Mailbox <${person.email.toLowerCase()}> temporaneamente piena`;
    smtp.refuse(1, quoting);
    const claim = await submit(app.url, claimBody(airports, person));
    await expect.poll(() => mailsTo(person.email).length, { timeout: 15_000 }).toBe(1);
    const submitted = (await streamOf(claim.id)).find((event) => event.type === 'ClaimSubmitted')!;
    const raw = await rawJob(submitted.id);
    expect(raw).toContain('temporaneamente piena');
    expect(raw).toContain('[email]');
    expectNoPersonalData(raw, person);

    // The last attempt fails and is logged: the log line tells why without the address.
    const other = passenger('8');
    await queue.pause();
    const second = await submit(app.url, claimBody(airports, other));
    const { job } = await queuedConfirmation(second.id);
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const transport = createMailTransport({ smtpUrl: smtp.url, from: 'test@rimborsovolo24.it', outboxDir: '/nonexistent' });
    smtp.refuse(1, `Mailbox <${other.email.toLowerCase()}> piena`);
    const outcome = await processEmailJob(
      { data: job.data, attemptsMade: 0, opts: { attempts: 1 } },
      {
        catalog: EVENT_CATALOG,
        pool: database().pool,
        store: app.store,
        transport,
        logger: createLogger('info', 'test', sink),
        uploadTokenFor: (claimId, now) => currentUploadToken(database().pool, claimId, deriveKey(app.secretKey, 'upload-token'), now),
        publicUrl: app.config.publicUrl,
        confirmationsPerAddress: createRateLimits({ prefix: 'privacy', logger: createLogger('silent') }).limit({ name: 'confirmations', limit: 5, windowSeconds: 3_600 }),
      },
    );
    transport.close();
    await queue.resume();

    expect(outcome).toBe('failed');
    expect(lines.join('')).toContain('piena');
    expectNoPersonalData(lines.join(''), other);
  });
});
