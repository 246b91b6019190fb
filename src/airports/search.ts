import tzLookup from '@photostructure/tz-lookup';
import { MIN_AIRPORT_QUERY_LENGTH, type Airport } from '../contracts/airports.js';
import type { Queryable } from '../platform/db/pool.js';
import { normalizeSearchText } from './normalize.js';

export type { Airport };

/** The IANA time zone at these coordinates: an airport's, for the times of its flights. */
export const timeZoneAt = (latitude: number, longitude: number): string => tzLookup(latitude, longitude);

export const MIN_QUERY_LENGTH = MIN_AIRPORT_QUERY_LENGTH;
export const MAX_SUGGESTIONS = 5;

interface AirportRecord {
  id: number;
  name: string;
  iata_code: string;
  city: string;
  country: string;
  country_code: string;
  latitude: number;
  longitude: number;
}

const COLUMNS = 'id, name, iata_code, city, country, country_code, latitude, longitude';

const toAirport = (row: AirportRecord): Airport => ({
  id: row.id,
  name: row.name,
  iataCode: row.iata_code,
  city: row.city,
  country: row.country,
  countryCode: row.country_code,
  latitude: row.latitude,
  longitude: row.longitude,
  timeZone: timeZoneAt(row.latitude, row.longitude),
});

/**
 * Ranks: 0 the IATA code itself; 1 a city named exactly so (Italian names included: 'roma',
 * 'londra'); 2 a city name starting with the query ('mila', 'lond'); 3 a word of the name or city
 * starting with it ('fiumicino'); 4 the same for the Italian country name ('germania'); 5 the query
 * anywhere, keywords included. Ties: large airports first, then by name. A full scan of ~3,200
 * short rows takes about a millisecond: no index, no extension.
 */
const SEARCH_SQL = `
  SELECT ${COLUMNS}
  FROM (
    SELECT *,
      CASE
        WHEN iata_code = $1::text THEN 0
        WHEN search_places LIKE $2 THEN 1
        WHEN search_places LIKE $3 THEN 2
        WHEN ' ' || search_text LIKE $4 THEN 3
        WHEN ' ' || search_country LIKE $4 THEN 4
        WHEN search_text LIKE $5 OR search_country LIKE $5 OR search_keywords LIKE $5 THEN 5
      END AS rank
    FROM airports
  ) ranked
  WHERE rank IS NOT NULL
  ORDER BY rank, size = 'large' DESC, search_text, iata_code
  LIMIT $6`;

/**
 * Airport suggestions for what the user typed: case- and accent-insensitive, in Italian or in the
 * dataset's names, best match first; nothing under 2 characters. Also accepts a picked suggestion's
 * label, 'Name (FCO)', and finds that airport.
 */
export async function searchAirports(db: Queryable, query: string, limit = MAX_SUGGESTIONS): Promise<Airport[]> {
  const text = normalizeSearchText(query);
  const iataCode = iataCodeIn(query);
  if (text.length < MIN_QUERY_LENGTH) return [];
  const rows = Math.max(1, Math.min(Math.trunc(limit) || MAX_SUGGESTIONS, 50));
  // normalizeSearchText leaves only [a-z0-9 ]: no LIKE wildcard or escape can reach the patterns.
  const patterns = { place: `%|${text}|%`, placeStart: `%|${text}%`, wordStart: `% ${text}%`, anywhere: `%${text}%` };
  const { rows: found } = await db.query<AirportRecord>(SEARCH_SQL, [
    iataCode ?? null,
    patterns.place,
    patterns.placeStart,
    patterns.wordStart,
    patterns.anywhere,
    rows,
  ]);
  return found.map(toAirport);
}

function iataCodeIn(query: string): string | undefined {
  const code = /^\s*([A-Za-z]{3})\s*$/.exec(query)?.[1] ?? /\(([A-Za-z]{3})\)\s*$/.exec(query)?.[1];
  return code?.toUpperCase();
}

/** The airports with these ids, in the order asked; unknown ids are left out. */
export async function findAirportsByIds(db: Queryable, ids: readonly number[]): Promise<Airport[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const { rows } = await db.query<AirportRecord>(`SELECT ${COLUMNS} FROM airports WHERE id = ANY ($1::int[])`, [wanted]);
  const byId = new Map(rows.map((row) => [row.id, toAirport(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export async function findAllAirports(db: Queryable): Promise<Airport[]> {
  const { rows } = await db.query<AirportRecord>(`SELECT ${COLUMNS} FROM airports`);
  return rows.map(toAirport);
}

export async function findAirportByIata(db: Queryable, code: string): Promise<Airport | undefined> {
  const iataCode = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(iataCode)) return undefined;
  const { rows } = await db.query<AirportRecord>(`SELECT ${COLUMNS} FROM airports WHERE iata_code = $1`, [iataCode]);
  return rows[0] && toAirport(rows[0]);
}
