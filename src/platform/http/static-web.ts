import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { PRERENDERED_DIR, prerenderedFile } from '../../../web/scripts/prerendered-pages.js';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, a known route's
 * pre-rendered page when the build made one, else the app's index (empty, rendered in the browser),
 * and for anything else the index with status 404. The pre-rendered pages are listed once, at start:
 * the build always comes before the server.
 */
export function staticWebRouter(webDist: string, knownRoutes: readonly RegExp[]): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return router;
  const prerenderedDir = path.join(webDist, PRERENDERED_DIR);
  const prerendered = new Set(existsSync(prerenderedDir) ? readdirSync(prerenderedDir, { recursive: true, encoding: 'utf8' }) : []);
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(response, file) {
        response.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get(/^(?!\/api\/).*/, (request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    if (!knownRoutes.some((route) => route.test(request.path))) return response.status(404).sendFile(index);
    const page = prerenderedFile(request.path.length > 1 ? request.path.replace(/\/+$/, '') : '/');
    response.sendFile(prerendered.has(page) ? path.join(prerenderedDir, page) : index, { dotfiles: 'allow' });
  });
  return router;
}
