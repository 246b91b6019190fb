import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';

if (!chromiumPath) console.warn(`Wizard estimates browser test not run: ${chromiumMissingReason}`);

interface DelayedFlight {
  from: string;
  to: string;
  flightNumber: string;
  hours: string;
  minutes: string;
  carrierAsked: boolean;
}

describe.skipIf(!chromiumPath)('the wizard’s estimate of a delayed flight', () => {
  const session = useServerAndBrowser();

  /** Fills the wizard as a passenger would up to the summary, answers the delay in hours and minutes, and returns the estimate. */
  async function estimateFor(page: Page, flight: DelayedFlight): Promise<Locator> {
    await openInteractive(page, `${session.server.url}/verifica-rimborso`);
    const next = () => page.getByRole('button', { name: 'Continua' }).click();
    for (const [label, code] of [
      ['Aeroporto di partenza', flight.from],
      ['Aeroporto di arrivo', flight.to],
    ] as const) {
      await page.getByRole('combobox', { name: label }).fill(code);
      await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
    }
    // Asked only where the carrier decides: the passenger does not know it, the flight number will say it.
    if (flight.carrierAsked) await page.getByRole('group', { name: /La compagnia che ha operato il volo è europea/ }).getByText('Non lo so', { exact: true }).click();
    await next();
    await page.getByLabel('Data del volo').fill(RECENT_FLIGHT_DATE);
    await next();
    await page.getByLabel('Oppure inserisci il numero del volo').fill(flight.flightNumber);
    await next();
    await page.getByLabel('Nome e cognome').first().fill('Carla Fontana');
    await page.getByLabel('Email', { exact: true }).fill('carla.fontana@example.it');
    await page.getByLabel('Data di nascita').first().fill('1984-03-09');
    await page.getByLabel('Che cosa è successo?').selectOption({ label: 'Volo in ritardo' });
    await next();
    const delay = page.getByRole('group', { name: 'Con quanto ritardo sei arrivato a destinazione?' });
    await delay.getByLabel('Ore').fill(flight.hours);
    await delay.getByLabel('Minuti').fill(flight.minutes);
    return page.getByRole('region', { name: /^Stima del risarcimento/ });
  }

  it('when a long-haul flight on a European carrier arrives 3 h 30 late, then the estimate is the halved 300 €, with our fee and the net to the cent', async () => {
    const page = await session.browser.newPage();
    const estimate = await estimateFor(page, { from: 'FCO', to: 'JFK', flightNumber: 'AZ610', hours: '3', minutes: '30', carrierAsked: false });

    await expect.poll(() => estimate.textContent(), { timeout: 10_000 }).toMatch(/fino a 300,00\s*€/);
    expect(await estimate.getByRole('heading').textContent()).toBe('Stima del risarcimento · Idoneo');
    expect(await estimate.textContent()).toMatch(/nostra commissione 91,50\s*€.*a te 208,50\s*€/);
    await page.close();
  });

  it('when Condor flies New York to Frankfurt 5 hours late, then the German carrier makes the flight «Idoneo», not a non-European one', async () => {
    const page = await session.browser.newPage();
    const estimate = await estimateFor(page, { from: 'JFK', to: 'FRA', flightNumber: 'DE2013', hours: '5', minutes: '0', carrierAsked: true });

    await expect.poll(() => estimate.getByRole('heading').textContent(), { timeout: 10_000 }).toBe('Stima del risarcimento · Idoneo');
    expect(await estimate.textContent()).toMatch(/fino a 600,00\s*€/);
    expect(await estimate.textContent()).not.toContain('compagnia non europea');
    expect(await page.getByText(/dal numero del volo, Condor .*\(compagnia europea\)/).count()).toBe(1);
    await page.close();
  });
});
