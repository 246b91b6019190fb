const ITALIAN_CALENDAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on an Italian calendar, 'YYYY-MM-DD' (the server checks flight dates the same way). */
export const italianToday = (now = new Date()) => ITALIAN_CALENDAR.format(now);

const LONG_DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-06-01' → '1 giugno 2025'. */
export const formatLongDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/** The local clock time written in an ISO timestamp with offset ('2025-06-01T06:50+02:00' → '06:50'). */
export const clockTime = (timestamp: string | null) => /T(\d{2}:\d{2})/.exec(timestamp ?? '')?.[1] ?? '—';
