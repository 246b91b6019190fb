import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAeroDataBoxStub, statusFlight, type AeroDataBoxStub } from '../support/aerodatabox-stub.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { italianDate, RECENT_FLIGHT_DATE } from '../support/italian-days.js';

if (!chromiumPath) console.warn(`Hero flight check browser test not run: ${chromiumMissingReason}`);

/** Console errors and uncaught exceptions of a page (a hydration error shows up here); failed requests are the network's, not the page's. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe.skipIf(!chromiumPath)('a passenger checks a flight in the landing’s hero and claims', () => {
  let flightData: AeroDataBoxStub;
  beforeAll(async () => {
    // AeroDataBox as a loopback stub: AZ 610 Fiumicino → JFK landed 4 h 5 min late; it knows no other flight.
    flightData = await startAeroDataBoxStub();
    flightData.answer((request) =>
      request.path === `/flights/number/AZ610/${RECENT_FLIGHT_DATE}`
        ? {
            body: [
              statusFlight({
                number: 'AZ 610',
                from: 'FCO',
                to: 'JFK',
                status: 'Arrived',
                departure: { scheduled: `${RECENT_FLIGHT_DATE} 10:15+02:00`, revised: `${RECENT_FLIGHT_DATE} 12:40+02:00` },
                arrival: { scheduled: `${RECENT_FLIGHT_DATE} 13:50-04:00`, revised: `${RECENT_FLIGHT_DATE} 17:55-04:00` },
              }),
            ],
          }
        : { status: 204 },
    );
  });
  afterAll(async () => {
    await flightData?.close();
  });
  const session = useServerAndBrowser({ env: () => ({ AERODATABOX_API_KEY: 'chiave-di-prova', AERODATABOX_BASE_URL: flightData.url }) });

  it('when AZ610 landed 4 h 5 min late, then the hero shows 600 € and our fee, and the wizard it opens, already filled, sends the claim', async () => {
    const page = await (await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    const errors = watchErrors(page);
    await openInteractive(page, session.server.url);

    await page.getByLabel('Numero del volo').fill('az610');
    await page.getByLabel('Data del volo').fill(RECENT_FLIGHT_DATE);
    await page.getByRole('button', { name: 'Controlla il volo' }).click();
    const answer = page.getByRole('region', { name: 'Il volo è atterrato con 4 h 5 min di ritardo' });
    await answer.waitFor({ timeout: 15_000 });
    expect(await answer.textContent()).toContain(`AZ610 del ${italianDate(RECENT_FLIGHT_DATE)} · FCO → JFK`);
    expect((await answer.textContent())?.replace(/\u00a0/g, ' ')).toMatch(/Risarcimento600,00 €Nostra commissione \(25 % \+ IVA\)− 183,00 €A te417,00 €/);

    await answer.getByRole('button', { name: 'Continua la richiesta' }).click();
    await page.waitForURL(/\/verifica-rimborso$/);
    // The wizard opens on the passenger's details: airports, day and flight are done.
    await page.getByRole('heading', { level: 2, name: 'Passo 4 di 5: Dati' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Che cosa è successo?').inputValue()).toBe('delay');
    await page.getByLabel('Nome e cognome').first().fill('Carla Fontana');
    await page.getByLabel('Email', { exact: true }).fill('carla.fontana@example.it');
    await page.getByLabel('Data di nascita').first().fill('1984-03-09');
    await page.getByRole('button', { name: 'Continua' }).click();

    const delay = page.getByRole('group', { name: 'Con quanto ritardo sei arrivato a destinazione?' });
    expect(await delay.getByLabel('Ore').inputValue()).toBe('4');
    expect(await delay.getByLabel('Minuti').inputValue()).toBe('5');
    const summary = (await page.locator('form').textContent()) ?? '';
    expect(summary).toContain('FCO');
    expect(summary).toContain('AZ610');
    await page.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ }).check();
    await page.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByRole('heading', { name: 'Firma il mandato' }).waitFor({ timeout: 15_000 });
    const practiceNumber = (await page.getByTestId('practice-number').first().textContent())!.trim();
    expect(practiceNumber).toMatch(/^\d{6}$/);

    const { rows } = await session
      .database()
      .pool.query(
        "SELECT e.data->>'flightNumber' AS flight_number, e.data->>'flightDate' AS flight_date, e.data->>'issueType' AS issue_type FROM events e JOIN claim_registry r ON e.stream_id = 'claim-' || r.claim_id WHERE r.practice_number = $1 AND e.type = 'ClaimSubmitted'",
        [practiceNumber],
      );
    expect(rows).toEqual([{ flight_number: 'AZ610', flight_date: RECENT_FLIGHT_DATE, issue_type: 'delay' }]);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!chromiumPath)('the landing’s hero without a flight-data key', () => {
  const session = useServerAndBrowser();

  it('when no key is set, then the hero offers the airports form, which opens the wizard on the day with both airports chosen', async () => {
    const page = await session.browser.newPage();
    const errors = watchErrors(page);
    await openInteractive(page, session.server.url);

    await page.getByRole('heading', { name: 'Verifica il tuo volo' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Numero del volo').count()).toBe(0);
    for (const [label, code] of [
      ['Aeroporto di partenza', 'FCO'],
      ['Aeroporto di arrivo', 'JFK'],
    ] as const) {
      const field = page.getByRole('combobox', { name: label });
      await field.click();
      await expect.poll(() => field.getAttribute('aria-controls')).not.toBeNull();
      await field.fill(code);
      await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
    }
    await page.getByRole('button', { name: 'Continua', exact: true }).click();

    await page.waitForURL(/\/verifica-rimborso$/);
    await page.getByRole('heading', { level: 2, name: 'Passo 2 di 5: Data' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
