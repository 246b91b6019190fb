import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath, launchChromium } from '../../support/browser.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const missing = chromiumPath ? undefined : chromiumMissingReason;
if (missing) console.warn(`API reference page browser test not run: ${missing}`);

describe.skipIf(missing)('the API reference page /api/docs in Chromium', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp(database());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('when opened, then it shows the API title and its operations, with no console error and no request to another origin', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== app.url) elsewhere.push(request.url());
    });

    await page.goto(`${app.url}/api/docs`);
    await page.getByRole('heading', { name: 'RimborsoVolo24 API' }).first().waitFor({ timeout: 20_000 });
    await page.getByText('/api/health').first().waitFor();
    await page.getByText('Richieste di rimborso', { exact: true }).first().click();
    await page.getByText('Invia una richiesta di rimborso').first().waitFor();
    // Without an operator's session the operators' operations are not listed.
    expect(await page.getByText('Elenco delle pratiche').count()).toBe(0);

    await page.getByText('Open Search').first().click();
    await page.keyboard.type('aeroporto');
    await page.getByText('Cerca un aeroporto per nome, città o codice IATA').first().waitFor();

    expect(errors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it("when an operator's session opens it, then the operators' operations are listed too", async () => {
    const operator = await app.operator();
    const [name, value] = operator.cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, url: app.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto(`${app.url}/api/docs`);
    await page.getByText('Operatori: pratiche', { exact: true }).first().click({ timeout: 20_000 });
    await page.getByText('Elenco delle pratiche').first().waitFor();
    expect(errors).toEqual([]);
  });
});
