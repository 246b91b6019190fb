import path from 'node:path';
import { inspect } from 'node:util';
import { createServer, type Server } from 'node:http';
import { ProjectionRunner } from '../projections/runner.js';
import { readProjectionStatus } from '../projections/status.js';
import { ensureFirstAdmin } from './operators/index.js';
import { ConfigError, loadConfig } from './config.js';
import { createModules, MODULE_MIGRATIONS, openDocumentStorage, personalDataWiring } from './modules.js';
import { createApp } from './platform/http/app.js';
import { withEarlyRoutes } from './platform/http/early-routes.js';
import { healthDetailsRouter, publicHealthRouter, type HealthSources } from './platform/http/health.js';
import { staticWebRouter } from './platform/http/static-web.js';
import { openInfrastructure } from './platform/infrastructure.js';
import { createLogger } from './platform/logger.js';
import { redactCredentials } from './platform/security/redact.js';
import { resolveSecretKey } from './platform/security/secret-key.js';

const ROLES = ['api', 'projector', 'worker'] as const;
type Role = (typeof ROLES)[number];

function parseRoles(argument = 'all'): Set<Role> {
  if (argument === 'all') return new Set(ROLES);
  const roles = argument.split(',');
  const unknown = roles.filter((role) => !ROLES.includes(role as Role));
  if (unknown.length > 0) throw new ConfigError(`Unknown role ${unknown.join(', ')}: use all, or any of ${ROLES.join(', ')} separated by commas`);
  return new Set(roles as Role[]);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const roles = parseRoles(process.argv[2]);
  const logger = createLogger(config.LOG_LEVEL);
  const startedAt = new Date();
  const secretKey = await resolveSecretKey(config, logger);
  const infrastructure = await openInfrastructure(config, logger, MODULE_MIGRATIONS, personalDataWiring(secretKey));
  const { pool, store } = infrastructure;
  const storage = await openDocumentStorage(config, logger);

  const runner = new ProjectionRunner({ pool, store, logger, batchSize: config.PROJECTION_BATCH_SIZE, pollMs: config.PROJECTION_POLL_MS });
  const health: HealthSources = {
    ...infrastructure,
    startedAt,
    readModelStatus: () => readProjectionStatus(pool, store),
    localHandlers: roles.has('projector') ? () => runner.state() : undefined,
    queues: { names: () => modules.flatMap((module) => module.queues ?? []), prefix: config.QUEUE_PREFIX },
  };
  const modules = createModules(
    { config, secretKey, infrastructure, storage, logger, waitForReadModels: (names, position, ms) => runner.waitFor(names, position, ms), projectionRunner: runner },
    [healthDetailsRouter(health)],
  );
  runner.register(...modules.flatMap((module) => module.handlers ?? []));
  for (const module of modules) await module.start?.();
  if (roles.has('projector')) runner.start();

  const stopWorkers = roles.has('worker') ? await Promise.all(modules.flatMap((module) => module.workers ?? []).map((start) => start())) : [];

  let server: Server | undefined;
  if (roles.has('api')) {
    await ensureFirstAdmin(pool, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, logger);
    const app = createApp({
      logger,
      routers: [
        publicHealthRouter(health),
        ...modules.flatMap((module) => module.routers ?? []),
      ],
      web: staticWebRouter(path.resolve('web/dist')),
      production: config.NODE_ENV === 'production',
      trustProxy: config.TRUST_PROXY,
    });
    server = createServer(withEarlyRoutes(app, modules.flatMap((module) => module.earlyRoutes ?? []))).listen(config.PORT, config.HOST);
    await new Promise<void>((resolve, reject) => server!.once('listening', resolve).once('error', reject));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, roles: [...roles] }, `RimborsoVolo24 listening on http://localhost:${port}`);
  } else {
    logger.info({ roles: [...roles] }, 'RimborsoVolo24 started');
  }

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await Promise.all(modules.map((module) => module.stop?.()));
    if (server) {
      const closed = new Promise((resolve) => server!.close(resolve));
      server.closeIdleConnections();
      await closed;
    }
    await Promise.all(stopWorkers.map((stop) => stop()));
    await runner.stop();
    await infrastructure.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : redactCredentials(inspect(error)));
  process.exit(1);
});
