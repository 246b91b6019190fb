import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type LogLevel } from 'vite';
import { buildFingerprint } from './build-fingerprint';
import { withBuildLock } from './build-lock';
import { precompress } from './precompress';
import { PRERENDERED_DIR, prerenderedFile } from './prerendered-pages';
import { writeWebManifest } from './web-manifest';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(webRoot, 'vite.config.ts');
export const WEB_DIST = path.join(webRoot, 'dist');

type ServerEntry = typeof import('../src/entry-server');

const repoRoot = path.resolve(webRoot, '..');
const BUILD_LOCK = path.join(webRoot, '.build.lock');
/** Written last into a finished build: the fingerprint of what it was built from. */
const FINGERPRINT_FILE = '.build-fingerprint';

/**
 * Builds the web app for production: the browser bundle, then a server bundle that renders each
 * public page to HTML with its metadata, then sitemap.xml and robots.txt; then compressed copies;
 * last, the manifest the server reads (its client routes and pre-rendered pages).
 *
 * One build at a time per checkout (a lock file), each into a folder of its own that replaces
 * `web/dist` only when complete, so a server running meanwhile keeps serving the previous build.
 * With `ifStale`, a `web/dist` built from the same sources and settings is kept as it is.
 */
export async function buildWeb({
  logLevel = 'info',
  siteUrl = process.env.SITE_URL ?? 'https://www.rimborsovolo24.it',
  ifStale = false,
}: { logLevel?: LogLevel; siteUrl?: string; ifStale?: boolean } = {}): Promise<{ pages: number } | { skipped: true }> {
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(siteUrl)) throw new Error(`SITE_URL must be an http(s) address, not "${siteUrl}"`);
  const site = siteUrl.replace(/\/+$/, '');
  return withBuildLock(BUILD_LOCK, async () => {
    const fingerprint = await buildFingerprint(repoRoot, { site });
    if (ifStale && (await readFile(path.join(WEB_DIST, FINGERPRINT_FILE), 'utf8').catch(() => '')) === fingerprint) return { skipped: true as const };
    const staging = await mkdtemp(path.join(webRoot, '.dist-staging-'));
    try {
      const pages = await buildInto(staging, site, logLevel);
      await writeFile(path.join(staging, FINGERPRINT_FILE), fingerprint);
      await replaceDir(WEB_DIST, staging);
      return { pages };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }, () => console.log('another build of the web app is running in this checkout: waiting for it'));
}

async function buildInto(out: string, site: string, logLevel: LogLevel): Promise<number> {
  const ssrOut = `${out}-ssr`;
  try {
    await productionBuilds(async () => {
      await build({ configFile, logLevel, build: { outDir: out, emptyOutDir: true } });
      await build({ configFile, logLevel, build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true } });
    });
    const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(path.join(out, 'index.html'), 'utf8');
    const heads = entry.publicPageHeads(site, new Date().toISOString().slice(0, 10));
    for (const head of heads) {
      const html = template
        .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, entry.headTags(head, site))
        .replace('<div id="root"></div>', `<div id="root">${await entry.renderPage(head.path)}</div>`);
      const file = path.join(out, PRERENDERED_DIR, prerenderedFile(head.path));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
    await writeFile(path.join(out, 'sitemap.xml'), entry.sitemapXml(heads, site));
    await writeFile(path.join(out, 'robots.txt'), entry.robotsTxt(site));
    await precompress(out);
    await writeWebManifest(out, heads.map((head) => head.path));
    return heads.length;
  } finally {
    await rm(ssrOut, { recursive: true, force: true });
  }
}

/** Puts the finished build in place of the old one: two renames, so no reader ever sees a half-written folder. */
async function replaceDir(target: string, replacement: string): Promise<void> {
  const old = `${replacement}-old`;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(replacement, target);
  await rm(old, { recursive: true, force: true });
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
  const result = await buildWeb({ ifStale: process.argv.includes('--if-stale') });
  const where = path.relative(process.cwd(), WEB_DIST);
  console.log('skipped' in result ? `${where} is up to date with its sources: build skipped` : `pre-rendered ${result.pages} pages, sitemap.xml and robots.txt into ${where}`);
}
