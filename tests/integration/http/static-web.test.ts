import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/platform/http/app.js';
import { staticWebRouter } from '../../../src/platform/http/static-web.js';
import { createLogger } from '../../../src/platform/logger.js';
import { CLIENT_ROUTES } from '../../../web/scripts/client-routes.js';
import { WEB_MANIFEST, type WebManifest } from '../../../web/scripts/web-manifest.js';

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'rv-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-DHl_PSSc.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *');
  await mkdir(path.join(dist, '.prerendered', 'blog'), { recursive: true });
  await writeFile(path.join(dist, '.prerendered', 'index.html'), '<!doctype html><div id="root"><h1>Home pre-renderizzata</h1></div>');
  await writeFile(path.join(dist, '.prerendered', 'blog', 'una-guida.html'), '<!doctype html><div id="root"><h1>Una guida</h1></div>');
  // The build's compressed copies; their text says which copy a response came from.
  const compressed = async (file: string, text: (encoding: string) => string) => {
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text('br')));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text('gzip')));
  };
  await compressed('index.html', (encoding) => `<!doctype html><div id="root"></div><!-- ${encoding} -->`);
  await compressed('assets/index-DHl_PSSc.js', (encoding) => `console.log('${encoding}')`);
  await writeFile(path.join(dist, 'assets', 'zxing_reader-BCjuyud6.wasm'), 'wasm');
  await compressed('assets/zxing_reader-BCjuyud6.wasm', (encoding) => `wasm ${encoding}`);
  await compressed('.prerendered/blog/una-guida.html', (encoding) => `<!doctype html><div id="root"><h1>Una guida</h1></div><!-- ${encoding} -->`);
  const manifest: WebManifest = {
    routes: [/^\/$/, /^\/verifica-stato$/, /^\/blog\/una-guida\/?$/].map((route) => route.source),
    pages: { '/': '.prerendered/index.html', '/blog/una-guida': '.prerendered/blog/una-guida.html' },
  };
  await writeFile(path.join(dist, WEB_MANIFEST), JSON.stringify(manifest));
  const app = createApp({ logger: createLogger('silent'), routers: [], web: staticWebRouter(dist) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('serving the built web app', () => {
  it('when a known page is asked for, then the app is served with 200 and not cached', async () => {
    const response = await fetch(`${base}/verifica-stato`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('when a page was pre-rendered, then its own HTML is served, with or without a trailing slash', async () => {
    const home = await fetch(`${base}/`);
    const article = await fetch(`${base}/blog/una-guida/`);

    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1>Home pre-renderizzata</h1>');
    expect(article.status).toBe(200);
    expect(article.headers.get('cache-control')).toBe('no-cache');
    expect(await article.text()).toContain('<h1>Una guida</h1>');
  });

  it('when a pre-rendered file is asked for by its own path, then it is not served (one URL per page)', async () => {
    const response = await fetch(`${base}/.prerendered/index.html`);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Home pre-renderizzata');
  });

  it('when the build\'s manifest is asked for, then it is not served', async () => {
    const response = await fetch(`${base}/${WEB_MANIFEST}`);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"routes"');
  });

  it('when an unknown page is asked for, then the app is served with 404 so it shows its not-found page', async () => {
    const response = await fetch(`${base}/pagina-inesistente`);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('when a hashed asset is asked for, then it is cached for a year; other files are revalidated', async () => {
    const asset = await fetch(`${base}/assets/index-DHl_PSSc.js`);
    const robots = await fetch(`${base}/robots.txt`);

    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('when the browser takes brotli or gzip, then the build\'s compressed copy is sent with its encoding and type', async () => {
    const get = (url: string, encoding: string) => fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });

    const brotli = await get('/assets/index-DHl_PSSc.js', 'gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe("console.log('br')");

    // Chrome compiles WebAssembly while it downloads only when it comes as application/wasm.
    const decoder = await get('/assets/zxing_reader-BCjuyud6.wasm', 'gzip, deflate');
    expect(decoder.headers.get('content-encoding')).toBe('gzip');
    expect(decoder.headers.get('content-type')).toBe('application/wasm');
    expect(await decoder.text()).toBe('wasm gzip');

    const article = await get('/blog/una-guida', 'gzip');
    expect(article.headers.get('content-encoding')).toBe('gzip');
    expect(article.headers.get('content-type')).toMatch(/text\/html/);
    expect(article.headers.get('cache-control')).toBe('no-cache');
    expect(await article.text()).toContain('<h1>Una guida</h1></div><!-- gzip -->');

    const missing = await get('/pagina-inesistente', 'br');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<!-- br -->');
  });

  it('when the browser takes no compression, or the build made no compressed copy, then the plain file is sent', async () => {
    const plain = await fetch(`${base}/assets/index-DHl_PSSc.js`, { headers: { 'accept-encoding': 'identity' } });
    const home = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });

    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    expect(home.headers.get('content-encoding')).toBeNull();
    expect(await home.text()).toContain('<h1>Home pre-renderizzata</h1>');
  });

  it('when a path is malformed, names a folder or climbs out of the build, then no file outside it is sent and nothing breaks', async () => {
    const malformed = await fetch(`${base}/assets/%E0%A4%A.js`);
    const climbing = await fetch(`${base}/assets/..%2F..%2F..%2Fetc%2Fpasswd`);
    const hidden = await fetch(`${base}/.prerendered/blog/una-guida.html.br`);
    const folder = await fetch(`${base}/assets`);

    expect(malformed.status).toBeLessThan(500);
    expect(climbing.status).toBe(404);
    expect(await climbing.text()).not.toContain('root:');
    expect(hidden.status).toBe(404);
    expect(folder.status).toBe(404);
  });

  it('when an unknown API path is asked for, then it gets a problem, not the web app', async () => {
    const response = await fetch(`${base}/api/niente`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/problem\+json/);
  });
});

describe('the blog routes the server knows', () => {
  it('when an article that exists is asked for, then 200; an unknown slug, 404', async () => {
    const known = (path: string) => CLIENT_ROUTES.some((route) => route.test(path));

    expect(known('/blog')).toBe(true);
    expect(known('/blog/ryanair-ritardo-cancellazione-come-ottenere-rimborso')).toBe(true);
    expect(known('/blog/articolo-che-non-esiste')).toBe(false);
  });

  it('when the privacy notice, the cookie page or the terms are asked for, then they are known routes; a path under them is not', () => {
    const known = (path: string) => CLIENT_ROUTES.some((route) => route.test(path));

    for (const path of ['/privacy', '/cookie', '/termini']) expect(known(path), path).toBe(true);
    expect(known('/privacy/altro')).toBe(false);
  });
});

describe('a build without its manifest', () => {
  it('when the server starts on it, then it refuses with a message saying to build the web app again', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'rv-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');

    expect(() => staticWebRouter(dist)).toThrow(/npm run build:web/);
  });
});
