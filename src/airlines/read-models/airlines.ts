import type pg from 'pg';
import { foldIntoRows, type Row } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import type { AirlineList, AirlineView } from '../../contracts/admin-airlines.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { Queryable } from '../../platform/db/pool.js';
import { isoTimestamp } from '../../platform/db/timestamps.js';
import type { AirlineClaimsAddressData, AirlineDetailsEditedData, AirlineEvent } from '../airline-events.js';

const COLUMN_OF_FIELD = { name: 'name', claimsEmail: 'claims_email', claimsWebFormUrl: 'claims_web_form_url', pecAddress: 'pec_address', euOverride: 'eu_override', paysDirectly: 'pays_directly' } as const;

const FOLDED = new Set<string>(['AirlineDetailsEdited', 'AirlineClaimsAddressAdded', 'AirlineClaimsAddressRemoved'] satisfies AirlineEvent['type'][]);

/**
 * The carriers as admins see them and other modules use them: the dataset's rows (airline_dataset,
 * migration 0014) copied in as the baseline when the table is created, in a rebuild's scratch
 * schema too, and each carrier's edits and added claims addresses (stream `airline-{IATA}`) folded on top.
 */
export const airlinesProjection: Projection = {
  kind: 'projection',
  name: 'airlines',
  tables: ['airlines'],
  // The SQL comment is part of the schema's hash: when airline_dataset changes (0021: today's
  // country codes), editing it makes the runner rebuild the table on the new baseline.
  schema: `
    -- baseline: airline_dataset as of migration 0021; pec_address and pays_directly only from admins' edits
    CREATE TABLE IF NOT EXISTS airlines (
      iata_code text PRIMARY KEY,
      icao_code text,
      name text NOT NULL,
      country_code text,
      country_name text,
      dataset_is_eu boolean NOT NULL,
      eu_override boolean,
      is_eu boolean NOT NULL,
      claims_email text,
      claims_web_form_url text,
      pec_address text,
      pays_directly boolean NOT NULL DEFAULT false,
      additional_claims_emails jsonb NOT NULL DEFAULT '[]',
      version bigint NOT NULL DEFAULT 0,
      updated_at timestamptz,
      updated_by text
    );
    INSERT INTO airlines (iata_code, icao_code, name, country_code, country_name, dataset_is_eu, is_eu, claims_email, claims_web_form_url)
    SELECT iata_code, icao_code, name, country_code, country_name, is_eu, is_eu, claims_email, claims_web_form_url FROM airline_dataset
    ON CONFLICT (iata_code) DO NOTHING;
  `,
  handles: (event) => FOLDED.has(event.type),
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'airlines',
      key: 'iata_code',
      keyType: 'text',
      keyOf: (event) => (FOLDED.has(event.type) ? (event.data as { airlineCode: string }).airlineCode : undefined),
      versionColumn: 'version',
      // A carrier the dataset no longer has keeps its edits in its stream, with no row to show them on.
      fold: (row, event) => (row ? editedRow(row, event) : undefined),
    });
  },
};

function editedRow(row: Row, event: RecordedEvent): Row {
  const next: Row = { ...row };
  if (event.type === 'AirlineDetailsEdited') {
    for (const [field, change] of Object.entries((event.data as AirlineDetailsEditedData).changes)) next[COLUMN_OF_FIELD[field as keyof typeof COLUMN_OF_FIELD]] = change!.to;
  } else {
    const { address } = event.data as AirlineClaimsAddressData;
    const addresses = ((row.additional_claims_emails as string[] | null) ?? []).filter((known) => known !== address);
    next.additional_claims_emails = event.type === 'AirlineClaimsAddressAdded' ? [...addresses, address] : addresses;
  }
  const actor = event.metadata.actor as { name?: string; id: string };
  return {
    ...next,
    is_eu: next.eu_override ?? next.dataset_is_eu,
    updated_at: event.metadata.requestedAt,
    updated_by: actor.name ?? actor.id,
  };
}

interface AirlineRow {
  iata_code: string;
  icao_code: string | null;
  name: string;
  country_code: string | null;
  country_name: string | null;
  dataset_is_eu: boolean;
  eu_override: boolean | null;
  is_eu: boolean;
  claims_email: string | null;
  claims_web_form_url: string | null;
  pec_address: string | null;
  pays_directly: boolean;
  additional_claims_emails: string[];
  version: string;
  updated_at: Date | null;
  updated_by: string | null;
}

const airlineView = (row: AirlineRow): AirlineView => ({
  iataCode: row.iata_code,
  icaoCode: row.icao_code,
  name: row.name,
  countryCode: row.country_code,
  countryName: row.country_name,
  isEu: row.is_eu,
  datasetIsEu: row.dataset_is_eu,
  euOverride: row.eu_override,
  claimsEmail: row.claims_email,
  claimsWebFormUrl: row.claims_web_form_url,
  pecAddress: row.pec_address,
  paysDirectly: row.pays_directly,
  additionalClaimsEmails: row.additional_claims_emails,
  version: Number(row.version),
  updatedAt: isoTimestamp(row.updated_at),
  updatedBy: row.updated_by,
});

/** The dataset's rows shaped as the read model's, for the moments before the projector has created it. */
const BASELINE = `(SELECT iata_code, icao_code, name, country_code, country_name, is_eu AS dataset_is_eu, NULL::boolean AS eu_override, is_eu,
                          claims_email, claims_web_form_url, NULL::text AS pec_address, false AS pays_directly, '[]'::jsonb AS additional_claims_emails, 0::bigint AS version, NULL::timestamptz AS updated_at, NULL::text AS updated_by
                     FROM airline_dataset) AS airlines`;

/** Whether the `airlines` table exists on a database: asked until it does, then remembered (a rebuild swaps it in one transaction). */
export type AirlinesTableBuilt = (db: Queryable) => Promise<boolean>;

export function airlinesTableBuilt(): AirlinesTableBuilt {
  let built = false;
  return async (db) => (built ||= (await db.query<{ built: boolean }>("SELECT to_regclass('airlines') IS NOT NULL AS built")).rows[0]!.built);
}

/**
 * Runs a query on the `airlines` read model (`{airlines}` in the text). On a new database the API may
 * answer before the projector has created the table: the dataset alone, without edits yet, answers
 * then, so a claim's submission never fails for it. Inside a transaction (a submission's) the table
 * is looked up with `tableBuilt` rather than tried: a failed statement would abort the transaction.
 */
export async function queryAirlines<Row extends object>(db: Queryable, text: string, values: unknown[], tableBuilt?: AirlinesTableBuilt): Promise<Row[]> {
  const run = async (table: string) => (await db.query<Row & pg.QueryResultRow>(text.replaceAll('{airlines}', table), values)).rows;
  if (tableBuilt) return run((await tableBuilt(db)) ? 'airlines' : BASELINE);
  try {
    return await run('airlines');
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error; // undefined_table
    return run(BASELINE);
  }
}

/** The carrier with this IATA code ('fr' is FR), or null. */
export async function findAirline(db: Queryable, iataCode: string, tableBuilt?: AirlinesTableBuilt): Promise<AirlineView | null> {
  const [row] = await queryAirlines<AirlineRow>(db, 'SELECT * FROM {airlines} WHERE iata_code = $1', [iataCode.trim().toUpperCase()], tableBuilt);
  return row ? airlineView(row) : null;
}

/**
 * Carriers by IATA or ICAO code (exact first) or by a word of their name, code order;
 * `missingContact`: only those with neither a claims e-mail nor a web form yet.
 */
export async function searchAirlines(db: Queryable, { q, missingContact, page, pageSize }: { q?: string; missingContact?: boolean; page: number; pageSize: number }): Promise<AirlineList> {
  const query = q?.trim() ?? '';
  const conditions = [
    ...(query ? [`(iata_code = upper($1) OR icao_code = upper($1) OR name ILIKE '%' || $2 || '%')`] : []),
    ...(missingContact ? ['claims_email IS NULL AND claims_web_form_url IS NULL'] : []),
  ];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const values = query ? [query, query.replace(/[\\%_]/g, (match) => `\\${match}`)] : [];
  const exactFirst = query ? '(iata_code = upper($1)) DESC, ' : '';
  const [rows, [count]] = await Promise.all([
    queryAirlines<AirlineRow>(db, `SELECT * FROM {airlines} ${where} ORDER BY ${exactFirst}iata_code LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, values),
    queryAirlines<{ total: string }>(db, `SELECT count(*) AS total FROM {airlines} ${where}`, values),
  ]);
  return { items: rows.map(airlineView), total: Number(count!.total), page, pageSize };
}

/** The dataset's row of a carrier: the baseline its edits are decided on. */
export async function datasetAirline(db: pg.Pool, iataCode: string): Promise<Pick<AirlineView, 'name' | 'claimsEmail' | 'claimsWebFormUrl' | 'pecAddress' | 'euOverride' | 'paysDirectly'> | null> {
  const { rows } = await db.query<{ name: string; claims_email: string | null; claims_web_form_url: string | null }>(
    'SELECT name, claims_email, claims_web_form_url FROM airline_dataset WHERE iata_code = $1',
    [iataCode],
  );
  return rows[0] ? { name: rows[0].name, claimsEmail: rows[0].claims_email, claimsWebFormUrl: rows[0].claims_web_form_url, pecAddress: null, euOverride: null, paysDirectly: false } : null;
}
