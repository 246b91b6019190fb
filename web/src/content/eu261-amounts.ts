import { compensationBand, formatItalianNumber, halfOf, MEDIUM_HAUL_MAX_KM, SHORT_HAUL_MAX_KM } from '@eligibility';

// Art. 7(1) amounts as the eligibility engine states them: the pages never write a legal amount themselves.
export const SHORT_HAUL_AMOUNT = compensationBand(SHORT_HAUL_MAX_KM, false).amount;
export const MEDIUM_HAUL_AMOUNT = compensationBand(MEDIUM_HAUL_MAX_KM, false).amount;
export const LONG_HAUL_AMOUNT = compensationBand(MEDIUM_HAUL_MAX_KM + 1, false).amount;
/** Art. 7(2): the amounts halved. */
export const HALVED_AMOUNTS = { short: halfOf(SHORT_HAUL_AMOUNT), medium: halfOf(MEDIUM_HAUL_AMOUNT), long: halfOf(LONG_HAUL_AMOUNT) };

/** '250 €', as the pages' prose writes an amount (a plain space, no grouping under 1.000). */
export const euro = (amount: number) => `${formatItalianNumber(amount)} €`;

// it-IT leaves four-digit numbers ungrouped unless told: the pages write '1.500'.
const DISTANCE = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });

/** Art. 7(1)'s distance limits as the prose writes them, without the unit: '1.500', '3.500'. */
export const SHORT_HAUL_KM = DISTANCE.format(SHORT_HAUL_MAX_KM);
export const MEDIUM_HAUL_KM = DISTANCE.format(MEDIUM_HAUL_MAX_KM);

export const MIN_AMOUNT = euro(SHORT_HAUL_AMOUNT);
export const MAX_AMOUNT = euro(LONG_HAUL_AMOUNT);
