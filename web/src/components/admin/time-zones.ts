const ITALY = 'Europe/Rome';

/** A zone's offset from UTC at an instant, in minutes (Lisbon in winter: 0; New York in summer: -240). */
function offsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const asOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

/**
 * The offset ("+01:00") a zone has at a wall-clock time there ("2026-10-25T02:30"), the change of
 * summer time included: the offset is looked up at the instant the time would be with a first guess,
 * then once more at the instant that guess gives.
 */
export function offsetAt(timeZone: string, localDateTime: string): string {
  const wall = Date.parse(`${localDateTime}Z`);
  if (Number.isNaN(wall)) return asOffset(offsetMinutes(timeZone, Date.now()));
  const guess = offsetMinutes(timeZone, wall);
  return asOffset(offsetMinutes(timeZone, wall - guess * 60_000));
}

/** Italy's zone, where an airport's is not known. */
export const FALLBACK_TIME_ZONE = ITALY;
