import { formatEuroCents } from '@eligibility';

// Italian figures with the thousands dot always shown ('1.500 €', '6.860 km'); it-IT would otherwise
// leave four-digit numbers ungrouped.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });

/** A legal amount in whole euro, as the bands and headlines write it: '600 €'. */
export const formatEuro = (amount: number): string => euro.format(amount);
/** An estimate or a fee, always with cents: '76,25 €'. */
export { formatEuroCents };
export const formatKm = (km: number): string => `${integer.format(km)} km`;
