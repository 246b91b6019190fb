import { AIRLINE_REPLY_LABELS, type AirlineReplyOutcome } from '../contracts/demands.js';
import { formatEuroCents, italianToday } from '../eligibility/index.js';
import { defineEvents, type PassengerLine } from '../platform/events/catalog.js';
import { airlineDispatchesImportedData, airlineLetterFailedData, airlineLetterQueuedData, airlineLetterReceiptRecordedData, airlineRepliedData, claimSentToAirlineData, demandLetterGeneratedData, type DemandEvent, type PecReceipt } from './demand-events.js';

const PEC_RECEIPT_LABELS: Record<PecReceipt, string> = {
  accettazione: 'Ricevuta PEC di accettazione',
  consegna: 'Ricevuta PEC di avvenuta consegna',
  mancata_consegna: 'Ricevuta PEC di mancata consegna',
};

/** The airline's answer in plain Italian; a voucher needs the passenger's written agreement (Art. 7(3)). */
function airlineReplyLine(outcome: AirlineReplyOutcome, amountCents: number | null): PassengerLine {
  const amount = amountCents === null ? '' : ` ${formatEuroCents(amountCents)}`;
  switch (outcome) {
    case 'accepted':
      return { by: 'operator', title: `La compagnia aerea ha accettato di pagare${amount}`, detail: 'Appena riceviamo il pagamento ti bonifichiamo la tua parte.' };
    case 'partial':
      return { by: 'operator', title: `La compagnia aerea ha offerto un pagamento parziale${amount}`, detail: 'Lo valutiamo e ti scriviamo prima di accettarlo.' };
    case 'voucher':
      return {
        by: 'operator',
        title: `La compagnia aerea ha offerto un buono${amount ? ` da${amount}` : ''}`,
        detail: 'Il risarcimento ti spetta in denaro: un buono vale solo se lo accetti tu per iscritto (art. 7, par. 3, Reg. CE 261/2004). Ti contattiamo per sapere cosa preferisci.',
      };
    case 'rejected':
      return { by: 'operator', title: 'La compagnia aerea ha respinto la richiesta', detail: 'Valutiamo i prossimi passi, anche il reclamo all’organismo nazionale competente, e ti aggiorniamo.' };
  }
}

/** The operator's words about the airline's answer are free text: personal. Amounts, dates, codes and the carrier's address are not. */
export const DEMAND_EVENTS = defineEvents<DemandEvent>({
  entries: {
    DemandLetterGenerated: {
      schema: demandLetterGeneratedData,
      personal: [],
      describe: ({ airlineCode, language, amountCents }) =>
        `Lettera alla compagnia ${airlineCode} generata (${language === 'it' ? 'italiano' : 'inglese'}, ${formatEuroCents(amountCents)} in totale)`,
    },
    ClaimSentToAirline: {
      schema: claimSentToAirlineData,
      personal: [],
      describe(data) {
        const identity = data.identityDocumentsRequested ? ', documenti d’identità inclusi su richiesta della compagnia' : '';
        const by = data.channel === 'pec' ? ' via PEC' : '';
        return `Lettera inviata${by} alla compagnia ${data.airlineCode} (${data.recipient}) con ${data.attachmentDocumentIds.length} allegati${identity}, Message-ID ${data.messageId}`;
      },
      passenger: () => ({
        by: 'operator',
        title: 'Abbiamo inviato la richiesta di risarcimento alla compagnia aerea',
        detail: 'Ti avvisiamo appena risponde. Se entro 6 settimane non risponde, possiamo rivolgerci all’organismo nazionale competente (l’ENAC per i voli in partenza dall’Italia).',
      }),
    },
    // The carrier's claims address is the carrier's, not the passenger's; the failure's reason is the
    // carrier's SMTP server's answer with every address taken out. The passenger hears of the sending only.
    AirlineLetterQueued: {
      schema: airlineLetterQueuedData,
      personal: [],
      describe: ({ airlineCode, recipient, identityDocumentsRequested, channel }) =>
        `Invio della lettera${channel === 'pec' ? ' via PEC' : ''} alla compagnia ${airlineCode} (${recipient}) messo in coda${identityDocumentsRequested ? ', con i documenti d’identità richiesti dalla compagnia' : ''}`,
    },
    AirlineLetterFailed: {
      schema: airlineLetterFailedData,
      personal: [],
      describe: ({ reason }) => `Invio della lettera alla compagnia non riuscito dopo l’ultimo tentativo: ${reason}`,
    },
    AirlineDispatchesImported: {
      schema: airlineDispatchesImportedData,
      personal: [],
      describe: ({ dispatches }) => `Richieste di invio alla compagnia riprese dall’archivio precedente: ${dispatches.length}`,
    },
    AirlineLetterReceiptRecorded: {
      schema: airlineLetterReceiptRecordedData,
      personal: [],
      describe: ({ receipt, receivedAt }) => `${PEC_RECEIPT_LABELS[receipt]} della lettera alla compagnia, emessa il ${italianToday(new Date(receivedAt)).split('-').reverse().join('/')}`,
    },
    AirlineReplied: {
      schema: airlineRepliedData,
      personal: ['reason'],
      describe({ outcome, amountCents, reason, airlineCode }) {
        const amount = amountCents === undefined ? '' : `: ${formatEuroCents(amountCents)}`;
        return `Risposta della compagnia ${airlineCode} registrata — ${AIRLINE_REPLY_LABELS[outcome]}${amount}${reason ? ` (motivo: ${reason})` : ''}`;
      },
      // The outcome and the amount only: the operator's notes on the airline's reasons stay internal.
      passenger: (data) => airlineReplyLine(data.outcome, typeof data.amountCents === 'number' ? data.amountCents : null),
      // A partial offer or a voucher is still to be weighed with the passenger: only a full acceptance confirms the compensation.
      airlineAgreed: (data) => data.outcome === 'accepted',
    },
  },
});
