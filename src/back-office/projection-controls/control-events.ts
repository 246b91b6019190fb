import { randomUUID } from 'node:crypto';
import { PROJECTION_CONTROLS_STREAM, type ProjectionControlEvent } from '../../contracts/projection-controls.js';
import type { EventMetadata, EventStore } from '../../platform/event-store/index.js';

/** Records an administrator's control; returns the event's id, the causation of what follows from it. */
export async function recordControl(store: EventStore, event: ProjectionControlEvent, metadata: EventMetadata): Promise<string> {
  const id = randomUUID();
  await store.append(PROJECTION_CONTROLS_STREAM, [{ id, type: event.type, data: event.data, metadata }], { expectedVersion: 'any' });
  return id;
}

/** The metadata of what follows from a control later (a rebuild's end): same operator and correlation, caused by the control. */
export function followingFrom(metadata: EventMetadata, causationId: string): EventMetadata {
  return { ...metadata, causationId, requestedAt: new Date().toISOString() };
}
