/** A number as an Italian reads it, digits kept as entered: 2.5 → '2,5', 3 → '3'. */
export function formatItalianNumber(value: number): string {
  return String(value).replace('.', ',');
}
