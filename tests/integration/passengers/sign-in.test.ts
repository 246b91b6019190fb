import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { useTestDatabase } from '../../support/database.js';
import { settled } from '../../support/settled.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';
import { linkToken, openSession, passengerClient, requestLink, signInMails, type SmtpSink } from './passenger-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Passenger sign-in tests not run: ${inject('redisMissingReason')}`);

const ACCEPTED = { message: "Se l'indirizzo ha pratiche, riceverai un link per accedere" };
const INVALID = 'Il link non è valido: richiedine uno nuovo.';

describe.runIf(redisUrl)('signing in to the passenger area by e-mail link', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let airports: Awaited<ReturnType<typeof airportIds>>;
  let connection: Redis;
  let queue: Queue;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rimborsovolo24.it' }, { redisUrl: redisUrl!, workers: true });
    airports = await airportIds(database().pool);
    connection = createProducerConnection(redisUrl!);
    queue = new Queue('emails', { connection, prefix: app.config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await app?.close();
    await queue?.close();
    connection?.disconnect();
    await smtp?.close();
  });

  const claimOf = (email: string, name = 'Maria Rossi'): Promise<Submitted> => submit(app.url, claimBody(airports, { email, passengerName: name }));

  it('when a known and an unknown address ask for a link, then both get the same 202 and only the known one receives an e-mail', async () => {
    await claimOf('nota@example.it');

    const known = await requestLink(app, '  Nota@Example.it ');
    const unknown = await requestLink(app, 'sconosciuta@example.it');

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(ACCEPTED);
    expect(await unknown.json()).toEqual(ACCEPTED);
    await linkToken(smtp, 'nota@example.it');
    expect(smtp.received.filter((mail) => mail.to.includes('sconosciuta@example.it'))).toHaveLength(0);
  });

  it('when the address is not an e-mail, then 400 with an Italian message', async () => {
    const response = await requestLink(app, 'non-una-email');
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toContain('Inserisci un indirizzo email valido');
  });

  it('when the link arrives, then it points to the area, carries no other passenger’s data, and its job holds only the link id', async () => {
    const own = await claimOf('anna.bianchi@example.it', 'Anna Bianchi');
    const other = await claimOf('carlo.verdi@example.it', 'Carlo Verdi');

    await requestLink(app, 'anna.bianchi@example.it');
    const token = await linkToken(smtp, 'anna.bianchi@example.it');

    const [mail] = signInMails(smtp, 'anna.bianchi@example.it');
    expect(mail!.html).toContain(`https://rimborsovolo24.it/area-riservata/accesso?t=${encodeURIComponent(token)}`);
    expect(mail!.text).toContain('30 minuti');
    for (const value of ['carlo.verdi', 'Carlo Verdi', other.practiceNumber]) {
      expect(mail!.text).not.toContain(value);
      expect(mail!.html).not.toContain(value);
    }
    expect(mail!.text).not.toContain(own.practiceNumber);
    const linkId = token.split('.')[0]!;
    const job = await queue.getJob(linkId);
    expect(job?.data).toEqual({ kind: 'sign-in-link', linkId });
  });

  it('when the link is opened, then a 30-day HttpOnly strict session cookie is set and the area knows the address; the same link again is refused', async () => {
    await claimOf('sessione@example.it');
    await requestLink(app, 'sessione@example.it');
    const token = await linkToken(smtp, 'sessione@example.it');

    const opened = await openSession(app, token);

    expect(opened.status).toBe(200);
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^rv_passenger=[\w-]+;/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure'); // only in production
    const { csrfToken } = await opened.json();
    const me = await passengerClient(app, cookie.split(';')[0]!, csrfToken).fetch('/api/passenger/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'sessione@example.it', csrfToken, claims: [{ status: 'pending', statusLabel: 'In attesa di verifica' }] });

    const again = await openSession(app, token);
    expect(again.status).toBe(410);
    expect((await again.json()).detail).toBe('Il link è già stato usato: richiedine uno nuovo.');
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('when the link has expired, then it is refused as expired', async () => {
    await claimOf('scaduto@example.it');
    await requestLink(app, 'scaduto@example.it');
    const token = await linkToken(smtp, 'scaduto@example.it');
    await database().pool.query("UPDATE passenger_sign_in_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [token.split('.')[0]]);

    const opened = await openSession(app, token);

    expect(opened.status).toBe(410);
    expect((await opened.json()).detail).toBe('Il link è scaduto: richiedine uno nuovo.');
  });

  it('when a link is forged, then it opens nothing: changed signature, random id, garbage, another link’s id with this signature', async () => {
    await claimOf('falso@example.it');
    await requestLink(app, 'falso@example.it');
    await requestLink(app, 'falso@example.it');
    const token = await linkToken(smtp, 'falso@example.it', 2);
    const otherToken = signInMails(smtp, 'falso@example.it').map((mail) => decodeURIComponent(/accesso\?t=(\S+)/.exec(mail.text)![1]!)).find((found) => found !== token)!;
    const [id, mac] = token.split('.') as [string, string];
    const flipped = `${id}.${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;

    for (const forged of [flipped, `${randomUUID()}.${mac}`, 'garbage', `${id}.`, `${otherToken.split('.')[0]}.${mac}`, `${id}.${mac}.${mac}`]) {
      const response = await openSession(app, forged);
      expect(response.status, forged).toBe(400);
      expect((await response.json()).detail).toBe(INVALID);
    }
    // The genuine link still works.
    expect((await openSession(app, token)).status).toBe(200);
  });
});

describe.runIf(redisUrl)('limits on sign-in links', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(
      database(),
      { SMTP_URL: smtp.url, SIGN_IN_LINKS_PER_HOUR_PER_EMAIL: '2', SIGN_IN_REQUESTS_PER_HOUR_PER_IP: '3', SIGN_IN_FAILURES_PER_HOUR_PER_IP: '3' },
      { redisUrl: redisUrl!, workers: true },
    );
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  // Loopback proxies are trusted (TRUST_PROXY=loopback): each test comes from its own address.
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('when an address asks for more links than its hourly limit, then every answer is still 202 but no more e-mails are sent', async () => {
    await submit(app.url, claimBody(airports, { email: 'insistente@example.it' }));

    const answers = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) answers.push((await requestLink(app, 'insistente@example.it', from(ip))).status);

    expect(answers).toEqual([202, 202, 202]);
    await linkToken(smtp, 'insistente@example.it', 2);
    await settled(app);
    expect(signInMails(smtp, 'insistente@example.it')).toHaveLength(2);
  });

  it('when one network asks for links beyond its limit, then it gets 429 with an Italian message, whatever the address', async () => {
    const statuses = [];
    for (const index of [1, 2, 3, 4]) statuses.push(await requestLink(app, `persona${index}@example.it`, from('198.51.100.7')));

    expect(statuses.map((response) => response.status)).toEqual([202, 202, 202, 429]);
    expect((await statuses[3]!.json()).detail).toMatch(/^Hai chiesto troppi link di accesso in poco tempo\. Riprova tra/);
  });

  it('when one network tries too many invalid links, then it is refused with 429 even with a genuine link', async () => {
    await submit(app.url, claimBody(airports, { email: 'vittima@example.it' }));
    await requestLink(app, 'vittima@example.it', from('192.0.2.50'));
    const token = await linkToken(smtp, 'vittima@example.it');

    for (const attempt of [1, 2, 3]) expect((await openSession(app, `${randomUUID()}.${'A'.repeat(43)}`, from('192.0.2.99'))).status, `try ${attempt}`).toBe(400);
    const refused = await openSession(app, token, from('192.0.2.99'));

    expect(refused.status).toBe(429);
    expect((await openSession(app, token, from('192.0.2.100'))).status).toBe(200);
  });
});
