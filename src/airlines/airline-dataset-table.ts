import type { ModuleMigration } from '../platform/db/migrate.js';
import type { Queryable } from '../platform/db/pool.js';
import { readDataset, shapeAirlines, type AirlineDatasetRow } from './dataset.js';

/** The carriers as the dataset gives them: reference data, the baseline of the `airlines` read model. */
export async function createAirlineDatasetTable(db: Queryable): Promise<void> {
  await db.query(`
    CREATE TABLE airline_dataset (
      iata_code           text PRIMARY KEY CHECK (iata_code ~ '^[A-Z0-9]{2}$'),
      icao_code           text,
      name                text NOT NULL,
      country_code        char(2),
      country_name        text,
      is_eu               boolean NOT NULL,
      claims_email        text,
      claims_web_form_url text
    )`);
}

export async function insertAirlineDataset(db: Queryable, rows: readonly AirlineDatasetRow[]): Promise<void> {
  const column = <T>(pick: (row: AirlineDatasetRow) => T) => rows.map(pick);
  await db.query(
    `INSERT INTO airline_dataset (iata_code, icao_code, name, country_code, country_name, is_eu, claims_email, claims_web_form_url)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[], $8::text[])`,
    [
      column((row) => row.iataCode),
      column((row) => row.icaoCode),
      column((row) => row.name),
      column((row) => row.countryCode),
      column((row) => row.countryName),
      column((row) => row.isEu),
      column((row) => row.claimsEmail),
      column((row) => row.claimsWebFormUrl),
    ],
  );
}

/** OpenFlights' active carriers with an IATA code, corrected and completed by the curated list. */
export const airlinesMigration: ModuleMigration = {
  id: '0014_airline_dataset.ts',
  up: async (db) => {
    await createAirlineDatasetTable(db);
    await insertAirlineDataset(db, shapeAirlines(readDataset()));
  },
};

/**
 * Databases filled before the dataset's country codes were current (German carriers filed under
 * East Germany's 'DD', so non-EU): the dataset is read again. The airlines read model takes it as
 * its baseline on the rebuild its changed schema starts.
 */
export const airlinesCurrentStatesMigration: ModuleMigration = {
  id: '0021_airline_dataset_current_states.ts',
  up: async (db) => {
    await db.query('DELETE FROM airline_dataset');
    await insertAirlineDataset(db, shapeAirlines(readDataset()));
  },
};
