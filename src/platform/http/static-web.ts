import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import { PRERENDERED_DIR, prerenderedFile } from '../../../web/scripts/prerendered-pages.js';
import { createRouter } from './router.js';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The build's compressed copies (web/scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, a known route's
 * pre-rendered page when the build made one, else the app's index (empty, rendered in the browser),
 * and for anything else the index with status 404. Each file goes out as the build's brotli or gzip
 * copy when the browser takes one. The build's files are listed once, at start: the build always
 * comes before the server.
 */
export function staticWebRouter(webDist: string, knownRoutes: readonly RegExp[]): Router {
  const router = createRouter();
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return router;
  const files = new Set(
    readdirSync(webDist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  // A URL can name only what the listing holds, and nothing in a dot folder (the pre-rendered pages have URLs of their own).
  const servesAsIs = (file: string) => files.has(file) && !path.relative(webDist, file).split(path.sep).some((part) => part.startsWith('.'));
  const prerenderedDir = path.join(webDist, PRERENDERED_DIR);
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
    const page = path.join(prerenderedDir, prerenderedFile(request.path.length > 1 ? request.path.replace(/\/+$/, '') : '/'));
    send(request, response, files.has(page) ? page : index);
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
