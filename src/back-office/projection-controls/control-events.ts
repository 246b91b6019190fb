import { randomUUID } from 'node:crypto';
import { PROJECTION_CONTROLS_STREAM, type ProjectionControlEvent } from '../../contracts/projection-controls.js';
import { recordFacts, type EventMetadata, type EventStore } from '../../platform/event-store/index.js';

/** Records an administrator's control; returns the event's id, the causation of what follows from it. */
export async function recordControl(store: EventStore, event: ProjectionControlEvent, metadata: EventMetadata): Promise<string> {
  const id = randomUUID();
  await recordFacts(store, PROJECTION_CONTROLS_STREAM, [{ id, ...event }], metadata);
  return id;
}

/** The metadata of what follows from a control later (a rebuild's end): same operator and correlation, caused by the control. */
export function followingFrom(metadata: EventMetadata, causationId: string): EventMetadata {
  return { ...metadata, causationId, requestedAt: new Date().toISOString() };
}
