import type pg from 'pg';
import type { Config } from '../config.js';
import { EsdbEventStore } from './esdb/esdb-event-store.js';
import type { EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export * from './event-store.js';
export { PostgresEventStore, EsdbEventStore };

export function createEventStore(config: Pick<Config, 'eventStore' | 'ESDB_URL'>, pool: pg.Pool): EventStore {
  return config.eventStore === 'esdb' ? new EsdbEventStore(config.ESDB_URL!) : new PostgresEventStore(pool);
}
