import type { RecordedEvent } from '../../event-store/index.js';
import type { EventCatalog } from '../../platform/events/catalog.js';

/** Every module's wording of its events, and which streams are claims' (wired in src/modules.ts). */
export type ClaimEventWording = { catalog: Pick<EventCatalog, 'describe'>; claimIdOfStream(stream: string): number | undefined };

/** One plain-Italian line per event, as its module's catalog words it; else its type (and its stream, when it is not a claim's). */
export function describeEvent(event: RecordedEvent, { catalog, claimIdOfStream }: ClaimEventWording): string {
  const line = catalog.describe(event);
  if (line !== undefined) return line;
  return claimIdOfStream(event.stream) !== undefined ? `Evento ${event.type}` : `Evento «${event.type}» sul flusso ${event.stream}`;
}
