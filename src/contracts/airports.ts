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
}

/** Shorter queries get no suggestions. */
export const MIN_AIRPORT_QUERY_LENGTH = 2;
