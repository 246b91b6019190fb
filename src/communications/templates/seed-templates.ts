import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '../../platform/event-store/index.js';
import { decide } from './decide.js';
import { evolve, initialTemplateState, type TemplateState } from './template.js';
import { templateStream, type EmailTemplateEvent, type TemplateFields } from './template-events.js';
import { SEED_TEMPLATES } from './seed-texts.js';

export {
  COMPLETION_NOTICE_TEMPLATE_ID,
  CONFIRMATION_TEMPLATE_ID,
  CUSTOM_EXAMPLE_TEMPLATE_ID,
  DOCUMENT_REMINDER_TEMPLATE_ID,
  DOCUMENTS_RECEIVED_TEMPLATE_ID,
  STATUS_UPDATE_TEMPLATE_ID,
} from './seed-texts.js';

export const SEED_ACTOR = { kind: 'system' as const, id: 'seed-templates' };

/**
 * Creates the product's templates under fixed ids, and brings the ones nobody else has touched to
 * the current default texts (a corrected text reaches databases seeded with an older one). A
 * template an operator edited, switched on or off, or deleted stays as they left it. Running it
 * again, or from two processes at once, changes nothing: every append expects the version it read.
 */
export async function seedTemplates(store: EventStore): Promise<void> {
  const requestedAt = new Date().toISOString();
  const metadata = (): EventMetadata => ({ actor: SEED_ACTOR, correlationId: randomUUID(), causationId: randomUUID(), requestedAt });
  for (const [id, template] of Object.entries(SEED_TEMPLATES) as [string, TemplateFields][]) {
    const stream = templateStream(id);
    const seeded = await seededOnly(store, stream);
    if (seeded === 'touched') continue;
    const events = seeded ? toCurrentDefault(seeded.state, template) : decide({ type: 'CreateTemplate', template }, initialTemplateState);
    if (events.length === 0) continue;
    const meta = metadata();
    try {
      await store.append(stream, events.map((event) => ({ type: event.type, data: event.data, metadata: meta })), { expectedVersion: seeded ? seeded.version : 'no_stream' });
    } catch (error) {
      // Another process seeded or an operator changed it meanwhile: theirs stands.
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}

/** The events that turn a template only the seed ever wrote into the current default (none when it already is). */
function toCurrentDefault(state: TemplateState, template: TemplateFields): EmailTemplateEvent[] {
  return state.exists && !state.deleted ? decide({ type: 'UpdateTemplate', changes: template }, state) : [];
}

/** The template as only the seed wrote it; undefined if the stream is empty, 'touched' if anyone else wrote to it. */
async function seededOnly(store: EventStore, stream: string): Promise<{ state: TemplateState; version: bigint } | 'touched' | undefined> {
  let state = initialTemplateState;
  let version = 0n;
  for await (const event of store.readStream(stream)) {
    if (event.metadata.actor?.kind !== SEED_ACTOR.kind || event.metadata.actor.id !== SEED_ACTOR.id) return 'touched';
    state = evolve(state, { type: event.type, data: event.data } as EmailTemplateEvent, event.createdAt.toISOString());
    version = event.version;
  }
  return version === 0n ? undefined : { state, version };
}
