import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { EventCatalog } from '../../platform/events/catalog.js';

/** Every module's wording of its events, which streams are claims', and operators' names (ports wired in src/modules.ts). */
export interface EventWording {
  catalog: Pick<EventCatalog, 'describe'>;
  claimIdOfStream(stream: string): number | undefined;
  operatorNames(ids: string[]): Promise<Map<string, string>>;
}

/** One plain-Italian line per event, as its module's catalog words it; else its type (and its stream, when it is not a claim's). */
export function describeEvent(event: RecordedEvent, { catalog, claimIdOfStream }: EventWording): string {
  const line = catalog.describe(event);
  if (line !== undefined) return line;
  return claimIdOfStream(event.stream) !== undefined ? `Evento ${event.type}` : `Evento «${event.type}» sul flusso ${event.stream}`;
}
