import { ADMIN_STATUSES, ELIGIBILITY_LABELS, ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS, type AdminStatus } from '@contracts/claim-vocabulary';

export { ADMIN_STATUSES, ELIGIBILITY_LABELS, ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS, type AdminStatus };

/** Reading A's badge colours: yellow, blue, green, emerald, red. */
export const STATUS_BADGE: Record<AdminStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  under_review: 'bg-blue-100 text-blue-900',
  approved: 'bg-green-100 text-green-900',
  completed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

const DATE_TIME = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });
const DATE = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeZone: 'Europe/Rome' });
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** A calendar date (YYYY-MM-DD) as written, without a time-zone shift. */
export const formatDay = (day: string) => DATE.format(new Date(`${day}T12:00:00Z`));
export const formatEuro = (amount: number) => EURO.format(amount);

/** 1 KB = 1024 bytes, as the spec says. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

export const route = (claim: { departureIata: string | null; arrivalIata: string | null; departureAirport: string; arrivalAirport: string }) =>
  `${claim.departureIata ?? claim.departureAirport} → ${claim.arrivalIata ?? claim.arrivalAirport}`;
