import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type EventMetadata } from '../../../src/platform/event-store/index.js';
import {
  CONFIRMATION_TEMPLATE_ID,
  CUSTOM_EXAMPLE_TEMPLATE_ID,
  DOCUMENTS_RECEIVED_TEMPLATE_ID,
  seedTemplates,
  templateStream,
} from '../../../src/communications/templates/index.js';
import { SEED_TEMPLATES } from '../../../src/communications/templates/seed-texts.js';
import { useTestDatabase } from '../../support/database.js';

const database = useTestDatabase();
let store: PostgresEventStore;

beforeAll(() => {
  store = new PostgresEventStore(database().pool);
});

afterAll(async () => {
  await store?.close();
});

const meta = (actor: EventMetadata['actor']): EventMetadata => ({ actor, correlationId: randomUUID(), causationId: randomUUID(), requestedAt: new Date().toISOString() });
const SEED = { kind: 'system', id: 'seed-templates' } as const;
const OPERATOR = { kind: 'operator', id: 'op-1' } as const;

async function history(id: string) {
  const events: { type: string; data: { changes?: Record<string, unknown> }; actor: string }[] = [];
  for await (const event of store.readStream(templateStream(id))) events.push({ type: event.type, data: event.data as { changes?: Record<string, unknown> }, actor: event.metadata.actor.kind });
  return events;
}

/** A database seeded before the texts were corrected: every default created with an older content. */
async function seedOldDefaults() {
  for (const [id, template] of Object.entries(SEED_TEMPLATES)) {
    await store.append(templateStream(id), [{ type: 'EmailTemplateCreated', data: { ...template, content: `${template.content}\n\nIn Italia hai generalmente 2 anni.` }, metadata: meta(SEED) }], {
      expectedVersion: 'no_stream',
    });
  }
}

describe('seeding the default templates into a database seeded with older texts', () => {
  it('when the seed runs, then the templates nobody edited get the current text as a system update, and those an operator changed stay theirs', async () => {
    await seedOldDefaults();
    await store.append(templateStream(CONFIRMATION_TEMPLATE_ID), [{ type: 'EmailTemplateUpdated', data: { changes: { subject: { from: 'x', to: 'Oggetto scelto da noi' } } }, metadata: meta(OPERATOR) }], {
      expectedVersion: 1n,
    });
    await store.append(templateStream(DOCUMENTS_RECEIVED_TEMPLATE_ID), [{ type: 'EmailTemplateDeactivated', data: {}, metadata: meta(OPERATOR) }], { expectedVersion: 1n });

    await Promise.all([seedTemplates(store), seedTemplates(store)]);

    const untouched = await history(CUSTOM_EXAMPLE_TEMPLATE_ID);
    expect(untouched.map((event) => [event.type, event.actor])).toEqual([
      ['EmailTemplateCreated', 'system'],
      ['EmailTemplateUpdated', 'system'],
    ]);
    expect(untouched[1]!.data.changes).toEqual({ content: { from: expect.stringContaining('2 anni'), to: SEED_TEMPLATES[CUSTOM_EXAMPLE_TEMPLATE_ID]!.content } });
    expect((await history(CONFIRMATION_TEMPLATE_ID)).map((event) => event.type)).toEqual(['EmailTemplateCreated', 'EmailTemplateUpdated']);
    expect((await history(CONFIRMATION_TEMPLATE_ID))[1]!.actor).toBe('operator');
    expect((await history(DOCUMENTS_RECEIVED_TEMPLATE_ID)).map((event) => event.type)).toEqual(['EmailTemplateCreated', 'EmailTemplateDeactivated']);
  });

  it('when the seed runs again, then nothing is appended', async () => {
    const before = await Promise.all(Object.keys(SEED_TEMPLATES).map(history));
    await seedTemplates(store);
    expect(await Promise.all(Object.keys(SEED_TEMPLATES).map(history))).toEqual(before);
  });
});
