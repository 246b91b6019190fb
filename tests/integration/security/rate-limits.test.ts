/**
 * Guessing and flooding, as an attacker does it: many tries, a new X-Forwarded-For on each, several
 * server processes. Each refusal is a 429 in Italian with Retry-After; what is refused appends nothing.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOperator } from '../../../src/operators/index.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import { createProducerConnection } from '../../../src/platform/queue/redis-connection.js';
import { captureLogger } from '../flights/capture-logger.js';
import { useTestDatabase } from '../../support/database.js';
import { samplePdf } from '../../support/sample-files.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { postJson, startTestApp, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Redis-shared limit tests not run: ${inject('redisMissingReason')}`);
let airports: Awaited<ReturnType<typeof airportIds>>;
const apps: TestApp[] = [];

beforeAll(async () => {
  airports = await airportIds(database().pool);
});
// Each app holds a pool of connections while its projections run: closed after its test, so the file never holds more than PostgreSQL allows.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(env: Record<string, string>, options: { redisUrl?: string; workers?: boolean } = {}): Promise<TestApp> {
  const app = await startTestApp(database(), env, options);
  apps.push(app);
  return app;
}

let spoofed = 0;
/** A different client address on every call, as a botnet or a forged header gives. */
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${++spoofed % 250}` });

const lookup = (app: TestApp, email: string, practiceNumber: string, headers: Record<string, string> = fromNewAddress()) =>
  fetch(`${app.url}/api/practice-status?email=${encodeURIComponent(email)}&practiceNumber=${practiceNumber}`, { headers });

const wrongNumbers = (right: string, count: number) =>
  Array.from({ length: count }, (_, index) => String(100_000 + ((Number(right) + 1 + index * 7919) % 900_000)));

/**
 * The commands the server sends Redis on its limits under `prefix` while `act` runs, as MONITOR sees
 * them (those a script runs inside Redis are not sent: they are left out).
 */
async function limitCommandsDuring(prefix: string, act: () => Promise<void>): Promise<string[][]> {
  const monitor = await new Redis(redisUrl!).monitor();
  const marker = `done-${randomUUID()}`;
  const seen: string[][] = [];
  const done = new Promise<void>((resolve) =>
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (args.includes(marker)) resolve();
      else if (source !== 'lua' && args.some((arg) => arg.startsWith(`${prefix}:limit:`))) seen.push(args);
    }),
  );
  const probe = new Redis(redisUrl!);
  try {
    await act();
    await probe.echo(marker); // MONITOR shows commands in the order they ran: once this is seen, so is everything before
    await done;
    return seen;
  } finally {
    probe.disconnect();
    monitor.disconnect();
  }
}

async function expectRefusal(response: Response, title: string) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const problem = await response.json();
  expect(problem.title).toBe(title);
  expect(problem.detail).toMatch(/Riprova tra \d+ (secondi|minuti|minuto|secondo)\.$/);
}

describe('guessing practice numbers', () => {
  it('when 60 wrong practice numbers are tried for one known e-mail from changing addresses, then after 10 failures every try is refused, the right one included', async () => {
    const app = await appWith({ LOOKUP_FAILURES_PER_HOUR: '10' });
    const victim = await submit(app.url, claimBody(airports, { email: 'vittima@example.it' }));

    const statuses: number[] = [];
    for (const guess of wrongNumbers(victim.practiceNumber, 60)) statuses.push((await lookup(app, 'vittima@example.it', guess)).status);
    const rightOne = await lookup(app, 'vittima@example.it', victim.practiceNumber);

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    await expectRefusal(rightOne, 'Troppi tentativi');
  });

  it('when one practice number is tried with many e-mails, then it is closed after 10 failures, through the upload access too', async () => {
    const app = await appWith({ LOOKUP_FAILURES_PER_HOUR: '10' });
    const target = await submit(app.url, claimBody(airports, { email: 'bersaglio@example.it' }));

    for (let attempt = 0; attempt < 5; attempt++) expect((await lookup(app, `tentativo${attempt}@example.it`, target.practiceNumber)).status).toBe(404);
    for (let attempt = 5; attempt < 10; attempt++) {
      const response = await postJson(`${app.url}/api/documents/access-token`, { email: `tentativo${attempt}@example.it`, practiceNumber: target.practiceNumber }, fromNewAddress());
      expect(response.status).toBe(404);
    }

    await expectRefusal(await lookup(app, 'bersaglio@example.it', target.practiceNumber), 'Troppi tentativi');
    const access = await postJson(`${app.url}/api/documents/access-token`, { email: 'bersaglio@example.it', practiceNumber: target.practiceNumber }, fromNewAddress());
    await expectRefusal(access, 'Troppi tentativi');
  });

  it('when lookups succeed, then they do not count as failures', async () => {
    const app = await appWith({ LOOKUP_FAILURES_PER_HOUR: '2' });
    const claim = await submit(app.url, claimBody(airports, { email: 'cliente@example.it' }));

    for (let attempt = 0; attempt < 5; attempt++) expect((await lookup(app, 'cliente@example.it', claim.practiceNumber)).status).toBe(200);
  });

  it('when one address looks up more than 30 times a minute, then it is refused, and TRUST_PROXY=0 ignores a forged X-Forwarded-For', async () => {
    const app = await appWith({ STATUS_LOOKUPS_PER_MINUTE: '30', TRUST_PROXY: '0' });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await lookup(app, 'nessuno@example.it', '123456')).status);

    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('flooding claim submissions', () => {
  it('when 12 claims are sent for one e-mail from changing addresses, then 5 are taken and the rest refused', async () => {
    const app = await appWith({ SUBMISSIONS_PER_HOUR_PER_EMAIL: '5' });
    const email = `bombardata-${randomUUID().slice(0, 8)}@example.it`;

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email, passengerName: 'Clicca qui http://phish.example' }), fromNewAddress())).status);
    }
    const refused = await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email: email.toUpperCase() }), fromNewAddress());

    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    await expectRefusal(refused, 'Troppe richieste per questo indirizzo email');
    const { rows } = await database().pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'ClaimSubmitted'");
    expect(rows[0]!.n).toBeGreaterThanOrEqual(5);
  });

  it('when one address sends more than 20 claims in an hour, then the 21st is refused whatever the e-mails', async () => {
    const app = await appWith({ SUBMISSIONS_PER_HOUR_PER_IP: '20', TRUST_PROXY: '0' });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await postJson(`${app.url}/api/flight-checks`, claimBody(airports, { email: `p${attempt}-${randomUUID()}@example.it` }))).status);

    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});

describe('uploads', () => {
  const grant = (app: TestApp, claim: Submitted, headers: Record<string, string> = {}) =>
    postJson(`${app.url}/api/documents/upload-signature`, { practiceNumber: claim.practiceNumber }, { 'x-upload-token': claim.uploadToken, ...headers });
  const upload = async (app: TestApp, claim: Submitted) => {
    const { upload_url } = await (await grant(app, claim)).json();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'carta.pdf');
    return fetch(`${app.url}${upload_url}`, { method: 'POST', body: form });
  };

  it('when files are uploaded and never recorded, then a claim takes at most the limit, and grants issued before it cannot go past it', async () => {
    const app = await appWith({ PENDING_UPLOADS_PER_CLAIM: '3' });
    const claim = await submit(app.url, claimBody(airports));
    const early = await (await grant(app, claim)).json(); // granted while there was room

    for (let file = 0; file < 3; file++) expect((await upload(app, claim)).status).toBe(201);
    await expectRefusal(await grant(app, claim), 'Troppi caricamenti in sospeso');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'extra.pdf');
    expect((await fetch(`${app.url}${early.upload_url}`, { method: 'POST', body: form })).status).toBe(429);
  });

  it('when one address asks for more than 60 upload grants in an hour, then it is refused', async () => {
    const app = await appWith({ UPLOAD_GRANTS_PER_HOUR_PER_IP: '60', TRUST_PROXY: '0' });
    const claim = await submit(app.url, claimBody(airports));

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 61; attempt++) statuses.push((await grant(app, claim)).status);

    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    await expectRefusal(await grant(app, claim), 'Troppe richieste');
  });
});

describe('operators login from one address', () => {
  it('when one address tries to log in too often, then it is refused with Retry-After', async () => {
    const app = await appWith({ LOGINS_PER_15_MINUTES_PER_IP: '10', TRUST_PROXY: '0' });
    // A different account each time: this is the address's limit, not an account's lock.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await postJson(`${app.url}/api/admin/login`, { email: `bersaglio${attempt}@rimborsovolo24.it`, password: 'tentativo' })).status);
    }

    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('operators accounts under password guessing', () => {
  const login = (app: TestApp, email: string, password: string) => postJson(`${app.url}/api/admin/login`, { email, password }, fromNewAddress());
  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    const response = await request();
    return { response, ms: performance.now() - started };
  };

  it('when 5 wrong passwords come from 5 addresses, then the account is locked for 15 minutes, even for the right password, in the time a wrong one takes, and the lock is recorded', async () => {
    const app = await appWith({});
    const email = `bloccato-${randomUUID().slice(0, 8)}@rimborsovolo24.it`;
    const operator = await createOperator(database().pool, { email, name: 'Conto Bloccato', role: 'operator', password: 'una-password-lunga' });

    const failures: { response: Response; ms: number }[] = [];
    for (let attempt = 0; attempt < 5; attempt++) failures.push(await timed(() => login(app, email, `sbagliata-${attempt}`)));
    const locked = await timed(() => login(app, email, 'una-password-lunga'));

    expect(failures.map(({ response }) => response.status)).toEqual([401, 401, 401, 401, 401]);
    await expectRefusal(locked.response, 'Account temporaneamente bloccato');
    expect(Number(locked.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(locked.ms).toBeGreaterThan(Math.min(...failures.map(({ ms }) => ms)) * 0.5);
    const { rows } = await database().pool.query("SELECT data FROM events WHERE stream_id = 'operator-audit' AND type = 'OperatorLocked' AND data->>'operatorId' = $1", [operator.id]);
    expect(rows).toHaveLength(1);
  });

  it('when the e-mail belongs to nobody, then the answers are the same: five refusals, then the lock', async () => {
    const app = await appWith({});
    const statuses: number[] = [];
    const nobody = `nessuno-${randomUUID().slice(0, 8)}@rimborsovolo24.it`;
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await login(app, nobody, 'sbagliata')).status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('when a right password comes between failures, then the count starts again', async () => {
    const app = await appWith({});
    const email = `distratto-${randomUUID().slice(0, 8)}@rimborsovolo24.it`;
    await createOperator(database().pool, { email, name: 'Operatore Distratto', role: 'operator', password: 'una-password-lunga' });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(app, email, 'sbagliata')).status);
    statuses.push((await login(app, email, 'una-password-lunga')).status);
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await login(app, email, 'sbagliata')).status);

    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401]);
  });
});

describe.runIf(redisUrl)('limits shared by every process (Redis)', () => {
  it('when an attacker spreads guesses over two server processes, then they share one count', async () => {
    const prefix = `shared-${randomUUID().slice(0, 8)}`;
    const first = await appWith({ LOOKUP_FAILURES_PER_HOUR: '10', QUEUE_PREFIX: prefix }, { redisUrl: redisUrl! });
    const second = await appWith({ LOOKUP_FAILURES_PER_HOUR: '10', QUEUE_PREFIX: prefix }, { redisUrl: redisUrl! });
    const victim = await submit(first.url, claimBody(airports, { email: 'condivisa@example.it' }));

    const guesses = wrongNumbers(victim.practiceNumber, 10);
    for (const [index, guess] of guesses.entries()) expect((await lookup(index % 2 ? first : second, 'condivisa@example.it', guess)).status).toBe(404);

    await expectRefusal(await lookup(first, 'condivisa@example.it', victim.practiceNumber), 'Troppi tentativi');
    await expectRefusal(await lookup(second, 'condivisa@example.it', victim.practiceNumber), 'Troppi tentativi');
  });

  it('when a status is looked up, then all its limits cost one Redis round trip, and a failed try one more to count it', async () => {
    const prefix = `trips-${randomUUID().slice(0, 8)}`;
    const app = await appWith({ QUEUE_PREFIX: prefix }, { redisUrl: redisUrl! });
    const claim = await submit(app.url, claimBody(airports, { email: 'conteggio@example.it' }));
    const sent = await limitCommandsDuring(prefix, async () => {
      expect((await lookup(app, 'conteggio@example.it', claim.practiceNumber)).status).toBe(200);
    });
    const failed = await limitCommandsDuring(prefix, async () => {
      expect((await lookup(app, 'conteggio@example.it', wrongNumbers(claim.practiceNumber, 1)[0]!)).status).toBe(404);
    });

    expect(sent).toHaveLength(1);
    expect(failed).toHaveLength(2);
  });

  it('when one address is sent 7 claims that got through (other processes, other addresses), then it receives 5 confirmations and the rest are recorded as not sent', async () => {
    // The other apps' reactors share this database's checkpoints: only this app may queue the e-mails.
    for (const other of apps.splice(0)) await other.close();
    const smtp = await startSmtpSink();
    const app = await startTestApp(database(), { SMTP_URL: smtp.url, CONFIRMATIONS_PER_HOUR_PER_EMAIL: '5', EMAIL_BACKOFF_MS: '50' }, { redisUrl: redisUrl!, workers: true });
    try {
      const email = `casella-${randomUUID().slice(0, 8)}@example.it`;
      const claims: Submitted[] = [];
      for (let index = 0; index < 7; index++) claims.push(await submit(app.url, claimBody(airports, { email })));
      const streams = claims.map((claim) => `claim-${claim.id}`);
      const outcomes = async () => {
        const { rows } = await database().pool.query<{ type: string; n: number }>(
          "SELECT type, count(*)::int AS n FROM events WHERE type IN ('EmailSent', 'EmailFailed') AND stream_id = ANY($1) GROUP BY type ORDER BY type",
          [streams],
        );
        return Object.fromEntries(rows.map((row) => [row.type, row.n]));
      };

      await expect.poll(outcomes, { timeout: 15_000 }).toEqual({ EmailFailed: 2, EmailSent: 5 });
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(5);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('limits while Redis is down', () => {
  it('when the configured Redis does not answer, then each process still enforces the limits in memory', async () => {
    const app = await appWith({ LOOKUP_FAILURES_PER_HOUR: '3' }, { redisUrl: 'redis://127.0.0.1:1' });

    const statuses: number[] = [];
    for (const guess of wrongNumbers('123456', 4)) statuses.push((await lookup(app, 'giu@example.it', guess)).status);

    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('when limits fall back to memory, then the log says so', async () => {
    const { logger, lines } = captureLogger();
    const redis = createProducerConnection('redis://127.0.0.1:1');
    try {
      const limit = createRateLimits({ redis, prefix: 'down', logger }).limit({ name: 'probe', limit: 1, windowSeconds: 60 });
      await limit.consume('one');
      await expect(limit.consume('one')).rejects.toMatchObject({ status: 429 });
      expect(JSON.stringify(lines)).toContain('rate limits counted in this process only (memory)');
    } finally {
      redis.disconnect();
    }
  });
});
