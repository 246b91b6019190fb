import type { Router } from 'express';
import type { Module, ModuleContext } from './platform/module.js';
import { createCommandExecutor } from './event-store/execute-command.js';
import { createAdminModule, createOperatorGate } from './admin/index.js';
import { createAirportsModule } from './airports/index.js';
import { createClaimsModule, publicLookup, startIdempotencyKeySweeper } from './claims/index.js';
import { createCommunicationsModule } from './communications/index.js';
import { BLOG_SLUGS } from '../web/src/content/blog-slugs.js';
import { createDocumentsModule } from './documents/index.js';
import { createBlobStorage, startOrphanSweeper } from './documents/storage/index.js';
import { createFlightsModule, createScheduleProvider, flightApiStats } from './flights/index.js';
import { createRateLimits } from './platform/http/rate-limit.js';
import { deriveKey } from './platform/security/keys.js';

/**
 * Every business module of the product, in the order their routes are mounted (admin first: it owns
 * /api/admin). `platformAdminRouters`: the platform's own operators' routes (health details), mounted
 * behind the same session guard as the modules' ones.
 */
export function createModules({ config, secretKey, infrastructure, logger, waitForReadModels }: ModuleContext, platformAdminRouters: Router[] = []): Module[] {
  const { pool, store } = infrastructure;
  const waitForProjections = waitForReadModels;
  const executeCommand = createCommandExecutor({ store, waitForReadModels });
  const uploadTokenKey = deriveKey(secretKey, 'upload-token');
  const uploadGrantKey = deriveKey(secretKey, 'upload-grant');
  const storage = infrastructure.storage ?? createBlobStorage(config, logger);
  const limits = createRateLimits({ redis: infrastructure.redis?.producer, prefix: config.QUEUE_PREFIX, logger });
  const lookup = publicLookup(pool, limits, { perMinutePerIp: config.STATUS_LOOKUPS_PER_MINUTE, failuresPerHour: config.LOOKUP_FAILURES_PER_HOUR });
  const operatorGate = createOperatorGate({ pool, secretKey, requireTwoFactor: config.requireTwoFactor });
  const documents = createDocumentsModule({
    pool,
    store,
    storage,
    operatorGate,
    uploadTokenKey,
    uploadGrantKey,
    waitForProjections,
    lookup,
    limits,
    uploadGrantsPerHourPerIp: config.UPLOAD_GRANTS_PER_HOUR_PER_IP,
    pendingUploadsPerClaim: config.PENDING_UPLOADS_PER_CLAIM,
  });
  const modules: Module[] = [
    createAirportsModule({ pool }),
    createFlightsModule({ pool, provider: createScheduleProvider(config, pool, logger), logger, limits, searchesPerMinutePerIp: config.FLIGHT_SEARCHES_PER_MINUTE }),
    {
      ...createClaimsModule({
        pool,
        store,
        operatorGate,
        uploadTokenKey,
        waitForProjections,
        lookup,
        limits,
        submissionsPerHour: { perIp: config.SUBMISSIONS_PER_HOUR_PER_IP, perEmail: config.SUBMISSIONS_PER_HOUR_PER_EMAIL },
      }),
      workers: [async () => startIdempotencyKeySweeper(pool, logger)],
    },
    { ...documents, workers: [async () => startOrphanSweeper(pool, storage, logger)] },
    createCommunicationsModule({ config, pool, store, redis: infrastructure.redis, logger, limits, uploadTokenKey, operatorGate, waitForProjections }),
  ];
  const adminRouters = [...platformAdminRouters, ...modules.flatMap((module) => module.adminRouters ?? [])];
  const admin = createAdminModule({ gate: operatorGate, flightApiStats: () => flightApiStats(pool), store, secureCookies: config.NODE_ENV === 'production', limits, loginsPer15MinutesPerIp: config.LOGINS_PER_15_MINUTES_PER_IP, adminRouters });
  return [admin, ...modules];
}

/** Client-side routes the server answers with the web app (anything else: the app's 404 page, status 404). */
export const WEB_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/blog\/?$/,
  // Only the articles that exist: an unknown slug is answered 404 (with the app's "Articolo non trovato").
  new RegExp(`^/blog/(${BLOG_SLUGS.join('|')})/?$`),
  /^\/(verifica-rimborso|verifica-stato|voli-ritardo|voli-cancellati|overbooking|bagagli-smarriti)\/?$/,
  /^\/carica-documenti\/\d{1,6}\/?$/,
  /^\/admin(\/login|\/account|\/practice\/[^/]+)?\/?$/,
];
