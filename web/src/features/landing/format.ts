// Italian figures with the thousands dot always shown ('1.500 €', '6.860 km'); it-IT would otherwise
// leave four-digit numbers ungrouped.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
const integer = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' });

export const formatEuro = (amount: number): string => euro.format(amount);
export const formatKm = (km: number): string => `${integer.format(km)} km`;
