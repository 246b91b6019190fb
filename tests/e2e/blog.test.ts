import { describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';

if (!chromiumPath) console.warn(`Blog browser tests not run: ${chromiumMissingReason}`);

describe.skipIf(!chromiumPath)('the blog in a browser', () => {
  const session = useServerAndBrowser();

  it('when a reader searches and filters, then the list and its count follow, and the featured block hides', async () => {
    const page = await session.browser.newPage();
    await openInteractive(page, `${session.server.url}/blog`);
    await page.getByText('40 articoli trovati').waitFor({ timeout: 10_000 });

    await page.getByRole('searchbox', { name: 'Cerca nel blog' }).or(page.getByLabel('Cerca nel blog')).fill('RYANAIR');
    await page.getByText('1 articolo trovato').waitFor();
    expect(await page.locator('#blog-featured').count()).toBe(0);

    await page.getByLabel('Cerca nel blog').fill('');
    await page.getByRole('group', { name: 'Filtra per categoria' }).getByRole('button', { name: 'Compagnie' }).click();
    await page.getByText('8 articoli trovati').waitFor(); // the eight airline guides

    await page.getByLabel('Cerca nel blog').fill('parola-che-non-esiste');
    await page.getByText('Nessun risultato').waitFor();
    await page.close();
  });

  it('when an article is opened, then it renders; an unknown slug answers 404 with Articolo non trovato', async () => {
    const page = await session.browser.newPage();

    const article = await openInteractive(page, `${session.server.url}/blog/ryanair-ritardo-cancellazione-come-ottenere-rimborso`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 10_000 });
    const missing = await openInteractive(page, `${session.server.url}/blog/articolo-inesistente`);

    expect(article?.status()).toBe(200);
    expect(missing?.status()).toBe(404);
    await page.getByText('Articolo non trovato').waitFor({ timeout: 10_000 });
    await page.close();
  });
});
