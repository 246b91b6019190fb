import { compensationBand, MEDIUM_HAUL_MAX_KM, SHORT_HAUL_MAX_KM, type CompensationBand } from '@eligibility';
import { formatKm } from './format';

export interface BandRow extends CompensationBand {
  distance: string;
}

// The amounts and categories come from the eligibility engine; only the distance wording is ours.
export const DISTANCE_BANDS: readonly BandRow[] = [
  { distance: `Fino a ${formatKm(SHORT_HAUL_MAX_KM)}`, ...compensationBand(SHORT_HAUL_MAX_KM, false) },
  { distance: `Da ${formatKm(SHORT_HAUL_MAX_KM)} a ${formatKm(MEDIUM_HAUL_MAX_KM)}`, ...compensationBand(MEDIUM_HAUL_MAX_KM, false) },
  { distance: `Oltre ${formatKm(MEDIUM_HAUL_MAX_KM)}`, ...compensationBand(MEDIUM_HAUL_MAX_KM + 1, false) },
];

/** Art. 7(1)(b): every intra-EU flight over 1,500 km gets the middle amount. */
export const INTRA_EU_LONG_AMOUNT = compensationBand(MEDIUM_HAUL_MAX_KM + 1, true).amount;
