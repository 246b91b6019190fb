const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const parsed = (value: string | null | undefined) => {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const formatDate = (value: string | null | undefined) => {
  const date = parsed(value);
  return date ? DATE.format(date) : '—';
};

export const formatDateTime = (value: string | null | undefined) => {
  const date = parsed(value);
  return date ? DATE_TIME.format(date) : '—';
};

export const formatEuro = (value: number | null | undefined) => (value == null ? 'Da calcolare' : EURO.format(value));
