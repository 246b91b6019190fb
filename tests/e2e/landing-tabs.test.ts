import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';

if (!chromiumPath) console.warn(`Landing tabs browser test not run: ${chromiumMissingReason}`);

/** Console errors and uncaught exceptions of a page: a hydration error (#418, #419, …) shows up here. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Clicks a tab as soon as the server's HTML shows it, before the page has hydrated, until it is selected. */
async function selectTabAtOnce(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.waitFor();
  await expect
    .poll(
      async () => {
        await tab.click({ timeout: 1_000 }).catch(() => {});
        return tab.getAttribute('aria-selected');
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBe('true');
}

describe.skipIf(!chromiumPath)('the landing page’s tools used right after the page loads', () => {
  const session = useServerAndBrowser();

  const freshPage = async () => {
    const page = await session.browser.newPage();
    const errors = watchErrors(page);
    await page.goto(session.server.url, { waitUntil: 'commit' });
    return { page, errors };
  };

  it('when the calculator tab is used at once, then it computes and the console stays clean', async () => {
    const { page, errors } = await freshPage();
    await selectTabAtOnce(page, 'Calcolatore');
    // The tab's own fields: without a flight-data key the hero asks for airports too.
    const calculator = page.getByRole('tabpanel', { name: 'Calcolatore' });
    await calculator.getByRole('combobox', { name: 'Aeroporto di partenza' }).fill('FCO');
    await calculator.getByRole('option', { name: /\(FCO\)/ }).click();
    await calculator.getByRole('combobox', { name: 'Aeroporto di arrivo' }).fill('JFK');
    await calculator.getByRole('option', { name: /\(JFK\)/ }).click();
    await page.getByLabel('Tipo di problema').selectOption({ label: 'Ritardo volo' });
    await page.getByLabel("Ore di ritardo all'arrivo").fill('5');
    await expect.poll(() => page.getByText(/600,00\s*€/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the quiz tab is used at once, then the first answer is marked and the quiz moves on and the console stays clean', async () => {
    const { page, errors } = await freshPage();
    await selectTabAtOnce(page, 'Quiz');
    const progress = page.getByRole('progressbar', { name: 'Avanzamento del quiz' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await page.getByRole('radiogroup').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Conferma la risposta' }).click();
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1');
    await page.getByText(/^(Corretto|Sbagliato)!$/).waitFor();
    await page.getByRole('button', { name: 'Prossima domanda' }).click();
    await page.getByText('Domanda 2 di 8').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the check tab is used at once after another tab, then its button opens the wizard and the console stays clean', async () => {
    const { page, errors } = await freshPage();
    await selectTabAtOnce(page, 'Quiz');
    await selectTabAtOnce(page, 'Verifica');
    await page.getByRole('link', { name: 'Inizia la verifica gratuita' }).click();
    await page.waitForURL(/\/verifica-rimborso$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
