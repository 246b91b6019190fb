/** Operators' passwords and sessions as an attacker meets them. */
import { createHmac, randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/operators/passwords.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { account, login, PASSWORD, sessionOf } from '../../support/operator-accounts.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const database = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(database());
});
afterAll(() => app?.close());

const pool = () => database().pool;

describe('password hashes', () => {
  it('when an operator is created, then the hash costs N=2^17 (r=8, p=1)', async () => {
    const operator = await account(pool());
    const { rows } = await pool().query('SELECT password_hash FROM operators WHERE id = $1', [operator.id]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('when an operator with a hash of the old cost (N=16384) logs in, then the password verifies and the hash is upgraded to N=2^17', async () => {
    const operator = await account(pool());
    const salt = randomBytes(16);
    const old = ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync(PASSWORD, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url')].join('$');
    await pool().query('UPDATE operators SET password_hash = $2 WHERE id = $1', [operator.id, old]);

    const wrong = await login(app, operator.email, 'non-è-la-password');
    expect(wrong.status).toBe(401);
    expect((await pool().query('SELECT password_hash FROM operators WHERE id = $1', [operator.id])).rows[0].password_hash).toBe(old);

    expect((await login(app, operator.email)).status).toBe(200);
    const upgraded = (await pool().query('SELECT password_hash FROM operators WHERE id = $1', [operator.id])).rows[0].password_hash as string;
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect((await login(app, operator.email)).status).toBe(200);
  });

  it('when the e-mail is unknown, the password wrong or the account disabled, then the answer is the same 401 and each spends one full-cost hash', async () => {
    const disabled = await account(pool());
    const known = await account(pool());
    await pool().query('UPDATE operators SET disabled_at = now() WHERE id = $1', [disabled.id]);

    const attempts = [
      () => login(app, 'nessuno@rimborsovolo24.it'),
      () => login(app, known.email, 'non-è-la-password'),
      () => login(app, disabled.email),
    ];
    const answers: { status: number; body: unknown; cookie: string | null; ms: number }[] = [];
    for (const attempt of attempts) {
      const started = performance.now();
      const response = await attempt();
      answers.push({ status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie'), ms: performance.now() - started });
    }
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body, answer.cookie]))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 401, body: { detail: 'Email o password non corretti.' }, cookie: null });
    // One N=2^17 hash takes well over 50 ms anywhere; a path that skipped it would answer in a few.
    for (const answer of answers) expect(answer.ms).toBeGreaterThan(50);
  });
});

describe('sessions', () => {
  it('when the session table is read, then it holds an HMAC of the token under the operator-session key, not the token', async () => {
    const operator = await account(pool());
    const session = await sessionOf(app, await login(app, operator.email));
    const token = decodeURIComponent(session.cookie.split('=')[1]!);
    const { rows } = await pool().query('SELECT token_hash FROM operator_sessions WHERE operator_id = $1', [operator.id]);
    expect(rows).toEqual([{ token_hash: createHmac('sha256', deriveKey(app.secretKey, 'operator-session')).update(token).digest('hex') }]);
  });

  it('when a session is past its absolute end (12 hours after login), then it is refused even if used a minute ago', async () => {
    const operator = await account(pool());
    const session = await sessionOf(app, await login(app, operator.email));
    expect((await session.fetch('/api/admin/me')).status).toBe(200);
    await pool().query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = $1", [operator.id]);
    expect((await session.fetch('/api/admin/me')).status).toBe(401);
    expect((await session.fetch('/api/admin/flight-checks')).status).toBe(401);
  });

  it('when a session has been idle past its idle deadline (30 minutes), then it is refused', async () => {
    const operator = await account(pool());
    const session = await sessionOf(app, await login(app, operator.email));
    await pool().query("UPDATE operator_sessions SET idle_expires_at = now() - interval '1 second' WHERE operator_id = $1", [operator.id]);
    expect((await session.fetch('/api/admin/me')).status).toBe(401);
  });

  it('when a session is used, then its idle deadline moves to 30 minutes ahead, never past the absolute end', async () => {
    const operator = await account(pool());
    const session = await sessionOf(app, await login(app, operator.email));
    const deadlines = () => pool().query<{ idle: Date; expires: Date }>('SELECT idle_expires_at AS idle, expires_at AS expires FROM operator_sessions WHERE operator_id = $1', [operator.id]);

    const fresh = (await deadlines()).rows[0]!;
    expect(fresh.expires.getTime() - fresh.idle.getTime()).toBeGreaterThan(11 * 3600 * 1000);
    expect(fresh.idle.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000 + 5_000);

    await pool().query("UPDATE operator_sessions SET idle_expires_at = now() + interval '1 minute' WHERE operator_id = $1", [operator.id]);
    await session.fetch('/api/admin/me');
    expect((await deadlines()).rows[0]!.idle.getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);

    await pool().query("UPDATE operator_sessions SET expires_at = now() + interval '5 minutes' WHERE operator_id = $1", [operator.id]);
    await session.fetch('/api/admin/me');
    const late = (await deadlines()).rows[0]!;
    expect(late.idle.getTime()).toBe(late.expires.getTime());
  });
});
