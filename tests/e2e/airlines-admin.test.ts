import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

if (!chromiumPath) console.warn(`Carriers' pages browser tests not run: ${chromiumMissingReason}`);

const ADMIN = { email: 'anna.admin@rimborsovolo24.it', name: 'Anna Amministratrice', password: 'una-password-lunga' };

describe.skipIf(!chromiumPath)('the carriers’ pages in the browser', () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    server = await startServer({ DATABASE_URL: database().url });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function logIn(page: Page, next: string) {
    await openInteractive(page, `${server.url}${next}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname + url.search === next);
  }

  it('when an admin on a phone finds Ryanair and sets its claims e-mail, then the page shows it and its history', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await logIn(page, '/admin?tab=compagnie');

    await page.getByRole('searchbox', { name: 'Cerca per codice IATA/ICAO o nome' }).fill('ryanair');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Modifica Ryanair' }).click();
    await page.getByLabel('E-mail reclami').fill('reclami@esempio-vettore.it');
    await page.getByRole('button', { name: 'Salva compagnia' }).click();

    const history = page.getByRole('heading', { name: 'Storia delle modifiche' }).locator('..');
    await expect.poll(() => history.textContent(), { timeout: 10_000 }).toContain('E-mail reclami: — → reclami@esempio-vettore.it');
    expect(await history.textContent()).toContain(ADMIN.name);
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // On a phone the sections are behind «Menu».
    const nav = page.getByRole('navigation', { name: 'Sezioni dell’area operatori' });
    await nav.getByRole('button', { name: /^Menu/ }).click();
    await nav.getByRole('link', { name: 'Pagella compagnie', exact: true }).click();
    await page.getByText('Nessuna pratica ancora inviata alle compagnie.').waitFor();
  });

  it('when an admin opens the operators’ area at 1366 × 900, then every section is in view at once, grouped, and the page does not scroll sideways', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await logIn(page, '/admin?tab=pratiche');
    const nav = page.getByRole('navigation', { name: 'Sezioni dell’area operatori' });

    const sections = ['Panoramica', 'Pratiche', 'Messaggi', 'Attività', 'Pagamenti', 'Compagnie aeree', 'Pagella compagnie', 'Statistiche', 'Eventi', 'Monitoraggio', 'Template e-mail', 'Operatori'];
    for (const name of sections) {
      const box = await nav.getByRole('link', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(900);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(1366);
    }
    expect(await nav.textContent()).toMatch(/Lavoro.*Dati.*Sistema/);
    expect(await nav.getByRole('link', { name: 'Pratiche', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    await nav.getByRole('link', { name: 'Statistiche', exact: true }).click();
    await page.getByRole('heading', { name: 'Andamento settimanale' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=statistiche');
  });
});
