import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError, type EventStore } from '../../event-store/index.js';
import { decide } from './decide.js';
import { initialTemplateState } from './template.js';
import { templateStream, type TemplateFields } from './template-events.js';
import { SEED_TEMPLATES } from './seed-texts.js';

export {
  COMPLETION_NOTICE_TEMPLATE_ID,
  CONFIRMATION_TEMPLATE_ID,
  CUSTOM_EXAMPLE_TEMPLATE_ID,
  DOCUMENT_REMINDER_TEMPLATE_ID,
  DOCUMENTS_RECEIVED_TEMPLATE_ID,
  STATUS_UPDATE_TEMPLATE_ID,
} from './seed-texts.js';

/**
 * Creates the product's templates under fixed ids. Each is appended only where its stream does not
 * exist yet, so running it again, or from two processes at once, changes nothing, and a seeded
 * template an administrator edited or deleted stays as they left it.
 */
export async function seedTemplates(store: EventStore): Promise<void> {
  const requestedAt = new Date().toISOString();
  for (const [id, template] of Object.entries(SEED_TEMPLATES) as [string, TemplateFields][]) {
    const metadata = { actor: { kind: 'system' as const, id: 'seed-templates' }, correlationId: randomUUID(), causationId: randomUUID(), requestedAt };
    const events = decide({ type: 'CreateTemplate', template }, initialTemplateState);
    try {
      await store.append(templateStream(id), events.map((event) => ({ type: event.type, data: event.data, metadata })), { expectedVersion: 'no_stream' });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}
