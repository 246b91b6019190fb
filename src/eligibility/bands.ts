import { todaysRuleset, type Ruleset, type Tier } from './rulesets.js';

export type CompensationAmount = number;
export type BandCategory = 'Voli corti' | 'Voli medi' | 'Voli lunghi';

export interface CompensationBand {
  amount: CompensationAmount;
  /** Follows the distance only, so an intra-Community long flight reads 'Voli lunghi' at the medium amount. */
  category: BandCategory;
  /** Which amount and thresholds apply. */
  tier: Tier;
}

export const SHORT_HAUL_MAX_KM = 1500;
export const MEDIUM_HAUL_MAX_KM = 3500;

/** Art. 7(1): ≤ 1,500 km short; intra-Community over 1,500 km and others up to 3,500 km medium; the rest long. */
export function compensationBand(distanceKm: number, intraCommunity: boolean, ruleset: Ruleset = todaysRuleset()): CompensationBand {
  const category: BandCategory =
    distanceKm <= ruleset.shortHaulMaxKm ? 'Voli corti' : distanceKm <= ruleset.mediumHaulMaxKm ? 'Voli medi' : 'Voli lunghi';
  const tier: Tier = category === 'Voli corti' ? 'short' : category === 'Voli lunghi' && !intraCommunity ? 'long' : 'medium';
  return { amount: ruleset.amounts[tier], category, tier };
}

/** Art. 7(2): arriving this many hours late or less (≤, "does not exceed") halves the compensation. */
export function reductionThresholdHours(band: CompensationBand, ruleset: Ruleset = todaysRuleset()): number {
  return ruleset.reductionThresholdHours[band.tier];
}

export function halfOf(amount: number): number {
  return Math.round(amount / 2);
}
