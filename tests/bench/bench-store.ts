import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/index.js';
import { personalDataWiring } from '../../src/modules.js';
import { createPersonalData } from '../../src/platform/personal-data/personal-data.js';

/** The SECRET_KEY of one bench run: the product processes it starts (processes.ts) and the stores it builds share the passengers' keys. */
export const BENCH_SECRET_KEY = randomBytes(32).toString('hex');

/** The event store as the product wires it: personal fields encrypted under the passengers' keys. */
export function benchStore(pool: pg.Pool): PostgresEventStore {
  return new PostgresEventStore(pool, { codec: createPersonalData(pool, personalDataWiring(BENCH_SECRET_KEY)).codec });
}
