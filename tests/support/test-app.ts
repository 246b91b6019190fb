import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { Express, Router } from 'express';
import type { EventHandler } from '../../projections/projection.js';
import { ProjectionRunner } from '../../projections/runner.js';
import { readProjectionStatus } from '../../projections/status.js';
import { createOperator, type Role } from '../../src/operators/index.js';
import { loadConfig, type Config } from '../../src/config.js';
import { PostgresEventStore } from '../../src/platform/event-store/index.js';
import { createModules, personalDataWiring } from '../../src/modules.js';
import type { Module } from '../../src/platform/module.js';
import { createApp } from '../../src/platform/http/app.js';
import { withEarlyRoutes } from '../../src/platform/http/early-routes.js';
import { createProducerConnection } from '../../src/platform/queue/redis-connection.js';
import { healthDetailsRouter, publicHealthRouter } from '../../src/platform/http/health.js';
import { createLogger } from '../../src/platform/logger.js';
import { resolveSecretKey } from '../../src/platform/security/secret-key.js';
import { createPersonalData } from '../../src/platform/personal-data/personal-data.js';
import type { SubjectKeys } from '../../src/platform/personal-data/subject-keys.js';
import type { TestDatabase } from './database.js';
import { GENEROUS_LIMITS } from './limits.js';

export interface TestApp {
  url: string;
  /** The express app as served: its router stack lists every registered route. */
  app: Express;
  store: PostgresEventStore;
  /** The passengers' data keys the store encrypts under. */
  subjectKeys: SubjectKeys;
  runner: ProjectionRunner;
  /** Every projection and reactor the app registered. */
  handlers: EventHandler[];
  /** The modules' routers, as mounted. */
  routers: Router[];
  /** Every module, as created. */
  modules: Module[];
  config: Config;
  /** The Redis its queues are on, when it has one. */
  redisUrl?: string;
  /** What the app's signing keys are derived from (deriveKey): a random SECRET_KEY unless the test sets one. */
  secretKey: string;
  close(): Promise<void>;
  /** A logged-in operator: fetch with its cookie and CSRF token. */
  operator(role?: Role, name?: string): Promise<OperatorClient>;
}

export interface OperatorClient {
  id: string;
  name: string;
  cookie: string;
  csrfToken: string;
  fetch(path: string, init?: { method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
}

/** The product's modules and projection runner in this process, on a test database, on a free port. */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { redisUrl?: string; workers?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-app-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    ...GENEROUS_LIMITS,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `test-${path.basename(dataDir)}`,
    // The run's key (global-setup.ts): the CLIs and servers a test starts on this database use it too.
    SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString('hex'),
    ...env,
  });
  const logger = createLogger('silent');
  const secretKey = await resolveSecretKey(config, logger);
  // The wiring of openDatabase: personal fields encrypted under the passengers' keys.
  const { subjectKeys, codec } = createPersonalData(database.pool, personalDataWiring(secretKey));
  const store = new PostgresEventStore(database.pool, { codec });
  const runner = new ProjectionRunner({ pool: database.pool, store, logger, pollMs: 200 });
  const producer = options.redisUrl ? createProducerConnection(options.redisUrl) : undefined;
  const redis = producer && { url: options.redisUrl!, source: 'REDIS_URL' as const, producer };
  const infrastructure = { pool: database.pool, store, subjectKeys, postgresSource: 'DATABASE_URL' as const, redis, close: async () => {} };
  const health = { ...infrastructure, startedAt: new Date(), readModelStatus: () => readProjectionStatus(database.pool, store), localHandlers: () => runner.state() };
  const modules = createModules({ config, secretKey, infrastructure, logger, waitForReadModels: (names, position, ms) => runner.waitFor(names, position, ms), projectionRunner: runner }, [healthDetailsRouter(health)]);
  const handlers = modules.flatMap((module) => module.handlers ?? []);
  runner.register(...handlers);
  for (const module of modules) await module.start?.();
  runner.start();
  const stopWorkers = options.workers ? await Promise.all(modules.flatMap((module) => module.workers ?? []).map((start) => start())) : [];
  const routers = modules.flatMap((module) => module.routers ?? []);
  const app = createApp({ logger, routers: [publicHealthRouter(health), ...routers], trustProxy: config.TRUST_PROXY });
  const server: Server = createServer(withEarlyRoutes(app, modules.flatMap((module) => module.earlyRoutes ?? []))).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let operators = 0;

  return {
    url,
    app,
    store,
    subjectKeys,
    runner,
    handlers,
    routers,
    modules,
    config,
    redisUrl: options.redisUrl,
    secretKey,
    async close() {
      await Promise.all(modules.map((module) => module.stop?.()));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await runner.stop();
      await Promise.all(stopWorkers.map((stop) => stop()));
      producer?.disconnect();
      await store.close();
    },
    async operator(role = 'operator', name = 'Giulia Verdi') {
      operators++;
      const email = `operatore${operators}-${Date.now()}@rimborsovolo24.it`;
      const password = 'una-password-lunga';
      const created = await createOperator(database.pool, { email, name, role, password });
      const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      return {
        id: created.id,
        name,
        cookie,
        csrfToken,
        fetch(path, init = {}) {
          return fetch(`${url}${path}`, {
            method: init.method ?? 'GET',
            headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json', ...init.headers },
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
          });
        },
      };
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
