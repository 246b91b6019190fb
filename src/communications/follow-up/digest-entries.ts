import type { RecordedEvent } from '../../platform/event-store/index.js';
import type { EventCatalog } from '../../platform/events/catalog.js';
import { formatItalianDate } from '../rendering/index.js';

/** The passenger-visible events in [from, to) that the digest words (the catalog's digest lines), oldest first, each as «24 novembre 2026: …». */
export function digestEntries(catalog: Pick<EventCatalog, 'digestLine'>, events: readonly RecordedEvent[], from: Date, to: Date): string[] {
  return events.flatMap((event) => {
    const at = new Date(event.metadata.requestedAt);
    if (at < from || at >= to) return [];
    const words = catalog.digestLine(event);
    return words ? [`• ${formatItalianDate(at)}: ${words}`] : [];
  });
}
