/** Working days (Monday to Friday) from one day to a later one: Friday → next Monday is 1. Holidays are not counted out. */
export function workingDaysBetween(fromIsoDate: string, toIsoDate: string): number {
  const day = new Date(`${fromIsoDate}T00:00:00Z`);
  const end = new Date(`${toIsoDate}T00:00:00Z`);
  let count = 0;
  while (day < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}
