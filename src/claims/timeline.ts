import { formatEuroCents } from '../eligibility/index.js';
import { describeEmailEvent, describeFollowUpEvent, EMAIL_EVENT_TYPES, FOLLOW_UP_EVENT_TYPES, type EmailEvent, type FollowUpEvent } from '../communications/contract.js';
import { CLAIM_BILLING_EVENT_TYPES, describeBillingEvent, type ClaimBillingEvent } from '../billing/contract.js';
import { DEMAND_EVENT_TYPES, describeDemandEvent, type DemandEvent } from '../demands/contract.js';
import { describeDocumentEvent, DOCUMENT_EVENT_TYPES, type DocumentEvent } from '../documents/contract.js';
import { foldEvents, foldStream } from '../event-store/command-handler.js';
import { describeFlightEvent, FLIGHT_EVENT_TYPES, type FlightEvent } from '../flights/contract.js';
import { describeMandateEvent, MANDATE_EVENT_TYPES, type MandateEvent } from '../mandates/contract.js';
import { describeMessageEvent, MESSAGE_EVENT_TYPES, type MessageEvent } from '../messages/contract.js';
import type { EventStore, RecordedEvent } from '../event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { describePrivacyEvent, PRIVACY_EVENT_TYPES, type PrivacyEvent } from '../privacy/contract.js';
import type { Claim } from './claim.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound } from './claim-errors.js';
import { type ClaimEvent, type EditableField } from './claim-events.js';
import { claimStream } from './contract.js';
import { COMMUNICATION_LABELS, ELIGIBILITY_LABELS, FIELD_LABELS, PRIORITY_LABELS, STATUS_LABELS } from './claim-labels.js';
import type { OperatorDirectory } from './claims-deps.js';
import type { TimelineEntry } from '../contracts/admin-claims.js';

export type { TimelineEntry };

/** Every event of the claim, newest first, with who did it and what it meant, in Italian. */
export async function claimTimeline(store: EventStore, operators: OperatorDirectory, claimId: number): Promise<TimelineEntry[]> {
  const { events, names } = await readHistory(store, operators, claimId);
  return events.reverse().map((event) => toEntry(event, names));
}

/** Every event of the claim, oldest first, as the timeline words it and with its data as they read now; and the claim they make. */
export async function claimHistory(store: EventStore, operators: OperatorDirectory, claimId: number) {
  const { events, names } = await readHistory(store, operators, claimId);
  const entries = events.map((event) => ({ ...toEntry(event, names), data: event.data }));
  const { state } = foldEvents(events, claimDecider);
  if (!state.exists) throw claimNotFound();
  const { exists: _exists, ...claim } = state;
  return { claim, entries };
}

async function readHistory(store: EventStore, operators: OperatorDirectory, claimId: number) {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(claimStream(claimId))) events.push(event);
  if (events.length === 0) throw claimNotFound();
  const operatorIds = [...new Set(events.filter((event) => event.metadata.actor.kind === 'operator').map((event) => event.metadata.actor.id))];
  return { events, names: await operators.operatorNames(operatorIds) };
}

/** The claim exactly as it was right after `version`, folded from its stream. */
export async function claimAsOf(store: EventStore, claimId: number, version: bigint): Promise<Claim> {
  const folded = await foldStream(store, claimStream(claimId), claimDecider, { toVersion: version });
  if (folded.version !== version || !folded.state.exists) {
    throw new DomainError('not_found', `La pratica non ha una versione ${version}.`, { title: 'Versione non trovata' });
  }
  const { exists: _exists, ...claim } = folded.state;
  return claim;
}

function toEntry(event: RecordedEvent, names: Map<string, string>): TimelineEntry {
  const { actor } = event.metadata;
  const recordedName = (actor as { name?: string }).name;
  const name = actor.kind === 'operator' ? (names.get(actor.id) ?? recordedName ?? 'Operatore') : actor.kind === 'passenger' ? 'Passeggero' : 'Sistema';
  const entry: TimelineEntry = {
    version: Number(event.version),
    eventId: event.id,
    type: event.type,
    at: event.metadata.requestedAt,
    actor: { kind: actor.kind, id: actor.id, name },
    description: describe(event),
  };
  if (event.type === 'ClaimDetailsEdited') {
    const { changes } = (event.data as Extract<ClaimEvent, { type: 'ClaimDetailsEdited' }>['data']);
    entry.changes = inFormOrder(Object.keys(changes)).map((field) => ({
      field,
      label: FIELD_LABELS[field as EditableField] ?? field,
      from: changes[field as EditableField]!.from,
      to: changes[field as EditableField]!.to,
    }));
  }
  return entry;
}

const euro = (amount: number) => formatEuroCents(Math.round(amount * 100));

const FIELD_ORDER = Object.keys(FIELD_LABELS);
/** Changed fields in the form's order (jsonb does not keep the order they were written in). */
const inFormOrder = (fields: string[]) => [...fields].sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));

export function describe(recorded: Pick<RecordedEvent, 'type' | 'data'>): string {
  const event = recorded as ClaimEvent;
  switch (event.type) {
    case 'ClaimSubmitted':
      return `Richiesta inviata dal passeggero (pratica #${event.data.practiceNumber}${(event.data.passengerCount ?? 1) > 1 ? `, ${event.data.passengerCount} passeggeri` : ''})`;
    case 'EligibilityAssessed':
      return `Idoneità valutata: ${ELIGIBILITY_LABELS[event.data.isEligible]}, stima ${euro(event.data.estimatedCompensation)}`;
    case 'ClaimDetailsEdited':
      return `Dati modificati: ${inFormOrder(Object.keys(event.data.changes)).map((field) => FIELD_LABELS[field as EditableField] ?? field).join(', ')}`;
    case 'ClaimStatusChanged':
      return `Stato cambiato da «${STATUS_LABELS[event.data.from]}» a «${STATUS_LABELS[event.data.to]}»${event.data.passengerNote ? ' con una nota per il passeggero' : ''}`;
    case 'AdminNotesChanged':
      return event.data.to ? 'Note interne aggiornate' : 'Note interne rimosse';
    case 'ClaimAssigned':
      return event.data.from ? `Pratica riassegnata da ${event.data.from} a ${event.data.to}` : `Pratica assegnata a ${event.data.to}`;
    case 'ClaimPriorityChanged':
      return `Priorità cambiata da ${PRIORITY_LABELS[event.data.from]} a ${PRIORITY_LABELS[event.data.to]}`;
    case 'CommunicationRecorded':
      return COMMUNICATION_LABELS[event.data.kind];
    case 'UploadLinksRevoked':
      return 'Link di caricamento revocati: quelli inviati finora al passeggero non funzionano più';
    case 'PersonalDataErased':
      return `Dati personali cancellati (art. 17 GDPR). Motivo: ${event.data.reason}`;
    case 'ClaimMergedAsDuplicate':
      return `Pratica chiusa come duplicata della pratica con ID ${event.data.intoClaimId}`;
    default:
      if ((DOCUMENT_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeDocumentEvent(recorded as DocumentEvent);
      if ((EMAIL_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeEmailEvent(recorded as EmailEvent);
      if ((FOLLOW_UP_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeFollowUpEvent(recorded as FollowUpEvent);
      if ((PRIVACY_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describePrivacyEvent(recorded as PrivacyEvent);
      if ((MESSAGE_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeMessageEvent(recorded as MessageEvent);
      if ((MANDATE_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeMandateEvent(recorded as MandateEvent);
      if ((CLAIM_BILLING_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeBillingEvent(recorded as ClaimBillingEvent);
      if ((FLIGHT_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeFlightEvent(recorded as FlightEvent);
      if ((DEMAND_EVENT_TYPES as readonly string[]).includes(recorded.type)) return describeDemandEvent(recorded as DemandEvent);
      return `Evento ${recorded.type}`;
  }
}
