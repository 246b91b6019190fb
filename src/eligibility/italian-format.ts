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

/** A duration in whole minutes as operators and passengers read it: 280 → '4 h 40 min', 300 → '5 h', 45 → '45 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.abs(Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Hours as a sentence says them: '1 ora', '5 ore', 4.666… → '4 h 40 min' (never '4,666666666666667 ore'). */
export function hoursPhrase(hours: number): string {
  const minutes = Math.abs(Math.round(hours * 60));
  if (minutes % 60 !== 0) return formatDuration(minutes);
  return minutes === 60 ? '1 ora' : `${minutes / 60} ore`;
}

/**
 * A non-negative number as typed in a decimal field, with a comma or a point: '3,5' and '3.5' → 3.5,
 * '4' → 4; anything else (empty, '3,5,1', '1e3', '-2') → undefined. Never Number('3,5'), which a
 * phone's number field turns into 35.
 */
export function parseDecimal(text: string): number | undefined {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,6}))?\s*$/.exec(text);
  return match ? Number(`${match[1]}.${match[2] ?? '0'}`) : undefined;
}
