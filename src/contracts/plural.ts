const plural = new Intl.PluralRules('it-IT');
// it-IT leaves four-digit numbers ungrouped unless told: «1.200 pratiche», not «1200 pratiche».
const numbers = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/**
 * A count and its noun, agreeing: «1 bonifico», «3 bonifici», «1.200 pratiche». The number goes
 * through the Italian formatter; `one` and `other` may carry an adjective («pratica selezionata»).
 */
export function countOf(count: number, one: string, other: string): string {
  return `${numbers.format(count)} ${plural.select(count) === 'one' ? one : other}`;
}
