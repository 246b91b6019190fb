import pg from 'pg';

// A `date` stays the calendar day it is ('2026-10-03'); as a JS Date it would become local midnight and shift.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// int8 (global positions, counters) as strings is pg's safe default; versions are converted to bigint where read.
export function createPool(connectionString: string, options: { max?: number; applicationName?: string; connectionTimeoutMs?: number } = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 20,
    application_name: options.applicationName ?? 'rimborsovolo24',
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
  });
  // A client losing its server (restart, network) must not crash the process. Idle ones are covered
  // by the pool's own 'error' event; one checked out between two queries is not, so each client gets
  // a listener: its next query then fails as a transient error (503, retry) and the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
