import type pg from 'pg';
import type { Config } from '../../config.js';
import type { EventCodec } from '../personal-data/event-codec.js';
import { EsdbEventStore } from './esdb/esdb-event-store.js';
import type { EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export * from './event-store.js';
export { recordFacts, type Fact } from './record-fact.js';
export { PostgresEventStore, EsdbEventStore };

/** The configured store; both encode events' data with the same codec (personal fields encrypted). */
export function createEventStore(config: Pick<Config, 'eventStore' | 'ESDB_URL'>, pool: pg.Pool, codec: EventCodec): EventStore {
  return config.eventStore === 'esdb' ? new EsdbEventStore(config.ESDB_URL!, { codec }) : new PostgresEventStore(pool, { codec });
}
