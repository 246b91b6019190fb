import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Router } from 'express';
import { createRouter } from '../router.js';
import { apiDocument } from './document.js';
import { jsonAnswer, fileAnswer, operation, anyObject, type ApiPaths } from './operations.js';

const require = createRequire(import.meta.url);
/** The reference page's script, bundled by the package: served from here, no CDN. */
const SCALAR_BUNDLE = require.resolve('@scalar/api-reference/browser/standalone.js');

const PAGE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="data:," />
    <title>RimborsoVolo24 API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// The page talks only to this server: no fonts from Scalar's CDN, no calls through its proxy, no
// telemetry, no "Ask AI" agent nor developer tools (both call Scalar's own services).
const SCALAR_CONFIGURATION = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  metaData: { title: 'RimborsoVolo24 API' },
};
const INIT = `Scalar.createApiReference('#app', ${JSON.stringify(SCALAR_CONFIGURATION)});\n`;

/**
 * The page's policy, in place of helmet's for this page only: it needs nothing beyond it (Scalar's
 * inline styles are allowed there too), and it is tighter, since this page never talks to, nor loads
 * a font or a style from, another origin.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

interface Bundle {
  plain: Buffer;
  gzipped: Buffer;
  etag: string;
}

/** Read and compressed once, on the first request: 3.5 MB as it is, about a quarter of it gzipped. */
async function loadBundle(): Promise<Bundle> {
  const plain = await readFile(SCALAR_BUNDLE);
  const gzipped = await promisify(gzip)(plain);
  return { plain, gzipped, etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"` };
}

export interface ApiDocsOptions {
  /** Every module's entries, and the platform's. */
  paths: ApiPaths[];
  /** Whether the request comes with an operator's session (the admin module's gate). */
  hasOperatorSession(request: Request): Promise<boolean>;
}

/**
 * GET /api/openapi.json and the reference page GET /api/docs. Both are public: the passengers'
 * API is public anyway, and the document holds no secret nor personal data (fake examples only).
 * The operators' operations are left out unless the caller has an operator's session: they are
 * closed to strangers regardless, but a map of them would help nobody but an attacker.
 */
export function apiDocsRouter({ paths, hasOperatorSession }: ApiDocsOptions): Router {
  const router = createRouter();
  const documents = new Map<boolean, string>();
  const documentFor = (includeOperators: boolean) => {
    let document = documents.get(includeOperators);
    if (!document) {
      document = JSON.stringify(apiDocument([...paths, API_DOCS_OPENAPI], { includeOperators }));
      documents.set(includeOperators, document);
    }
    return document;
  };

  router.get('/api/openapi.json', async (request, response) => {
    const includeOperators = await hasOperatorSession(request);
    // The answer differs by session: no shared cache may keep it.
    response.set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }).type('application/json').send(documentFor(includeOperators));
  });

  router.get('/api/docs', (_request, response) => {
    response.set({ 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' }).type('html').send(PAGE);
  });

  router.get('/api/docs/init.js', (_request, response) => {
    response.set('Cache-Control', 'public, max-age=3600').type('text/javascript').send(INIT);
  });

  let bundle: Promise<Bundle> | undefined;
  router.get('/api/docs/scalar.js', async (request, response) => {
    bundle ??= loadBundle().catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    const { plain, gzipped, etag } = await bundle;
    const compressed = request.acceptsEncodings('gzip') === 'gzip';
    // The file changes only with the package: a day's cache, then revalidated by its ETag.
    response.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Encoding', ETag: etag });
    if (compressed) response.set('Content-Encoding', 'gzip');
    response.send(compressed ? gzipped : plain);
  });

  return router;
}

/** This router's own routes. */
export const API_DOCS_OPENAPI: ApiPaths = {
  '/api/openapi.json': {
    get: operation('Documentazione', 'public', {
      summary: 'Questo documento OpenAPI 3.1',
      description: "Con la sessione di un operatore include anche le operazioni dell'area operatori.",
      responses: { '200': jsonAnswer('Il documento', anyObject) },
    }),
  },
  '/api/docs': { get: operation('Documentazione', 'public', { summary: 'La pagina di consultazione di questa API', responses: { '200': fileAnswer('La pagina', 'text/html') } }) },
  '/api/docs/init.js': { get: operation('Documentazione', 'public', { summary: 'Lo script che avvia la pagina di consultazione', responses: { '200': fileAnswer('Lo script', 'text/javascript') } }) },
  '/api/docs/scalar.js': { get: operation('Documentazione', 'public', { summary: 'Il visualizzatore della pagina di consultazione (Scalar)', responses: { '200': fileAnswer('Lo script', 'text/javascript') } }) },
};
