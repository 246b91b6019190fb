import { compensationBand, type CompensationBand } from './bands.js';
import { distanceKm } from './distance.js';
import { isIntraCommunityRoute } from './regions.js';
import type { Ruleset } from './rulesets.js';

export interface AirportLocation {
  iataCode: string;
  /** ISO 3166-1 alpha-2, as airport datasets give it (Réunion is 'RE'). */
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface RouteFacts {
  /** Whole kilometres. */
  distanceKm: number;
  intraCommunity: boolean;
  band: CompensationBand;
}

/**
 * Art. 7(4) and Bossen (C-559/16): first departure → final destination, direct, whatever the
 * stops. The band is decided on the whole kilometres the passenger sees, so '1500 km' never
 * shows as 'Voli medi'.
 */
export function routeFacts(departure: AirportLocation, arrival: AirportLocation, ruleset?: Ruleset): RouteFacts {
  const km = Math.round(distanceKm(departure, arrival));
  const intraCommunity = isIntraCommunityRoute(departure, arrival);
  return { distanceKm: km, intraCommunity, band: compensationBand(km, intraCommunity, ruleset) };
}
