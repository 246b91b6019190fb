import { formatEuroCents } from '../eligibility/index.js';
import type { ClaimBillingEvent } from './billing-events.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

/** A money event in the words of the admins' timeline; never the IBAN (the timeline is no place for it). */
export function describeBillingEvent(event: ClaimBillingEvent): string {
  switch (event.type) {
    case 'BankDetailsProvided':
      return 'Coordinate bancarie ricevute dal passeggero';
    case 'AirlinePaymentReceived':
      return `Pagamento della compagnia registrato: ${formatEuroCents(event.data.amountCents)} ricevuti il ${italianDate(event.data.receivedOn)} (rif. ${event.data.bankReference})`;
    case 'InvoiceIssued':
      return `Fattura n. ${event.data.invoiceNumber} emessa (passeggero ${event.data.passengerId}, totale ${formatEuroCents(event.data.totalCents)})`;
    case 'PayoutSent':
      return `Bonifico di ${formatEuroCents(event.data.amountCents)} inviato al passeggero ${event.data.passengerId} il ${italianDate(event.data.executedOn)}`;
  }
}
