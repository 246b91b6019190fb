import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, the app's
 * index for the client routes it knows and, with status 404, for anything else.
 */
export function staticWebRouter(webDist: string, knownRoutes: readonly RegExp[]): Router {
  const router = Router();
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return router;
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
    const known = knownRoutes.some((route) => route.test(request.path));
    response.status(known ? 200 : 404).sendFile(index);
  });
  return router;
}
