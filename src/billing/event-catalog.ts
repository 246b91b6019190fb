import { formatEuroCents } from '../eligibility/index.js';
import { defineEvents } from '../platform/events/catalog.js';
import {
  airlinePaymentReceivedData,
  bankDetailsLinkSentData,
  bankDetailsProvidedData,
  invoiceIssuedData,
  invoiceNumberAllocatedData,
  payoutBatchApprovedData,
  payoutBatchCreatedData,
  payoutBatchExecutedData,
  payoutLinesWithdrawnData,
  payoutSentData,
  voucherAcceptedData,
  type BillingEvent,
} from './billing-events.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
const ROME_TIME = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const italianDateTime = (iso: string) => ROME_TIME.format(new Date(iso)).replace(',', ' alle');

/**
 * The bank account is the passenger's: IBAN and holder are encrypted under the claim's key. Amounts,
 * dates, invoice numbers and bank references are facts of the business kept after erasure (tax law).
 * A link's id opens nothing without our key; a batch's lines name the bank-details event they froze
 * (its IBAN stays encrypted there) and the operators who created and approved it. The operators'
 * lines never show the IBAN (the timeline is no place for it); every e-mail about money goes, whatever
 * the passenger's preference.
 */
export const BILLING_EVENTS = defineEvents<BillingEvent>({
  entries: {
    BankDetailsLinkSent: {
      schema: bankDetailsLinkSentData,
      personal: [],
      describe: (data) => `Link per le coordinate bancarie inviato all’indirizzo della pratica (una sola volta, valido fino al ${italianDateTime(data.expiresAt)})`,
      email: { essential: true },
    },
    BankDetailsProvided: {
      schema: bankDetailsProvidedData,
      personal: ['iban', 'accountHolder', 'codiceFiscale', 'address'],
      describe: (data) =>
        // Absent `via`: given before links were single-use, by either way.
        data.via === 'link'
          ? 'Coordinate bancarie ricevute dal passeggero tramite il link inviato per e-mail; avvisato all’indirizzo della pratica'
          : data.via === 'area'
            ? 'Coordinate bancarie ricevute dal passeggero dall’area riservata; avvisato all’indirizzo della pratica'
            : 'Coordinate bancarie ricevute dal passeggero',
      passenger: () => ({ by: 'passenger', title: 'Coordinate bancarie ricevute', detail: 'Il risarcimento sarà bonificato su questo conto.' }),
      digest: () => 'Abbiamo ricevuto le tue coordinate bancarie.',
      email: { essential: true },
    },
    AirlinePaymentReceived: {
      schema: airlinePaymentReceivedData,
      personal: [],
      describe: (data) =>
        `Pagamento della compagnia registrato: ${formatEuroCents(data.amountCents)} ricevuti il ${italianDate(data.receivedOn)} (rif. ${data.bankReference})` +
        (data.allocations
          ? `; ripartito ${data.allocatedBy === 'operator' ? 'dall’operatore' : 'in proporzione a quanto chiesto'}: ${data.allocations.map((allocation) => `passeggero ${allocation.passengerId} ${formatEuroCents(allocation.amountCents)}`).join(', ')}`
          : ''),
      passenger: () => ({ by: 'operator', title: 'La compagnia aerea ha pagato la compensazione', detail: 'Ti bonifichiamo la tua parte entro 5 giorni lavorativi.' }),
      digest: () => 'La compagnia aerea ha pagato la compensazione: ti bonifichiamo la tua parte entro 5 giorni lavorativi.',
      airlineAgreed: () => true,
    },
    VoucherAccepted: {
      schema: voucherAcceptedData,
      personal: [],
      describe: (data) => `Il passeggero ${data.passengerId} ha accettato un buono della compagnia (${data.description}): nessuna quota in denaro, nessun compenso`,
      passenger: () => ({ by: 'operator', title: 'Buono della compagnia accettato', detail: 'Su un buono non tratteniamo alcun compenso.' }),
      digest: () => 'Abbiamo registrato il buono della compagnia che hai accettato: su un buono non tratteniamo alcun compenso.',
    },
    InvoiceIssued: {
      schema: invoiceIssuedData,
      // The customer's name, codice fiscale and address are the claim's passenger's: shredded with the claim (invoicing keeps its own copy for the tax law).
      personal: ['customer'],
      describe: (data) => `Fattura n. ${data.invoiceNumber} emessa (passeggero ${data.passengerId}, totale ${formatEuroCents(data.totalCents)})`,
      passenger: (data) => ({
        by: 'operator',
        title: `Fattura n. ${String(data.invoiceNumber)} emessa`,
        detail: `Il nostro compenso (${formatEuroCents(Number(data.totalCents))}) è trattenuto dalla compensazione.`,
      }),
      digest: (data) => `Abbiamo emesso la fattura n. ${String(data.invoiceNumber)} per il nostro compenso.`,
      email: { essential: true },
    },
    PayoutSent: {
      schema: payoutSentData,
      personal: [],
      describe: (data) => `Bonifico di ${formatEuroCents(data.amountCents)} inviato al passeggero ${data.passengerId} il ${italianDate(data.executedOn)}`,
      passenger: (data) => ({ by: 'operator', title: `Bonifico inviato: ${formatEuroCents(Number(data.amountCents))}`, detail: `Inviato il ${italianDate(String(data.executedOn))}.` }),
      digest: () => 'Ti abbiamo inviato il bonifico del risarcimento.',
      email: { essential: true },
    },
    InvoiceNumberAllocated: { schema: invoiceNumberAllocatedData, personal: [], describe: null },
    PayoutBatchCreated: { schema: payoutBatchCreatedData, personal: [], describe: null },
    PayoutBatchApproved: { schema: payoutBatchApprovedData, personal: [], describe: null },
    PayoutLinesWithdrawn: { schema: payoutLinesWithdrawnData, personal: [], describe: null },
    PayoutBatchExecuted: { schema: payoutBatchExecutedData, personal: [], describe: null },
  },
});
