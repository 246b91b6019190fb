import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { airportIds, claimBody, submit, type Submitted } from '../integration/claims/claim-fixtures.js';

if (!chromiumPath) console.warn(`Claim assignment browser test not run: ${chromiumMissingReason}`);

const OPERATOR = { email: 'giulia.verdi@rimborsovolo24.it', name: 'Giulia Verdi', password: 'una-password-lunga' };
const COLLEAGUE = { email: 'marco.neri@rimborsovolo24.it', name: 'Marco Neri', password: 'una-password-lunga' };

/** How far the page, and the list's card, scroll sideways (0: they fit). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const table = document.querySelector('table');
    const card = table?.parentElement;
    return { page: root.scrollWidth - root.clientWidth, list: card ? card.scrollWidth - card.clientWidth : -1 };
  });

describe.skipIf(!chromiumPath)('an operator assigns a claim to themselves from the picker, at 1366 × 900', () => {
  const session = useServerAndBrowser();
  let page: Page;
  let claim: Submitted;

  beforeAll(async () => {
    const pool = session.database().pool;
    await createOperator(pool, { ...OPERATOR, role: 'operator' });
    await createOperator(pool, { ...COLLEAGUE, role: 'operator' });
    const airports = await airportIds(pool);
    // Long names and addresses: the list must wrap them, not scroll.
    for (const n of [1, 2, 3]) await submit(session.server.url, claimBody(airports, { passengerName: `Maria Annunziata Bellavista-Montecatini ${n}`, email: `maria.annunziata.bellavista.montecatini.${n}@posta-elettronica-certificata.example.it` }));
    claim = await submit(session.server.url, claimBody(airports, { passengerName: 'Lucia Ferrari', email: 'lucia.ferrari@example.it' }));
    page = await (await session.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await openInteractive(page, `${session.server.url}/admin/practice/${claim.id}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/practice/${claim.id}`);
  });

  it('when the operator picks themselves and assigns, then the claim is under «Le mie pratiche» and the list does not scroll sideways', async () => {
    // Status and assignment are changed from the header's window.
    await page.getByRole('button', { name: 'Cambia stato o assegna' }).click();
    const picker = page.getByRole('combobox', { name: 'Operatore assegnato' });
    await picker.waitFor({ timeout: 10_000 });
    expect(await picker.locator('option').allTextContents()).toEqual(['Scegli un operatore', 'Giulia Verdi', 'Marco Neri']);
    await picker.selectOption({ label: 'Giulia Verdi' });
    await page.getByRole('button', { name: 'Assegna', exact: true }).click();
    await page.getByText('Assegnata a Giulia Verdi').first().waitFor({ timeout: 10_000 });

    await openInteractive(page, `${session.server.url}/admin?tab=pratiche`);
    await page.getByRole('table').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(5);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, list: 0 });

    await page.getByRole('button', { name: 'Le mie pratiche' }).click();
    await page.waitForURL(/mie=1/);
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2); // the header and the one claim
    const row = page.getByRole('row', { name: new RegExp(claim.practiceNumber) });
    expect(await row.textContent()).toContain('Giulia Verdi');
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, list: 0 });
  });
});
