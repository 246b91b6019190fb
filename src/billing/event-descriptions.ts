import { formatEuroCents } from '../eligibility/index.js';
import type { ClaimBillingEvent } from './billing-events.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
const ROME_TIME = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
export const italianDateTime = (iso: string) => ROME_TIME.format(new Date(iso)).replace(',', ' alle');

/** A money event in the words of the admins' timeline; never the IBAN (the timeline is no place for it). */
export function describeBillingEvent(event: ClaimBillingEvent): string {
  switch (event.type) {
    case 'BankDetailsLinkSent':
      return `Link per le coordinate bancarie inviato all’indirizzo della pratica (una sola volta, valido fino al ${italianDateTime(event.data.expiresAt)})`;
    case 'BankDetailsProvided':
      // Absent `via`: given before links were single-use, by either way.
      return event.data.via === 'link'
        ? 'Coordinate bancarie ricevute dal passeggero tramite il link inviato per e-mail; avvisato all’indirizzo della pratica'
        : event.data.via === 'area'
          ? 'Coordinate bancarie ricevute dal passeggero dall’area riservata; avvisato all’indirizzo della pratica'
          : 'Coordinate bancarie ricevute dal passeggero';
    case 'AirlinePaymentReceived':
      return `Pagamento della compagnia registrato: ${formatEuroCents(event.data.amountCents)} ricevuti il ${italianDate(event.data.receivedOn)} (rif. ${event.data.bankReference})`;
    case 'InvoiceIssued':
      return `Fattura n. ${event.data.invoiceNumber} emessa (passeggero ${event.data.passengerId}, totale ${formatEuroCents(event.data.totalCents)})`;
    case 'PayoutSent':
      return `Bonifico di ${formatEuroCents(event.data.amountCents)} inviato al passeggero ${event.data.passengerId} il ${italianDate(event.data.executedOn)}`;
  }
}
