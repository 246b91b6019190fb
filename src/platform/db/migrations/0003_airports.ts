import type pg from 'pg';
import { createAndLoadAirports } from '../../../airports/airports-table.js';

/** The airports of OurAirports (medium and large, IATA code, scheduled service) with Italian search names. */
export async function up(db: pg.PoolClient): Promise<void> {
  await createAndLoadAirports(db);
}
