import { AIRLINE_REPLY_LABELS } from '../contracts/demands.js';
import { formatEuroCents } from '../eligibility/index.js';
import type { DemandEvent } from './demand-events.js';

/** A demand event in the words of the operators' timeline. */
export function describeDemandEvent(event: DemandEvent): string {
  switch (event.type) {
    case 'DemandLetterGenerated': {
      const { airlineCode, language, amountCents } = event.data;
      return `Lettera alla compagnia ${airlineCode} generata (${language === 'it' ? 'italiano' : 'inglese'}, ${formatEuroCents(amountCents)} in totale)`;
    }
    case 'ClaimSentToAirline': {
      const identity = event.data.identityDocumentsRequested ? ', documenti d’identità inclusi su richiesta della compagnia' : '';
      return `Lettera inviata alla compagnia ${event.data.airlineCode} (${event.data.recipient}) con ${event.data.attachmentDocumentIds.length} allegati${identity}, Message-ID ${event.data.messageId}`;
    }
    case 'AirlineReplied': {
      const { outcome, amountCents, reason, airlineCode } = event.data;
      const amount = amountCents === undefined ? '' : `: ${formatEuroCents(amountCents)}`;
      return `Risposta della compagnia ${airlineCode} registrata — ${AIRLINE_REPLY_LABELS[outcome]}${amount}${reason ? ` (motivo: ${reason})` : ''}`;
    }
  }
}
