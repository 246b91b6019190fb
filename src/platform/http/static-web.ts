import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import { createRouter } from './router.js';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The build's compressed copies (web/scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Written by the web build (web/scripts/web-manifest.ts) beside index.html: the client routes the
 * app answers (RegExp sources) and, by URL path, the page pre-rendered for it.
 */
const WEB_MANIFEST = '.web-manifest.json';
interface WebManifest {
  routes: string[];
  pages: Record<string, string>;
}

function readManifest(webDist: string): { routes: RegExp[]; pages: Map<string, string> } {
  const file = path.join(webDist, WEB_MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app again (npm run build:web)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as WebManifest;
  return {
    routes: manifest.routes.map((source) => new RegExp(source)),
    pages: new Map(Object.entries(manifest.pages).map(([urlPath, page]) => [urlPath, path.join(webDist, page)])),
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, a known route's
 * pre-rendered page when the build made one, else the app's index (empty, rendered in the browser),
 * and for anything else the index with status 404. Each file goes out as the build's brotli or gzip
 * copy when the browser takes one. The build's files and its manifest are read once, at start: the
 * build always comes before the server.
 */
export function staticWebRouter(webDist: string): Router {
  const router = createRouter();
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return router;
  const { routes: knownRoutes, pages } = readManifest(webDist);
  const files = new Set(
    readdirSync(webDist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  // A URL can name only what the listing holds, and nothing in a dot folder (the pre-rendered pages have URLs of their own).
  const servesAsIs = (file: string) => files.has(file) && !path.relative(webDist, file).split(path.sep).some((part) => part.startsWith('.'));
  const cacheControl = (file: string) => (HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

  const send = (request: Request, response: Response, file: string) => {
    response.vary('Accept-Encoding');
    response.setHeader('Cache-Control', cacheControl(file));
    const encoding = ENCODINGS.find(({ name, suffix }) => files.has(file + suffix) && acceptsEncoding(request, name));
    if (!encoding) return response.sendFile(file, { dotfiles: 'allow' });
    response.type(path.extname(file));
    response.setHeader('Content-Encoding', encoding.name);
    return response.sendFile(file + encoding.suffix, { dotfiles: 'allow' });
  };

  router.get(/^(?!\/api\/).*/, (request, response) => {
    const file = path.join(webDist, safelyDecoded(request.path));
    if (servesAsIs(file)) return send(request, response, file);
    if (!knownRoutes.some((route) => route.test(request.path))) return send(request, response.status(404), index);
    const page = pages.get(request.path.length > 1 ? request.path.replace(/\/+$/, '') : '/');
    send(request, response, page && files.has(page) ? page : index);
  });
  return router;
}

/** Only on the browser's word: a request without Accept-Encoding gets the plain file. */
function acceptsEncoding(request: Request, encoding: string): boolean {
  return request.headers['accept-encoding'] !== undefined && request.acceptsEncodings(encoding) === encoding;
}

function safelyDecoded(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath; // not a file name the build made, so it matches none
  }
}
