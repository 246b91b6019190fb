import { CLAIM_EVENT, CLAIM_EVENT_TYPES, evolveClaim, initialClaimState, ISSUE_LABELS, publicStatusOf, type AdminStatus, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import type { PassengerClaimSummary, PassengerNextStep, PassengerTimelineEntry } from '../contracts/passenger-area.js';
import { PUBLIC_STATUS_LABELS } from '../contracts/passenger-claim.js';
import { foldEvents, type Decider } from '../platform/event-store/command-handler.js';
import type { RecordedEvent } from '../platform/event-store/index.js';
import type { EventCatalog } from '../platform/events/catalog.js';
import { DOCUMENT_EVENT } from '../documents/contract.js';
import { BILLING_EVENT, type InvoiceIssuedData, type PayoutSentData } from '../billing/contract.js';

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

/** Which events the passenger sees and how each reads: every module's catalog entries, wired in src/modules.ts. */
export type PassengerWording = Pick<EventCatalog, 'isPassengerVisible' | 'passengerLine' | 'airlineAgreed'>;

/** Whether the claim's stream says the airline agreed to pay (its acceptance or its payment). */
export const airlineAgreedOn = (catalog: Pick<EventCatalog, 'airlineAgreed'>, history: readonly RecordedEvent[]) => history.some((event) => catalog.airlineAgreed(event));

/** The events the passenger sees, each as a plain Italian line (their module's, from the catalog); never internal notes, operators' names or internal events. */
export function passengerTimeline(catalog: PassengerWording, history: RecordedEvent[], claimEmail: string): PassengerTimelineEntry[] {
  return history.flatMap((event, index) => {
    if (!catalog.isPassengerVisible(event.type)) return [];
    const findEarlier = (test: (earlier: RecordedEvent) => boolean) => {
      for (let before = index - 1; before >= 0; before--) if (test(history[before]!)) return history[before];
      return undefined;
    };
    const line = catalog.passengerLine(event, { claimEmail, findEarlier });
    return line ? [{ id: event.id, at: event.metadata.requestedAt ?? event.createdAt, by: line.by, title: line.title, detail: line.detail ?? null }] : [];
  });
}

/** Whether money came in (an invoice was issued on it) and every passenger invoiced has been paid out. */
export function everyonePaid(history: readonly RecordedEvent[]): boolean {
  const invoiced = new Set(history.filter((event) => event.type === BILLING_EVENT.InvoiceIssued).map((event) => (event.data as InvoiceIssuedData).passengerId));
  const paid = new Set(history.filter((event) => event.type === BILLING_EVENT.PayoutSent).map((event) => (event.data as PayoutSentData).passengerId));
  return invoiced.size > 0 && [...invoiced].every((passengerId) => paid.has(passengerId));
}

export function claimSummary(claim: ExistingClaim, timeline: PassengerTimelineEntry[], airlineAgreed: boolean, history: readonly RecordedEvent[] = []): PassengerClaimSummary {
  // «Pagata» comes after «Approvata» and before «Chiusa».
  const publicStatus = publicStatusOf(claim.adminStatus, airlineAgreed);
  const status = publicStatus === 'approved' && everyonePaid(history) ? 'paid' : publicStatus;
  return {
    claimId: claim.id,
    practiceNumber: claim.practiceNumber,
    flightNumber: claim.flightNumber,
    operatingCarrier: claim.operatingCarrier,
    flightDate: claim.flightDate,
    departureAirport: claim.departureAirport,
    arrivalAirport: claim.arrivalAirport,
    issueType: claim.issueType,
    issueTypeLabel: ISSUE_LABELS[claim.issueType] ?? claim.issueType,
    status,
    statusLabel: PUBLIC_STATUS_LABELS[status],
    estimatedCompensation: claim.estimatedCompensation,
    lastUpdate: timeline.at(-1)?.at ?? claim.createdAt,
    doItYourselfSince: claim.doItYourselfSince,
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
  history.findLast((event) => event.type === CLAIM_EVENT.ClaimStatusChanged && statuses.includes((event.data as { to: AdminStatus }).to));

/** Who must act next, derived from the claim's state and its documents. */
export function nextStep(claim: ExistingClaim, history: RecordedEvent[], documentsIn: boolean): PassengerNextStep | null {
  const at = (event: RecordedEvent | undefined) => new Date(event?.metadata.requestedAt ?? claim.updatedAt);
  if (claim.doItYourselfSince && claim.adminStatus === 'pending') {
    return {
      who: 'passenger',
      text: 'Invia alla compagnia la lettera già pronta, con la carta d’imbarco, un documento d’identità e la prenotazione; la compagnia dovrebbe risponderti entro sei settimane.',
      by: new Date(Date.parse(claim.doItYourselfSince) + 42 * 86_400_000).toISOString(),
    };
  }
  switch (claim.adminStatus) {
    case 'pending':
    case 'under_review': {
      if (!documentsIn) return { who: 'passenger', text: 'Carica la carta d’imbarco e un documento d’identità: senza questi documenti non possiamo andare avanti.' };
      if (claim.adminStatus === 'pending') {
        const since = history.findLast((event) => event.type === DOCUMENT_EVENT.DocumentsCompleted || event.type === DOCUMENT_EVENT.DocumentUploaded);
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
