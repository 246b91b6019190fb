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
 * stops. The band is decided on the unrounded distance (1,500.4 km is over 1,500 km: 400 €);
 * only the figure shown is rounded.
 */
export function routeFacts(departure: AirportLocation, arrival: AirportLocation, ruleset?: Ruleset): RouteFacts {
  // To the metre: floating-point noise (1,500.0000000000002 km) is no distance and must not change the band.
  const km = Math.round(distanceKm(departure, arrival) * 1000) / 1000;
  const intraCommunity = isIntraCommunityRoute(departure, arrival);
  return { distanceKm: Math.round(km), intraCommunity, band: compensationBand(km, intraCommunity, ruleset) };
}
