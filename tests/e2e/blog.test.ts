import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseArticle, type Article } from '../../web/src/content/parse-article.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';

const BLOG_DIR = 'web/src/content/blog';
const ARTICLES = readdirSync(BLOG_DIR).map((file) => parseArticle(file, readFileSync(path.join(BLOG_DIR, file), 'utf8')));
const RYANAIR = ARTICLES.find((article) => article.slug === 'ryanair-ritardo-cancellazione-come-ottenere-rimborso')!;

/** The start of the article's first paragraph, which the built JavaScript carries as it is written. */
const openingWords = (article: Article) => article.body.split('\n').find((line) => /^\p{L}/u.test(line))!.slice(0, 50);

/** The articles whose text is in the JavaScript a page downloads until it is loaded and idle. */
async function articlesDownloadedBy(page: Page, url: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await openInteractive(page, url);
  await page.waitForLoadState('networkidle');
  const javascript = (await Promise.all(scripts)).join('\n');
  page.removeAllListeners('response');
  return ARTICLES.filter((article) => javascript.includes(openingWords(article))).map((article) => article.slug);
}

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

  it('when the blog index or an article is opened, then the JavaScript downloaded holds no article text but that article’s own', async () => {
    expect(new Set(ARTICLES.map(openingWords)).size).toBe(40);
    const page = await session.browser.newPage();

    expect(await articlesDownloadedBy(page, `${session.server.url}/blog`)).toEqual([]);
    expect(await articlesDownloadedBy(page, `${session.server.url}/blog/${RYANAIR.slug}`)).toEqual([RYANAIR.slug]);
    await page.close();
  });

  it('when an article’s text cannot be downloaded, then the page says so, and «Riprova» shows the article once it can', async () => {
    const page = await session.browser.newPage();
    await openInteractive(page, `${session.server.url}/blog`);
    const articleChunk = `**/assets/${RYANAIR.slug}-*.js`;
    await page.route(articleChunk, (route) => route.abort('internetdisconnected'));

    await page.getByRole('link', { name: RYANAIR.title }).first().click();
    await page.getByRole('heading', { level: 1, name: RYANAIR.title }).waitFor();
    await page.getByRole('alert').getByText('Non siamo riusciti a caricare l’articolo. Controlla la connessione e riprova.').waitFor({ timeout: 10_000 });

    await page.unroute(articleChunk);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await page.getByText(openingWords(RYANAIR)).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});
