/** The operators' second factor (TOTP and recovery codes) as an attacker meets it, and REQUIRE_2FA for admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { account, auditEvents, login, secondFactor, sessionOf, totpCode } from '../../support/operator-accounts.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const database = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(database());
});
afterAll(() => app?.close());

const pool = () => database().pool;
type Session = Awaited<ReturnType<typeof sessionOf>>;

/** Logs in with the password, starts the setup and confirms it with the code of the previous period (the next ones stay free for logins). */
async function enrol(session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await session.fetch('/api/admin/account/two-factor/setup', { method: 'POST' });
  expect(setup.status).toBe(200);
  const { secret, uri, qrCode } = (await setup.json()) as { secret: string; uri: string; qrCode: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/RimborsoVolo24:.+\?.*issuer=RimborsoVolo24/);
  expect(uri).toContain('algorithm=SHA1');
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await session.fetch('/api/admin/account/two-factor/confirm', { method: 'POST', body: { code: totpCode(secret, -1) } });
  expect(confirmed.status).toBe(201);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function challengeFor(email: string): Promise<string> {
  const response = await login(app, email);
  expect(response.headers.get('set-cookie')).toBeNull();
  const body = (await response.json()) as { twoFactorRequired: boolean; challenge: string };
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

describe('logging in with a second factor', () => {
  let giulia: Awaited<ReturnType<typeof account>>;
  let enrolment: { secret: string; recoveryCodes: string[] };

  beforeAll(async () => {
    giulia = await account(pool(), 'operator', 'Giulia Verdi');
    enrolment = await enrol(await sessionOf(app, await login(app, giulia.email)));
  });

  it('when 2FA is confirmed, then ten distinct recovery codes are shown once and only their hashes are stored', async () => {
    expect(new Set(enrolment.recoveryCodes).size).toBe(10);
    const { rows } = await pool().query('SELECT code_hash FROM operator_recovery_codes WHERE operator_id = $1', [giulia.id]);
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of enrolment.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
    const types = (await auditEvents(app)).map((event) => event.type);
    expect(types).toContain('OperatorTwoFactorEnabled');
  });

  it('when the database is read, then the TOTP secret is not there in the clear: a stolen copy cannot make codes', async () => {
    const { rows } = await pool().query('SELECT totp_secret, totp_pending_secret FROM operators WHERE id = $1', [giulia.id]);

    expect(rows[0].totp_pending_secret).toBeNull();
    expect(rows[0].totp_secret).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain(enrolment.secret);
  });

  it('when the right password alone is given, then no session opens: a challenge does, and nothing behind the guard answers', async () => {
    const challenge = await challengeFor(giulia.email);
    const probe = await fetch(`${app.url}/api/admin/me`, { headers: { cookie: `rv_session=${challenge}` } });
    expect(probe.status).toBe(401);
  });

  it('when a current code follows the challenge, then the session opens; the same code again and the spent challenge are refused', async () => {
    const code = totpCode(enrolment.secret);
    const challenge = await challengeFor(giulia.email);
    const opened = await secondFactor(app, challenge, code);
    expect(opened.status).toBe(200);
    const session = await sessionOf(app, opened);
    expect((await session.fetch('/api/admin/flight-checks')).status).toBe(200);

    expect((await secondFactor(app, challenge, totpCode(enrolment.secret, 1))).status).toBe(401); // the challenge is spent
    const replayed = await secondFactor(app, await challengeFor(giulia.email), code);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ title: 'Codice non valido' });
    const failure = (await auditEvents(app)).filter((event) => event.type === 'OperatorLoginFailed').at(-1)!;
    expect(failure.data).toEqual({ operatorId: giulia.id, reason: 'wrong_code' });
    expect(JSON.stringify(failure.data) + JSON.stringify(failure.metadata)).not.toContain(code);
  });

  it('when a recovery code is used, then it opens one session and never another', async () => {
    const [code] = enrolment.recoveryCodes;
    const first = await secondFactor(app, await challengeFor(giulia.email), code!.toUpperCase());
    expect(first.status).toBe(200);
    const again = await secondFactor(app, await challengeFor(giulia.email), code!);
    expect(again.status).toBe(401);
    const used = (await auditEvents(app)).filter((event) => event.type === 'OperatorRecoveryCodeUsed');
    expect(used.map((event) => event.data)).toEqual([{ operatorId: giulia.id, remaining: 9 }]);
    expect(JSON.stringify(used.map((event) => event.metadata))).not.toContain(code!);
  });

  it("when another operator's challenge is paired with one's own valid code, then it is refused", async () => {
    const other = await account(pool(), 'operator', 'Carlo Blu');
    const otherEnrolment = await enrol(await sessionOf(app, await login(app, other.email)));
    const giuliasChallenge = await challengeFor(giulia.email);
    expect((await secondFactor(app, giuliasChallenge, totpCode(otherEnrolment.secret))).status).toBe(401);
    expect((await secondFactor(app, giuliasChallenge, otherEnrolment.recoveryCodes[0]!)).status).toBe(401);
    expect((await secondFactor(app, 'una-sfida-inventata', totpCode(enrolment.secret, 1))).status).toBe(401);
  });
});

describe('turning 2FA off, and REQUIRE_2FA for admins', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp(database(), { REQUIRE_2FA: 'true' });
  });
  afterAll(() => strict?.close());

  it('when 2FA is off for an operator, then a current code turns it off; a wrong one does not', async () => {
    const marta = await account(pool(), 'operator', 'Marta Rosa');
    const session = await sessionOf(strict, await login(strict, marta.email));
    const { secret } = await enrol(session);
    expect((await session.fetch('/api/admin/account/two-factor/disable', { method: 'POST', body: { code: '000000' } })).status).toBe(400);
    expect((await session.fetch('/api/admin/account/two-factor/disable', { method: 'POST', body: { code: totpCode(secret) } })).status).toBe(204);
    expect((await login(strict, marta.email)).status).toBe(200);
    expect((await auditEvents(strict)).map((event) => event.type)).toContain('OperatorTwoFactorDisabled');
  });

  it('when an admin without 2FA logs in with REQUIRE_2FA on, then the session reaches only enrolment, /me and logout until they enrol', async () => {
    const admin = await account(pool(), 'admin', 'Irene Oro');
    const session = await sessionOf(strict, await login(strict, admin.email));
    expect(session.twoFactor).toEqual({ enabled: false, required: true, mustEnrol: true });

    for (const path of ['/api/admin/flight-checks', '/api/admin/stats', '/api/admin/operators', '/api/email-templates', '/api/admin/flight-checks/1/events']) {
      const refused = await session.fetch(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toMatchObject({ title: 'Verifica in due passaggi richiesta' });
    }
    expect((await session.fetch('/api/admin/me')).status).toBe(200);

    const { secret } = await enrol(session);
    expect((await session.fetch('/api/admin/flight-checks')).status).toBe(200);
    const cannotTurnOff = await session.fetch('/api/admin/account/two-factor/disable', { method: 'POST', body: { code: totpCode(secret) } });
    expect(cannotTurnOff.status).toBe(403);
  });

  it('when an operator who is not an admin logs in with REQUIRE_2FA on, then a password is still enough for them', async () => {
    const operator = await account(pool(), 'operator', 'Nico Verde');
    const session = await sessionOf(strict, await login(strict, operator.email));
    expect((await session.fetch('/api/admin/flight-checks')).status).toBe(200);
  });
});
