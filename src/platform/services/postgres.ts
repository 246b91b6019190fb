import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { EmbeddedCluster } from './embedded-postgres.js';
import { freePort, isListening } from './tcp.js';

export interface ResolvedPostgres {
  /** Server URL without a database name; databases are chosen by the caller. */
  serverUrl: string;
  source: 'DATABASE_URL' | 'loopback' | 'embedded';
  stop(): Promise<void>;
}


/**
 * DESIGN.md's order: DATABASE_URL, else PostgreSQL on 127.0.0.1:5432, else the embedded-postgres
 * binaries with their data in `<dataDir>/pg`.
 */
export async function resolvePostgres(options: {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  loopbackPort?: number;
  /** As root: where binaries and data go when the postgres user cannot reach the checkout (ROOT_SHARED_DIR). */
  sharedDir?: string;
}): Promise<ResolvedPostgres> {
  const { databaseUrl, dataDir, logger, loopbackPort = 5432 } = options;
  if (databaseUrl) return { serverUrl: databaseUrl, source: 'DATABASE_URL', stop: async () => {} };

  const loopbackUrl = `postgres://postgres@127.0.0.1:${loopbackPort}/postgres`;
  if (await isListening('127.0.0.1', loopbackPort)) {
    if (await canConnect(loopbackUrl)) return { serverUrl: loopbackUrl, source: 'loopback', stop: async () => {} };
    logger.warn(`something listens on 127.0.0.1:${loopbackPort} but refuses user postgres without a password; using embedded PostgreSQL`);
  }
  return startEmbedded(path.resolve(dataDir, 'pg'), logger, options.sharedDir);
}

/** The same server, another database: the URL's path names the database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function ensureDatabase(serverUrl: string, database: string): Promise<string> {
  const target = databaseUrl(serverUrl, database);
  if (await canConnect(target)) return target;
  const admin = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error; // created meanwhile by another process
  } finally {
    await admin.end();
  }
  return target;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

async function startEmbedded(databaseDir: string, logger: Logger, sharedDir?: string): Promise<ResolvedPostgres> {
  const url = (port: number) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  const port = await freePort();
  const cluster = await EmbeddedCluster.prepare({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    sharedDir,
    onLog: (message) => logger.debug({ message }, 'embedded PostgreSQL'),
  });
  if (cluster.relocated.length > 0) logger.info(`running as root: the postgres user cannot enter ${path.dirname(databaseDir)}, so embedded PostgreSQL keeps its ${cluster.relocated.join(' and its ')}`);

  // A previous process killed without cleanup leaves its postmaster running: reuse it.
  const runningPort = portOfRunningPostmaster(cluster.databaseDir);
  if (runningPort && (await canConnect(url(runningPort)))) {
    logger.info({ databaseDir: cluster.databaseDir, port: runningPort }, 'reusing the embedded PostgreSQL already running');
    return { serverUrl: url(runningPort), source: 'embedded', stop: async () => {} };
  }
  if (!cluster.initialised) {
    logger.info({ databaseDir: cluster.databaseDir }, 'initialising embedded PostgreSQL');
    await cluster.initialise();
  }
  await cluster.start();
  logger.info({ databaseDir: cluster.databaseDir, port }, 'embedded PostgreSQL started');
  return { serverUrl: url(port), source: 'embedded', stop: () => cluster.stop() };
}

function portOfRunningPostmaster(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pidLine), 0);
    return Number(portLine);
  } catch {
    return undefined;
  }
}
