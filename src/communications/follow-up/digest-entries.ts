import { PUBLIC_STATUS, type AdminStatus } from '../../claims/contract.js';
import type { RecordedEvent } from '../../event-store/index.js';
import { isPassengerVisible } from '../../passengers/contract.js';
import { PUBLIC_STATUS_LABELS } from '../compose-email.js';
import { formatItalianDate } from '../rendering/index.js';
import { days } from './silence-message.js';

/** One of the week's passenger-visible events in plain Italian, as the weekly digest lists it. */
export function describeForPassenger(event: Pick<RecordedEvent, 'type' | 'data'>): string | undefined {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'ClaimSubmitted':
      return 'Abbiamo ricevuto la tua richiesta di risarcimento.';
    case 'ClaimStatusChanged': {
      const note = typeof data.passengerNote === 'string' && data.passengerNote.trim() ? ` Nota del nostro team: «${data.passengerNote.trim()}»` : '';
      return `La pratica è passata allo stato «${PUBLIC_STATUS_LABELS[PUBLIC_STATUS[data.to as AdminStatus]]}».${note}`;
    }
    case 'DocumentUploaded':
      return 'Abbiamo ricevuto un documento che hai caricato.';
    case 'DocumentVerified':
      return 'Abbiamo verificato un tuo documento.';
    case 'DocumentRejected':
      return 'Un documento non è stato accettato: nell’area riservata trovi il motivo e puoi caricarne un altro.';
    case 'DocumentsCompleted':
      return 'I documenti della pratica sono completi.';
    case 'DocumentFilesDeleted':
      return 'I file dei documenti sono stati eliminati al termine del periodo di conservazione.';
    case 'EmailSent':
      return `Ti abbiamo scritto: «${String(data.subject)}».`;
    case 'MessagePosted':
      return 'C’è un nuovo messaggio nella conversazione sulla pratica.';
    case 'BankDetailsProvided':
      return 'Abbiamo ricevuto le tue coordinate bancarie.';
    case 'AirlinePaymentReceived':
      return 'La compagnia aerea ha pagato la compensazione: ti bonifichiamo la tua parte entro 5 giorni lavorativi.';
    case 'InvoiceIssued':
      return `Abbiamo emesso la fattura n. ${String(data.invoiceNumber)} per il nostro compenso.`;
    case 'PayoutSent':
      return 'Ti abbiamo inviato il bonifico del risarcimento.';
    case 'SilenceUpdateRequested':
      return `Ti abbiamo confermato che la pratica è in lavorazione (nessuna novità da ${days(Number(data.silentDays))}).`;
    default:
      return undefined;
  }
}

/** The passenger-visible events in [from, to), oldest first, each as «24 novembre 2026: …». */
export function digestEntries(events: readonly RecordedEvent[], from: Date, to: Date): string[] {
  return events.flatMap((event) => {
    const at = new Date(event.metadata.requestedAt);
    if (!isPassengerVisible(event.type) || at < from || at >= to) return [];
    const words = describeForPassenger(event);
    return words ? [`• ${formatItalianDate(at)}: ${words}`] : [];
  });
}
