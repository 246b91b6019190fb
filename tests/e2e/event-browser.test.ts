import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { postJson } from '../support/test-app.js';
import { airportIds, claimBody } from '../integration/claims/claim-fixtures.js';

if (!chromiumPath) console.warn(`Event browser tests not run: ${chromiumMissingReason}`);

const ADMIN = { email: 'paola.neri@rimborsovolo24.it', name: 'Paola Neri', password: 'una-password-lunga' };

describe.skipIf(!chromiumPath)('support staff replay history in the browser', () => {
  const session = useServerAndBrowser();
  let page: Page;
  let claim: { id: number; practiceNumber: string };

  beforeAll(async () => {
    await createOperator(session.database().pool, { ...ADMIN, role: 'admin' });
    const airports = await airportIds(session.database().pool);
    for (const name of ['Maria Rossi', 'Giovanni Verdi']) {
      const response = await postJson(`${session.server.url}/api/flight-checks`, claimBody(airports, { passengerName: name, email: `${name.split(' ')[0]!.toLowerCase()}@example.it` }));
      expect(response.status).toBe(201);
      claim = await response.json();
    }
    page = await (await session.browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    await openInteractive(page, `${session.server.url}/admin?tab=eventi`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' && url.search === '?tab=eventi');
  });
  afterAll(() => page?.context().close());

  it('when the administrator filters by type and opens an event, then its line, its decrypted data and the events of its correlation show', async () => {
    const list = page.getByRole('list', { name: 'Eventi', exact: true });
    await list.getByText(`Richiesta inviata dal passeggero (pratica #${claim.practiceNumber})`).waitFor({ timeout: 10_000 });
    expect(await list.getByText('Accesso con password').count()).toBeGreaterThan(0); // the administrator's own login, from the audit stream

    await page.getByLabel('Tipo di evento').fill('ClaimSubmitted');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await page.waitForURL(/type=ClaimSubmitted/);
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    expect(await list.getByText('Accesso con password').count()).toBe(0);

    await list.getByRole('listitem').filter({ hasText: claim.practiceNumber }).getByRole('button', { name: /^Apri l'evento/ }).click();
    const detail = page.getByRole('region', { name: 'Dettaglio evento' });
    await detail.getByText('Giovanni Verdi').waitFor({ timeout: 10_000 });
    expect(await detail.getByLabel("Metadati dell'evento").textContent()).toContain('"correlationId"');
    const correlated = detail.getByRole('region', { name: 'Eventi con la stessa correlazione' });
    await correlated.getByText(/Idoneità valutata/).first().waitFor({ timeout: 10_000 });

    await correlated.getByRole('button', { name: 'Filtra per questa correlazione' }).click();
    await page.waitForURL(/correlation=/);
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await list.getByText('Giovanni Verdi').count()).toBe(0);
    expect(await page.getByRole('listitem').filter({ hasText: 'Maria Rossi' }).count()).toBe(0);
  });

  it('when the administrator picks days, then a past range says nothing matches and today lists the claims again', async () => {
    await openInteractive(page, `${session.server.url}/admin?tab=eventi&type=ClaimSubmitted`);
    await page.getByLabel('Dal giorno').fill('2020-01-01');
    await page.getByLabel('Al giorno (compreso)').fill('2020-01-31');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await page.getByText('Nessun evento corrisponde ai filtri.').waitFor({ timeout: 10_000 });

    const today = await page.evaluate(() => new Date().toLocaleDateString('sv')); // YYYY-MM-DD in the browser's own time zone
    await page.getByLabel('Dal giorno').fill(today);
    await page.getByLabel('Al giorno (compreso)').fill(today);
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Eventi', exact: true }).getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
  });

  it('when the administrator opens a claim, then its «Tecnica» section lists its stream the same way', async () => {
    await openInteractive(page, `${session.server.url}/admin/practice/${claim.id}`);
    await page.getByRole('tab', { name: 'Tecnica' }).click();
    const events = page.getByRole('list', { name: 'Eventi della pratica' });
    await events.getByText(`Richiesta inviata dal passeggero (pratica #${claim.practiceNumber})`).waitFor({ timeout: 10_000 });
    expect(await events.getByText(`claim-${claim.id}`).count()).toBeGreaterThan(0);
  });

  it('when the administrator rebuilds a projection, then a progress bar shows while it runs and the row says it completed', async () => {
    // The swap waits for inline appends of the read model: holding that fence keeps the rebuild on screen.
    const fence = await session.database().pool.connect();
    await fence.query('BEGIN');
    await fence.query("SELECT pg_advisory_xact_lock_shared(hashtextextended('inline:claims', 0))");
    try {
      await openInteractive(page, `${session.server.url}/admin?tab=monitoraggio`);
      await page.getByRole('button', { name: 'Ricostruisci claims', exact: true }).click();
      const progress = page.getByRole('progressbar', { name: 'Ricostruzione di claims' });
      await progress.waitFor({ timeout: 10_000 });
      // Every event folded, the swap waiting on the fence: the bar shows how far it got.
      await expect.poll(() => progress.getAttribute('aria-valuetext'), { timeout: 10_000 }).toMatch(/^[1-9]\d*%, [1-9]\d* eventi$/);
    } finally {
      await fence.query('COMMIT');
      fence.release();
    }
    const row = page.locator('tr[data-projection="claims"]');
    await row.getByText(/Ricostruita da \d+ eventi .*Paola Neri/).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });

  it('when a read-model row was changed behind the events’ back, then verify shows that difference', async () => {
    await session.database().pool.query('UPDATE claims SET flight_number = $2 WHERE id = $1', [claim.id, 'XX9999']);
    await page.getByRole('button', { name: 'Verifica claims', exact: true }).click();
    const differences = page.getByRole('status', { name: 'Differenze di claims' });
    await differences.waitFor({ timeout: 15_000 });
    expect(await differences.textContent()).toMatch(/flight_number atteso «AZ610», trovato «XX9999»/);
  });
});
