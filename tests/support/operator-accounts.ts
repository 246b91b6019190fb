import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { createOperator, type Role } from '../../src/operators/index.js';
import type { RecordedEvent } from '../../src/platform/event-store/index.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'una-password-lunga';

let created = 0;

/** An operator account, not logged in. */
export async function account(pool: pg.Pool, role: Role = 'operator', name = 'Marco Neri') {
  const email = `conto${++created}-${Date.now()}@rimborsovolo24.it`;
  const operator = await createOperator(pool, { email, name, role, password: PASSWORD });
  return { ...operator, password: PASSWORD };
}

export function login(app: Pick<TestApp, 'url'>, email: string, password = PASSWORD): Promise<Response> {
  return fetch(`${app.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

export function secondFactor(app: Pick<TestApp, 'url'>, challenge: string, code: string): Promise<Response> {
  return fetch(`${app.url}/api/admin/login/2fa`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challenge, code }) });
}

/** What a session answer gives a client: fetch with its cookie and CSRF token. */
export async function sessionOf(app: Pick<TestApp, 'url'>, answer: Response) {
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  const body = (await answer.json()) as { csrfToken: string; twoFactor: { enabled: boolean; required: boolean; mustEnrol: boolean } };
  return {
    cookie,
    csrfToken: body.csrfToken,
    twoFactor: body.twoFactor,
    fetch(path: string, init: { method?: string; body?: unknown; csrf?: boolean } = {}) {
      const headers: Record<string, string> = { cookie, 'content-type': 'application/json' };
      if (init.csrf !== false) headers['x-csrf-token'] = body.csrfToken;
      return fetch(`${app.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    },
  };
}

/** The code an authenticator app shows `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

export async function auditEvents(app: Pick<TestApp, 'store'>): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app.store.readStream('operator-audit')) events.push(event);
  return events;
}
