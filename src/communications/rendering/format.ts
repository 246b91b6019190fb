import { eurosToCents, formatEuroCents } from '../../eligibility/index.js';
import type { TemplateValues } from './variables.js';

const LONG_DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });

/** 22 novembre 2026 (the day in Italy). */
export function formatItalianDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** Euro as everywhere else in the product: 600 → '600,00 €', 1250 → '1.250,00 €', 250.5 → '250,50 €'. */
export function formatEuro(amount: number): string {
  return formatEuroCents(eurosToCents(amount));
}

export const COMPANY_NAME = 'RimborsoVolo24';

/** The preview's values (spec: compensation 600, today's date, the company name); currentDate is read when used. */
export const SAMPLE_VALUES: Readonly<Required<TemplateValues>> = Object.freeze({
  passengerName: 'Mario Rossi',
  practiceNumber: '482913',
  flightNumber: 'AZ610',
  compensationAmount: formatEuro(600),
  feeAmount: '183,00 €',
  netAmount: '417,00 €',
  companyName: COMPANY_NAME,
  get currentDate() {
    return formatItalianDate(new Date());
  },
  statusLabel: 'In Revisione',
  passengerNote: 'Abbiamo verificato i dati del volo e inoltrato la richiesta alla compagnia aerea.',
  uploadLink: 'https://rimborsovolo24.it/carica-documenti/482913?t=esempio',
});
