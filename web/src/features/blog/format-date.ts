const LONG_DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-01-12' → '12 gennaio 2026'. */
export const formatLongDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
