import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_META } from '../../web/src/app/page-meta.js';
import { parseArticle, type Article } from '../../web/src/content/parse-article.js';
import { chromiumMissingReason, chromiumPath } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { useTestDatabase } from '../support/database.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

const SITE = 'https://www.rimborsovolo24.it';
const BLOG_DIR = 'web/src/content/blog';

/** What a crawler that runs no JavaScript reads in a page. */
function readPage(html: string) {
  const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const first = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1]!.replace(/<[^>]+>/g, '')) : undefined;
  };
  return {
    title: first(/<title>([^<]*)<\/title>/),
    description: first(/<meta name="description" content="([^"]*)"/),
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: first(/<meta property="og:title" content="([^"]*)"/),
    h1: first(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    h2: first(/<h2[^>]*>([\s\S]*?)<\/h2>/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

const firstMarkdownHeading = (article: Article) => /^#{2,4} (.+)$/m.exec(article.body)?.[1]?.replace(/\*\*/g, '').trim();

describe('pre-rendered public pages, read without JavaScript', () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let articles: Article[];
  beforeAll(async () => {
    server = await startServer({ DATABASE_URL: database().url });
    const files = (await readdir(BLOG_DIR)).filter((file) => file.endsWith('.md'));
    articles = await Promise.all(files.map(async (file) => parseArticle(file, await readFile(path.join(BLOG_DIR, file), 'utf8'))));
  });
  afterAll(async () => server?.stop());

  it('when each of the 40 articles is fetched over HTTP, then its title, first heading, meta description and BlogPosting JSON-LD are in the HTML', async () => {
    expect(articles).toHaveLength(40);
    for (const article of articles) {
      const response = await fetch(`${server.url}/blog/${article.slug}`);
      expect(response.status, article.slug).toBe(200);
      const page = readPage(await response.text());

      expect(page.title, article.slug).toBe(article.metaTitle);
      expect(page.description, article.slug).toBe(article.metaDescription);
      expect(page.canonical).toBe(`${SITE}/blog/${article.slug}`);
      expect(page.h1?.trim()).toBe(article.title);
      expect(page.h2?.trim(), article.slug).toBe(firstMarkdownHeading(article));
      const posting = page.jsonLd.find((data) => data['@type'] === 'BlogPosting');
      expect(posting, article.slug).toMatchObject({
        '@context': 'https://schema.org',
        headline: article.title,
        datePublished: article.publishDate,
        author: { '@type': 'Organization', name: 'Team RimborsoVolo24' },
        mainEntityOfPage: { '@id': `${SITE}/blog/${article.slug}` },
      });
    }
  });

  it('when the home page is fetched, then it carries its content, Organization and an FAQPage built from the visible questions', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const page = readPage(html);

    expect(page.title).toBe(PAGE_META['/'].title);
    expect(page.h1).toBeTruthy();
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'FAQPage']);
    const faq = page.jsonLd[1] as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    for (const question of faq.mainEntity) expect(html).toContain(question.name.replace(/'/g, '&#x27;'));
  });

  it('when the other public pages are fetched, then each has its own title, description, canonical URL and Open Graph title', async () => {
    for (const [urlPath, meta] of Object.entries(PAGE_META)) {
      const page = readPage(await (await fetch(`${server.url}${urlPath}`)).text());
      expect(page.title, urlPath).toBe(meta.title);
      expect(page.description, urlPath).toBe(meta.description);
      expect(page.canonical, urlPath).toBe(`${SITE}${urlPath}`);
      expect(page.ogTitle, urlPath).toBe(meta.title);
      expect(page.h1, urlPath).toBeTruthy();
    }
    const blog = readPage(await (await fetch(`${server.url}/blog`)).text());
    expect(blog.jsonLd[0]).toMatchObject({ '@type': 'Blog', url: `${SITE}/blog` });
    expect((blog.jsonLd[0] as { blogPost: unknown[] }).blogPost).toHaveLength(40);
  });

  it('when sitemap.xml and robots.txt are fetched, then every public URL is listed with lastmod and /admin is kept out', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)].map((match) => match[1]);

    const expected = [...Object.keys(PAGE_META), ...articles.map((article) => `/blog/${article.slug}`)].map((urlPath) => `${SITE}${urlPath}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(sitemap).toContain(`<lastmod>${articles[0]!.publishDate}</lastmod>`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('when an unknown article slug is fetched, then the answer is 404 and no article is pre-rendered for it', async () => {
    const response = await fetch(`${server.url}/blog/articolo-inesistente`);

    expect(response.status).toBe(404);
    expect(readPage(await response.text()).h1).toBeUndefined();
  });
});

if (!chromiumPath) console.warn(`Hydration browser tests not run: ${chromiumMissingReason}`);

describe.skipIf(!chromiumPath)('pre-rendered pages in a browser', () => {
  const session = useServerAndBrowser();

  it('when a pre-rendered page loads, then React takes it over without a hydration error and it responds to input', async () => {
    const page = await session.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    for (const urlPath of ['/', '/verifica-rimborso', '/voli-ritardo', '/blog/ryanair-ritardo-cancellazione-come-ottenere-rimborso']) {
      await page.goto(`${session.server.url}${urlPath}`, { waitUntil: 'networkidle' });
    }
    await page.goto(`${session.server.url}/blog`, { waitUntil: 'networkidle' });
    await page.getByLabel('Cerca nel blog').fill('ryanair');
    await page.getByText('1 articolo trovato').waitFor({ timeout: 10_000 });

    expect(errors).toEqual([]);
    await page.close();
  });

  it('when a pre-rendered page says it is interactive, then its form fields already belong to React, so nothing typed from then on is lost', async () => {
    const page = await session.browser.newPage();
    // Notes, at the instant the page marks itself interactive, which of its fields React has taken over.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        observer.disconnect();
        (window as unknown as { fieldsAtInteractive: boolean[] }).fieldsAtInteractive = [...document.querySelectorAll('#root input')].map((field) =>
          Object.keys(field).some((key) => key.startsWith('__reactProps')),
        );
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    });

    for (const urlPath of ['/', '/verifica-stato', '/verifica-rimborso', '/blog']) {
      await page.goto(`${session.server.url}${urlPath}`);
      const fields = await page.waitForFunction(() => (window as unknown as { fieldsAtInteractive?: boolean[] }).fieldsAtInteractive, null, { timeout: 15_000 });
      const owned = (await fields.jsonValue()) as boolean[];
      expect(owned.length, urlPath).toBeGreaterThan(0);
      expect(owned.every(Boolean), urlPath).toBe(true);
    }
    await page.close();
  });

  it('when a passenger comes back to a pre-rendered wizard, then their saved progress shows once the page is interactive', async () => {
    const page = await session.browser.newPage();
    await page.goto(`${session.server.url}/verifica-rimborso`, { waitUntil: 'networkidle' });
    const fiumicino = { id: 1, iataCode: 'FCO', name: 'Aeroporto di Roma-Fiumicino', city: 'Roma', countryCode: 'IT', latitude: 41.8003, longitude: 12.2389 };
    await page.evaluate((airport) => localStorage.setItem('rimborsovolo24:claim-wizard', JSON.stringify({ step: 1, departure: airport })), fiumicino);

    const response = await page.reload({ waitUntil: 'networkidle' });

    expect(await response!.text()).not.toContain('Roma-Fiumicino');
    await expect.poll(() => page.getByLabel('Aeroporto di partenza').inputValue(), { timeout: 10_000 }).toBe('Aeroporto di Roma-Fiumicino (FCO)');
    const saved = await page.evaluate(() => localStorage.getItem('rimborsovolo24:claim-wizard') ?? '');
    expect(saved).toContain('Roma-Fiumicino');
    await page.close();
  });
});
