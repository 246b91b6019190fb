export type CompensationAmount = 250 | 400 | 600;
export type BandCategory = 'Voli corti' | 'Voli medi' | 'Voli lunghi';

export interface CompensationBand {
  amount: CompensationAmount;
  category: BandCategory;
}

export const SHORT_HAUL_MAX_KM = 1500;
export const MEDIUM_HAUL_MAX_KM = 3500;

/** Art. 7(1); the category follows the distance only, so intra-Community long flights read 'Voli lunghi' at 400 €. */
export function compensationBand(distanceKm: number, intraCommunity: boolean): CompensationBand {
  if (distanceKm <= SHORT_HAUL_MAX_KM) return { amount: 250, category: 'Voli corti' };
  if (distanceKm <= MEDIUM_HAUL_MAX_KM) return { amount: 400, category: 'Voli medi' };
  return { amount: intraCommunity ? 400 : 600, category: 'Voli lunghi' };
}

/** Art. 7(2): the 2 / 3 / 4 h limits follow the amount (intra-Community over 3,500 km is a 3 h flight). */
const REDUCTION_THRESHOLD_HOURS: Readonly<Record<CompensationAmount, 2 | 3 | 4>> = { 250: 2, 400: 3, 600: 4 };

/** Arriving less than this many hours late (delayed or re-routed) halves the compensation. */
export function reductionThresholdHours(band: CompensationBand): 2 | 3 | 4 {
  return REDUCTION_THRESHOLD_HOURS[band.amount];
}

export function halfOf(amount: number): number {
  return Math.round(amount / 2);
}
