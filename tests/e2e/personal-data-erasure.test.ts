import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { airportIds, claimBody, submit, type Submitted } from '../integration/claims/claim-fixtures.js';

if (!chromiumPath) console.warn(`Erasure browser test not run: ${chromiumMissingReason}`);

const ADMIN = { email: 'anna.admin@rimborsovolo24.it', name: 'Anna Amministratrice', password: 'una-password-lunga' };
const PASSENGER = { passengerName: 'Teodolinda Sbarbaro', email: 'teodolinda.sbarbaro@example.it' };

describe.skipIf(!chromiumPath)('an admin erases a passenger’s data in the browser', () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let claim: Submitted;

  beforeAll(async () => {
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    server = await startServer({ DATABASE_URL: database().url, QUEUE_PREFIX: `e2e-erasure-${Date.now()}` });
    claim = await submit(server.url, claimBody(await airportIds(database().pool), PASSENGER));
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('when the admin exports, then confirms the erasure with a reason and the practice number, then the file downloads, the result shows and the claim reads "dati cancellati"', async () => {
    await openInteractive(page, `${server.url}/admin/practice/${claim.id}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: `Pratica #${claim.practiceNumber}` }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(PASSENGER.passengerName).count()).toBeGreaterThan(0);

    // The passenger's rights are handled in their section of the claim page.
    await page.getByRole('tab', { name: 'Passeggeri e denaro' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta dati (GDPR)' }).click()]);
    expect(download.suggestedFilename()).toBe(`pratica-${claim.practiceNumber}-dati.json`);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.passenger).toMatchObject({ name: PASSENGER.passengerName, email: PASSENGER.email });

    await page.getByRole('button', { name: 'Cancella dati personali' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('non si può annullare');
    const confirm = dialog.getByRole('button', { name: 'Cancella definitivamente' });
    await dialog.getByLabel('Motivo della cancellazione').fill('Richiesta di cancellazione via PEC');
    expect(await confirm.isDisabled()).toBe(true); // the practice number is not typed yet
    await dialog.getByLabel(/Per confermare, scrivi il numero di pratica/).fill(claim.practiceNumber);
    await confirm.click();
    await dialog.getByText(`I dati personali della pratica #${claim.practiceNumber} sono stati cancellati`).waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).first().click();

    await expect.poll(() => page.getByRole('button', { name: 'Cancella dati personali' }).count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('tab', { name: 'Cronologia' }).click();
    await page.getByText(/Dati personali cancellati \(art\. 17 GDPR\)/).first().waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: 'Riepilogo' }).click();
    await expect.poll(() => page.getByText('dati cancellati', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0); // the name and e-mail in the claim's data
    expect(await page.getByText(PASSENGER.passengerName).count()).toBe(0);
  });
});
