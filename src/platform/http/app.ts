import cookieParser from 'cookie-parser';
import express, { type Router } from 'express';
import helmet from 'helmet';
import { refuseDeepJson } from './json-depth.js';
import type { Logger } from '../logger.js';
import { notFound, problemHandler } from './problem.js';
import { requestIds } from './request-context.js';

export interface AppParts {
  logger: Logger;
  /** API routers, each owning its paths under /api. */
  routers: Router[];
  /** The built web app, served after the API. */
  web?: Router;
  /** Behind TLS: HSTS and upgrading insecure requests make sense only there. */
  production?: boolean;
  /** Which proxies' X-Forwarded-For sets the client's address (the limits count by it): TRUST_PROXY. */
  trustProxy?: number | string[];
}

export function createApp({ logger, routers, web, production = false, trustProxy = ['loopback'] }: AppParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Paths match as written, as in every router of ours (platform/http/router.ts).
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.set('trust proxy', trustProxy);
  app.use(requestIds);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The wizard reads boarding-pass barcodes with a WebAssembly decoder served from here; compiling it
          // needs 'wasm-unsafe-eval' in Chrome. It allows WebAssembly only, never eval() of scripts.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      strictTransportSecurity: production,
    }),
  );
  app.use(express.json({ limit: '100kb', verify: refuseDeepJson }));
  app.use(cookieParser());
  for (const router of routers) app.use(router);
  app.use('/api', notFound);
  if (web) app.use(web);
  app.use(notFound);
  app.use(problemHandler(logger));
  return app;
}
