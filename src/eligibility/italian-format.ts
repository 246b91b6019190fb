/** A number as an Italian reads it, digits kept as entered: 2.5 → '2,5', 3 → '3'. */
export function formatItalianNumber(value: number): string {
  return String(value).replace('.', ',');
}

// it-IT leaves four-digit numbers ungrouped unless told: '1.800,00 €', not '1800,00 €'.
const EURO = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/**
 * The one way an amount is shown to a passenger or operator: always with cents, Italian separators,
 * a non-breaking space before the sign. 7625 → '76,25 €', 180000 → '1.800,00 €'.
 */
export function formatEuroCents(cents: number): string {
  return `${EURO.format(Math.round(cents) / 100)}\u00a0€`;
}

/** "1 ora", "2,5 ore": hours as a sentence says them. */
export const hoursPhrase = (hours: number): string => (hours === 1 ? '1 ora' : `${formatItalianNumber(hours)} ore`);
