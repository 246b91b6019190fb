/** An airport as the search and the lookups answer it. */
export interface Airport {
  id: number;
  name: string;
  iataCode: string;
  city: string;
  /** Italian name of the country ('Regno Unito'). */
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  /** Its IANA time zone ('Europe/Lisbon'), from its coordinates: the times of its flights are read and entered in it. */
  timeZone: string;
}

/**
 * An airport as a text names it, its IATA code once: the claim keeps the name as the wizard showed it,
 * «Venezia Marco Polo (VCE)», so the code is added only when the name does not already end with it.
 */
export function airportWithCode(name: string, iataCode: string | null | undefined): string {
  const trimmed = name.trim();
  if (!iataCode || trimmed.toUpperCase().endsWith(`(${iataCode.toUpperCase()})`)) return trimmed;
  return `${trimmed} (${iataCode})`;
}

/** Shorter queries get no suggestions. */
export const MIN_AIRPORT_QUERY_LENGTH = 2;
