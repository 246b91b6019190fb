import { describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';

if (!chromiumPath) console.warn(`End-to-end browser tests not run: ${chromiumMissingReason}`);

describe.skipIf(!chromiumPath)('the product in a browser', () => {
  const session = useServerAndBrowser();

  it('when a passenger opens the home page, then the Italian page renders with the brand and no console error', async () => {
    const page = await session.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(session.server.url);

    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('it');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Volo in ritardo, cancellato o in overbooking?');
    expect(await page.getByRole('banner').getByRole('link', { name: 'RimborsoVolo24, pagina iniziale' }).textContent()).toBe('RimborsoVolo24');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when a passenger opens an unknown address, then the not-found page shows with status 404', async () => {
    const page = await session.browser.newPage();

    const response = await page.goto(`${session.server.url}/pagina-inesistente`);

    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pagina non trovata');
    await page.close();
  });

  it('when the page is seen on a 375 px phone, then nothing overflows sideways', async () => {
    const page = await session.browser.newPage({ viewport: { width: 375, height: 740 } });

    await page.goto(session.server.url);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });
});
