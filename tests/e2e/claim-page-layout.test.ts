import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { postJson } from '../support/test-app.js';
import { airportIds, claimBody } from '../integration/claims/claim-fixtures.js';

if (!chromiumPath) console.warn(`Claim page layout tests not run: ${chromiumMissingReason}`);

const ADMIN = { email: 'lucia.conti@rimborsovolo24.it', name: 'Lucia Conti', password: 'una-password-lunga' };
const SCREEN = { width: 1366, height: 900 };

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(!chromiumPath)('a completed claim’s page, at 1366 × 900 and on a phone', () => {
  const session = useServerAndBrowser();
  let page: Page;
  let claim: { id: number; practiceNumber: string };

  beforeAll(async () => {
    await createOperator(session.database().pool, { ...ADMIN, role: 'admin' });
    const response = await postJson(`${session.server.url}/api/flight-checks`, claimBody(await airportIds(session.database().pool), { passengerName: 'Chiara Bianchi', email: 'chiara@example.it' }));
    expect(response.status).toBe(201);
    claim = await response.json();

    page = await (await session.browser.newContext({ viewport: SCREEN })).newPage();
    await openInteractive(page, `${session.server.url}/admin/practice/${claim.id}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: `Pratica #${claim.practiceNumber}` }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Cambia stato o assegna' }).click();
    const status = page.getByRole('dialog', { name: 'Stato, assegnazione e priorità' });
    await status.getByLabel('Stato della pratica').selectOption({ label: 'Completata' });
    await status.getByRole('button', { name: 'Aggiorna lo stato' }).click();
    await page.getByText('✅ Stato aggiornato').first().waitFor({ timeout: 10_000 });
    await status.waitFor({ state: 'hidden' });
  });
  afterAll(() => page?.context().close());

  it('when the operator opens a completed claim, then it opens on «Riepilogo», says it waits for nobody, and is no taller than three screens', async () => {
    await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const summary = page.getByRole('tab', { name: 'Riepilogo' });
    await summary.waitFor({ timeout: 15_000 });
    expect(await summary.getAttribute('aria-selected')).toBe('true');
    await page.getByText('Nessuna: la pratica è completata').waitFor({ timeout: 15_000 });
    await page.getByText('Nessuna attività per questa pratica.').waitFor({ timeout: 15_000 });

    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(3 * SCREEN.height);
    expect(await page.getByText('N/A', { exact: true }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('when the operator moves between sections, then the address keeps the section and nothing scrolls sideways at 1366 or 390 px', async () => {
    for (const width of [SCREEN.width, 390]) {
      await page.setViewportSize({ width, height: SCREEN.height });
      for (const name of ['Riepilogo', 'Passeggeri e denaro', 'Documenti', 'Compagnia aerea', 'Messaggi', 'Cronologia', 'Tecnica']) {
        await page.getByRole('tab', { name, exact: true }).click();
        await expect.poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
        await page.getByRole('tabpanel').getByRole('heading').first().waitFor({ timeout: 15_000 });
        await page.waitForTimeout(300); // the panels' own data, loaded on opening the section
        expect({ width, name, overflow: await sidewaysOverflow(page) }).toEqual({ width, name, overflow: 0 });
      }
    }
    expect(new URL(page.url()).searchParams.get('section')).toBe('tecnica');
    await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Tecnica', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: 'Tecnica', exact: true }).getAttribute('aria-selected')).toBe('true');
  });
});
