import { italianToday } from '../../src/eligibility/index.js';

/**
 * The day in Italy `days` before `now` ('YYYY-MM-DD'); a negative count goes forward. Counted on
 * the calendar from Italy's today, so neither 23:30 UTC (already tomorrow in Rome) nor a change of
 * summer time in between shifts it by a day.
 */
export function italianDaysAgo(days: number, now = new Date()): string {
  const [year, month, day] = italianToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' as the Italian texts print it: 'DD/MM/YYYY'. */
export const italianDate = (day: string) => day.split('-').reverse().join('/');

/**
 * The flight date of the test claims: about three months back from the day the tests run, so no
 * deadline counted from the flight (the check at ten months, the warning after a year) has come.
 */
export const RECENT_FLIGHT_DATE = italianDaysAgo(100);
