import { CLAIM_EVENT_TYPES, evolveClaim, initialClaimState, ISSUE_LABELS, normaliseEmail, PUBLIC_STATUS, type AdminStatus, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { FILE_TYPE_LABELS, type FileType } from '../documents/contract.js';
import type { PassengerClaimSummary, PassengerNextStep, PassengerTimelineEntry } from '../contracts/passenger-area.js';
import { PUBLIC_STATUS_LABELS } from '../contracts/passenger-claim.js';
import { foldEvents, type Decider } from '../event-store/command-handler.js';
import type { RecordedEvent } from '../event-store/index.js';
import { formatEuroCents as euroCents } from '../eligibility/index.js';
import type { AirlineReplyOutcome } from '../contracts/demands.js';
import { isPassengerVisible } from './contract.js';
import type { FlightTimes } from '../flights/contract.js';
import { delayPhrase } from '../contracts/verified-flight.js';

/** Working days we give ourselves to look at a claim whose documents are in, and to review one. */
export const VERIFY_WORKING_DAYS = 2;
export const REVIEW_WORKING_DAYS = 5;
/** Days we give the airline to pay once the claim is approved. */
export const AIRLINE_PAYMENT_DAYS = 30;

const claimFold: Decider<ClaimState, never, ClaimEvent> = { initialState: initialClaimState, eventTypes: CLAIM_EVENT_TYPES, evolve: evolveClaim, decide: () => [] };

export type ExistingClaim = Extract<ClaimState, { exists: true }>;

export function claimOf(history: RecordedEvent[]): ExistingClaim | undefined {
  const { state } = foldEvents(history, claimFold);
  return state.exists ? state : undefined;
}

const STATUS_LINES: Record<AdminStatus, string> = {
  pending: 'Pratica in attesa di verifica',
  under_review: 'Pratica in revisione',
  approved: 'Pratica approvata: il risarcimento è confermato',
  completed: 'Pratica completata',
  rejected: 'Pratica chiusa: non idonea al risarcimento',
};

/** The airline's answer in plain Italian; a voucher needs the passenger's written agreement (Art. 7(3)). */
function airlineReplyLine(outcome: AirlineReplyOutcome, amountCents: number | null): { title: string; detail: string } {
  const amount = amountCents === null ? '' : ` ${euroCents(amountCents)}`;
  switch (outcome) {
    case 'accepted':
      return { title: `La compagnia aerea ha accettato di pagare${amount}`, detail: 'Appena riceviamo il pagamento ti bonifichiamo la tua parte.' };
    case 'partial':
      return { title: `La compagnia aerea ha offerto un pagamento parziale${amount}`, detail: 'Lo valutiamo e ti scriviamo prima di accettarlo.' };
    case 'voucher':
      return {
        title: `La compagnia aerea ha offerto un buono${amount ? ` da${amount}` : ''}`,
        detail: 'Il risarcimento ti spetta in denaro: un buono vale solo se lo accetti tu per iscritto (art. 7, par. 3, Reg. CE 261/2004). Ti contattiamo per sapere cosa preferisci.',
      };
    case 'rejected':
      return { title: 'La compagnia aerea ha respinto la richiesta', detail: 'Valutiamo i prossimi passi, anche il reclamo all’ENAC, e ti aggiorniamo.' };
  }
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
const fileLabel = (fileType: FileType | undefined) => (fileType ? lower(FILE_TYPE_LABELS[fileType] ?? 'documento') : 'documento');

/** The events the passenger sees, each as a plain Italian line; never internal notes, operators' names or internal events. */
export function passengerTimeline(history: RecordedEvent[], claimEmail: string): PassengerTimelineEntry[] {
  const fileTypes = new Map<string, FileType>();
  const entries: PassengerTimelineEntry[] = [];
  for (const event of history) {
    if (!isPassengerVisible(event.type)) continue;
    const data = event.data as Record<string, unknown>;
    const line = (by: PassengerTimelineEntry['by'], title: string, detail: string | null = null) =>
      entries.push({ id: event.id, at: event.metadata.requestedAt ?? event.createdAt, by, title, detail });
    switch (event.type) {
      case 'ClaimSubmitted':
        line('passenger', 'Abbiamo ricevuto la tua richiesta', `Pratica n. ${String(data.practiceNumber)}`);
        break;
      case 'ClaimStatusChanged':
        line('operator', STATUS_LINES[data.to as AdminStatus] ?? 'Stato della pratica aggiornato', typeof data.passengerNote === 'string' && data.passengerNote ? data.passengerNote : null);
        break;
      case 'DocumentUploaded': {
        fileTypes.set(String(data.documentId), data.fileType as FileType);
        // A signed mandate's PDF has its own line, MandateSigned's; the letter to the airline and its answer, theirs.
        if (data.fileType === 'mandate' || data.fileType === 'airline_letter' || data.fileType === 'airline_reply') break;
        const ours = data.uploadedBy === 'operator';
        line(ours ? 'operator' : 'passenger', `${ours ? 'Documento aggiunto dal nostro team' : 'Documento ricevuto'}: ${fileLabel(data.fileType as FileType)}`);
        break;
      }
      case 'DocumentVerified':
        line('operator', `Documento verificato: ${fileLabel(fileTypes.get(String(data.documentId)))}`);
        break;
      case 'DocumentRejected':
        line('operator', `Documento rifiutato: ${String(data.reason ?? '')}`.trim(), `Riguarda: ${fileLabel(fileTypes.get(String(data.documentId)))}. Caricane uno nuovo.`);
        break;
      case 'DocumentsCompleted':
        line('system', 'Documenti completi: ora li verifichiamo');
        break;
      case 'DocumentFilesDeleted':
        line('system', 'File dei documenti cancellati', 'Come previsto dall’informativa privacy, i file sono stati cancellati dopo la chiusura della pratica.');
        break;
      case 'EmailSent':
        // Only what was written to the passenger's own address (not notices to our team).
        if (typeof data.recipient === 'string' && normaliseEmail(data.recipient) === normaliseEmail(claimEmail)) line('operator', `Ti abbiamo scritto: ${String(data.subject ?? '')}`);
        break;
      case 'MessagePosted':
        if (data.author === 'passenger') line('passenger', 'Hai scritto un messaggio');
        else line('operator', 'Nuovo messaggio da RimborsoVolo24');
        break;
      case 'SilenceUpdateRequested':
        line('system', 'Aggiornamento: la pratica è ancora in lavorazione');
        break;
      case 'MandateSigned':
        line('passenger', 'Mandato con rappresentanza firmato', `Firmato da ${String(data.signerName)}${data.signedAs === 'guardian' ? ' come genitore o tutore' : ''}`);
        break;
      case 'BankDetailsProvided':
        line('passenger', 'Coordinate bancarie ricevute', 'Il risarcimento sarà bonificato su questo conto.');
        break;
      case 'AirlinePaymentReceived':
        line('operator', 'La compagnia aerea ha pagato la compensazione', 'Ti bonifichiamo la tua parte entro 5 giorni lavorativi.');
        break;
      case 'InvoiceIssued':
        line('operator', `Fattura n. ${String(data.invoiceNumber)} emessa`, `Il nostro compenso (${euroCents(Number(data.totalCents))}) è trattenuto dalla compensazione.`);
        break;
      case 'FlightVerified':
      case 'FlightTimesRecorded':
        // Where the operator read the times (FlightTimesRecorded's evidence) is ours, not the passenger's.
        line('operator', flightLine(data as unknown as FlightTimes));
        break;
      case 'PayoutSent':
        line('operator', `Bonifico inviato: ${euroCents(Number(data.amountCents))}`, `Inviato il ${String(data.executedOn).split('-').reverse().join('/')}.`);
        break;
      case 'ClaimSentToAirline':
        line('operator', 'Abbiamo inviato la richiesta di risarcimento alla compagnia aerea', 'Ti avvisiamo appena risponde. Se entro 6 settimane non risponde, possiamo rivolgerci all’ENAC.');
        break;
      case 'AirlineReplied': {
        // The outcome and the amount only: the operator's notes on the airline's reasons stay internal.
        const reply = airlineReplyLine(data.outcome as AirlineReplyOutcome, typeof data.amountCents === 'number' ? data.amountCents : null);
        line('operator', reply.title, reply.detail);
        break;
      }
    }
  }
  return entries;
}

/** «Abbiamo verificato gli orari del volo: arrivo con 3 h 20 min di ritardo». */
function flightLine(times: FlightTimes): string {
  switch (times.status) {
    case 'landed':
      if (times.arrivalDelayMinutes === null) return 'Abbiamo verificato gli orari del volo: è atterrato, stiamo controllando l’orario di arrivo';
      return times.arrivalDelayMinutes > 0
        ? `Abbiamo verificato gli orari del volo: arrivo con ${delayPhrase(times.arrivalDelayMinutes)} di ritardo`
        : 'Abbiamo verificato gli orari del volo: è arrivato in orario';
    case 'cancelled':
      return 'Abbiamo verificato i dati del volo: risulta cancellato';
    case 'diverted':
      return `Abbiamo verificato i dati del volo: è stato dirottato${times.divertedTo ? ` su ${times.divertedTo}` : ''}`;
    default:
      return 'Abbiamo controllato i dati del volo';
  }
}

export function claimSummary(claim: ExistingClaim, timeline: PassengerTimelineEntry[]): PassengerClaimSummary {
  const status = PUBLIC_STATUS[claim.adminStatus];
  return {
    claimId: claim.id,
    practiceNumber: claim.practiceNumber,
    flightNumber: claim.flightNumber,
    flightDate: claim.flightDate,
    departureAirport: claim.departureAirport,
    arrivalAirport: claim.arrivalAirport,
    issueType: claim.issueType,
    issueTypeLabel: ISSUE_LABELS[claim.issueType] ?? claim.issueType,
    status,
    statusLabel: PUBLIC_STATUS_LABELS[status],
    estimatedCompensation: claim.estimatedCompensation,
    lastUpdate: timeline.at(-1)?.at ?? claim.createdAt,
  };
}

export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

const lastChangeTo = (history: RecordedEvent[], statuses: AdminStatus[]) =>
  history.findLast((event) => event.type === 'ClaimStatusChanged' && statuses.includes((event.data as { to: AdminStatus }).to));

/** Who must act next, derived from the claim's state and its documents. */
export function nextStep(claim: ExistingClaim, history: RecordedEvent[], documentsIn: boolean): PassengerNextStep | null {
  const at = (event: RecordedEvent | undefined) => new Date(event?.metadata.requestedAt ?? claim.updatedAt);
  switch (claim.adminStatus) {
    case 'pending':
    case 'under_review': {
      if (!documentsIn) return { who: 'passenger', text: 'Carica la carta d’imbarco e un documento d’identità: senza questi documenti non possiamo andare avanti.' };
      if (claim.adminStatus === 'pending') {
        const since = history.findLast((event) => event.type === 'DocumentsCompleted' || event.type === 'DocumentUploaded');
        return { who: 'operator', text: `Verifichiamo la tua pratica e i documenti entro ${VERIFY_WORKING_DAYS} giorni lavorativi.`, by: addWorkingDays(at(since), VERIFY_WORKING_DAYS).toISOString() };
      }
      return { who: 'operator', text: `Stiamo esaminando la pratica: ti diciamo l’esito entro ${REVIEW_WORKING_DAYS} giorni lavorativi.`, by: addWorkingDays(at(lastChangeTo(history, ['under_review'])), REVIEW_WORKING_DAYS).toISOString() };
    }
    case 'approved': {
      const approvedAt = at(lastChangeTo(history, ['approved']));
      return {
        who: 'airline',
        text: `La compagnia aerea deve pagare il risarcimento: le chiediamo di farlo entro ${AIRLINE_PAYMENT_DAYS} giorni. Ti scriviamo appena arriva il pagamento.`,
        by: new Date(approvedAt.getTime() + AIRLINE_PAYMENT_DAYS * 86_400_000).toISOString(),
      };
    }
    case 'completed':
    case 'rejected':
      return null;
  }
}
