import { foldEvents, foldStream } from '../platform/event-store/command-handler.js';
import type { EventStore, RecordedEvent } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { Claim } from './claim.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound } from './claim-errors.js';
import { type ClaimEvent, type EditableField } from './claim-events.js';
import { inFormOrder } from './event-catalog.js';
import { claimStream } from './contract.js';
import { FIELD_LABELS } from './claim-labels.js';
import type { ClaimsDeps } from './claims-deps.js';

/** What reading a claim's history needs: its events, the operators' names and every module's wording of its events. */
export type HistoryReaders = Pick<ClaimsDeps, 'store' | 'operators' | 'catalog'>;
import type { TimelineEntry } from '../contracts/admin-claims.js';

export type { TimelineEntry };

/** Every event of the claim, newest first, with who did it and what it meant, in Italian. */
export async function claimTimeline(readers: HistoryReaders, claimId: number): Promise<TimelineEntry[]> {
  const { events, names } = await readHistory(readers, claimId);
  return events.reverse().map((event) => toEntry(readers, event, names));
}

/** Every event of the claim, oldest first, as the timeline words it and with its data as they read now; and the claim they make. */
export async function claimHistory(readers: HistoryReaders, claimId: number) {
  const { events, names } = await readHistory(readers, claimId);
  const entries = events.map((event) => ({ ...toEntry(readers, event, names), data: event.data }));
  const { state } = foldEvents(events, claimDecider);
  if (!state.exists) throw claimNotFound();
  const { exists: _exists, ...claim } = state;
  return { claim, entries };
}

async function readHistory({ store, operators }: HistoryReaders, claimId: number) {
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

function toEntry({ catalog }: HistoryReaders, event: RecordedEvent, names: Map<string, string>): TimelineEntry {
  const { actor } = event.metadata;
  const recordedName = (actor as { name?: string }).name;
  const name = actor.kind === 'operator' ? (names.get(actor.id) ?? recordedName ?? 'Operatore') : actor.kind === 'passenger' ? 'Passeggero' : 'Sistema';
  const entry: TimelineEntry = {
    version: Number(event.version),
    eventId: event.id,
    type: event.type,
    at: event.metadata.requestedAt,
    actor: { kind: actor.kind, id: actor.id, name },
    description: catalog.describe(event) ?? `Evento ${event.type}`,
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
