import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { precompress } from './precompress';
import { PRERENDERED_DIR, prerenderedFile } from './prerendered-pages';
import { writeWebManifest } from './web-manifest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(webRoot, 'vite.config.ts');
export const WEB_DIST = path.join(webRoot, 'dist');
const SSR_DIST = path.join(webRoot, 'dist-ssr');

type ServerEntry = typeof import('../src/entry-server');

/**
 * Builds the web app for production: the browser bundle, then a server bundle that renders each
 * public page to HTML with its metadata, then sitemap.xml and robots.txt; then compressed copies;
 * last, the manifest the server reads (its client routes and pre-rendered pages).
 */
export async function buildWeb({ logLevel = 'info', siteUrl = process.env.SITE_URL ?? 'https://www.rimborsovolo24.it' }: { logLevel?: LogLevel; siteUrl?: string } = {}) {
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(siteUrl)) throw new Error(`SITE_URL must be an http(s) address, not "${siteUrl}"`);
  const site = siteUrl.replace(/\/+$/, '');
  await productionBuilds(async () => {
    await build({ configFile, logLevel });
    await build({ configFile, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: SSR_DIST, emptyOutDir: true } });
  });
  const entry = (await import(pathToFileURL(path.join(SSR_DIST, 'entry-server.js')).href)) as ServerEntry;

  const template = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const heads = entry.publicPageHeads(site, new Date().toISOString().slice(0, 10));
  await rm(path.join(WEB_DIST, PRERENDERED_DIR), { recursive: true, force: true });
  for (const head of heads) {
    const html = template
      .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, entry.headTags(head, site))
      .replace('<div id="root"></div>', `<div id="root">${await entry.renderPage(head.path)}</div>`);
    const file = path.join(WEB_DIST, PRERENDERED_DIR, prerenderedFile(head.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(path.join(WEB_DIST, 'sitemap.xml'), entry.sitemapXml(heads, site));
  await writeFile(path.join(WEB_DIST, 'robots.txt'), entry.robotsTxt(site));
  await rm(SSR_DIST, { recursive: true, force: true });
  await precompress(WEB_DIST);
  await writeWebManifest(WEB_DIST, heads.map((head) => head.path));
  return { pages: heads.length };
}

/** Vite and its React plugin build for development when NODE_ENV says so (vitest sets 'test'); the tests must drive what users get. */
async function productionBuilds(run: () => Promise<void>) {
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { pages } = await buildWeb();
  console.log(`pre-rendered ${pages} pages, sitemap.xml and robots.txt into ${path.relative(process.cwd(), WEB_DIST)}`);
}
