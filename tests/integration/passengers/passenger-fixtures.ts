import { expect } from 'vitest';
import type { startSmtpSink } from '../../support/smtp-sink.js';
import { postJson, type TestApp } from '../../support/test-app.js';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
export const SIGN_IN_SUBJECT = 'Il tuo link per accedere all’area riservata';

export const signInMails = (smtp: SmtpSink, address: string) => smtp.received.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && mail.subject === SIGN_IN_SUBJECT);

export const requestLink = (app: TestApp, email: string, headers: Record<string, string> = {}) => postJson(`${app.url}/api/passenger/sign-in`, { email }, headers);

/** The token of the link in the n-th sign-in e-mail to the address (waits for it). */
export async function linkToken(smtp: SmtpSink, address: string, count = 1): Promise<string> {
  await expect.poll(() => signInMails(smtp, address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const mail = signInMails(smtp, address)[count - 1]!;
  const link = /https?:\/\/\S+\/area-riservata\/accesso\?t=(\S+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

export const openSession = (app: TestApp, token: string, headers: Record<string, string> = {}) => postJson(`${app.url}/api/passenger/sessions`, { token }, headers);

export interface PassengerClient {
  cookie: string;
  csrfToken: string;
  fetch(path: string, init?: { method?: string; body?: unknown; csrf?: boolean }): Promise<Response>;
}

export function passengerClient(app: TestApp, cookie: string, csrfToken: string): PassengerClient {
  return {
    cookie,
    csrfToken,
    fetch(path, init = {}) {
      return fetch(`${app.url}${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie, 'content-type': 'application/json', ...(init.csrf === false ? {} : { 'x-csrf-token': csrfToken }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
  };
}

/** Asks for a link, reads it from the sink, opens a session. */
export async function signIn(app: TestApp, smtp: SmtpSink, email: string): Promise<PassengerClient> {
  const before = signInMails(smtp, email).length;
  expect((await requestLink(app, email)).status).toBe(202);
  const token = await linkToken(smtp, email, before + 1);
  const opened = await openSession(app, token);
  expect(opened.status, await opened.clone().text()).toBe(200);
  const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await opened.json()) as { csrfToken: string };
  return passengerClient(app, cookie, csrfToken);
}
