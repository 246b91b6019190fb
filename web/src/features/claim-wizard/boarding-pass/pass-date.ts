const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Which day of its year a date is (1 January → 1), read in UTC as the BCBP library builds it. */
export function dayOfYear(date: Date): number {
  const year = date.getUTCFullYear();
  return Math.round((Date.UTC(year, date.getUTCMonth(), date.getUTCDate()) - Date.UTC(year, 0, 0)) / DAY_MS);
}

/**
 * A boarding pass carries the flight's day of the year but not the year: the flight is the most
 * recent such day that is not after `today` ('YYYY-MM-DD', Italy's calendar). Day 366 only exists
 * in leap years, so it may go back more than one year.
 */
export function mostRecentDate(day: number, today: string): string {
  if (!Number.isInteger(day) || day < 1 || day > 366) return '';
  const thisYear = Number(today.slice(0, 4));
  for (let year = thisYear; year >= thisYear - 8; year -= 1) {
    const candidate = Date.UTC(year, 0, day);
    if (new Date(candidate).getUTCFullYear() !== year) continue;
    const date = isoDay(candidate);
    if (date <= today) return date;
  }
  return '';
}
