import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { totpCode } from '../support/operator-accounts.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

const missing = chromiumPath ? undefined : chromiumMissingReason;
if (missing) console.warn(`Operators' second factor browser test not run: ${missing}`);

const ADMIN = { email: 'irene.oro@rimborsovolo24.it', name: 'Irene Oro', password: 'una-password-lunga' };

describe.skipIf(missing)("an admin's second factor in the browser (REQUIRE_2FA on)", () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    const redisUrl = inject('redisUrl');
    server = await startServer({ DATABASE_URL: database().url, REQUIRE_2FA: 'true', QUEUE_PREFIX: `e2e-2fa-${Date.now()}`, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function enterPassword() {
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
  }

  it('when an admin without 2FA logs in, then only "Sicurezza account" opens, and enrolling with the QR key and a code shows ten recovery codes once', async () => {
    await openInteractive(page, `${server.url}/admin`);
    await page.waitForURL(/\/admin\/login/);
    await enterPassword();
    await page.waitForURL((url) => url.pathname === '/admin/account');
    await page.getByText('Per gli amministratori la verifica in due passaggi è obbligatoria', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
    await page.getByRole('img', { name: /Codice QR/ }).waitFor();
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Codice di verifica').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Conferma' }).click();

    const codes = page.getByRole('list', { name: 'Elenco dei codici di recupero' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard amministrativa' }).waitFor();
  });

  it('when the admin logs in again, then the password leads to the code step, and a code computed from the key opens the dashboard', async () => {
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(/\/admin\/login/);
    await enterPassword();
    const code = page.getByLabel('Codice di verifica');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(totpCode(secret, 1)); // the next period's code: the enrolment spent this one
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Operatori', exact: true }).click();
    const row = page.getByRole('row', { name: /Irene Oro/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Attiva');
    expect(await row.textContent()).toContain('Il tuo account');
  });
});
