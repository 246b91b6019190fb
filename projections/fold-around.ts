import type { RecordedEvent } from '../src/platform/event-store/index.js';

/**
 * Applies a batch in order when some events change many rows at once (a statement of their own, such
 * as clearing every row of one claim) and the others fold row by row: the row folds run on the runs
 * of events between those, so every event still sees the rows as the events before it left them.
 */
export async function foldAround(
  events: RecordedEvent[],
  isWholesale: (event: RecordedEvent) => boolean,
  fold: (events: RecordedEvent[]) => Promise<void>,
  wholesale: (event: RecordedEvent) => Promise<void>,
): Promise<void> {
  let start = 0;
  for (let index = 0; index < events.length; index++) {
    if (!isWholesale(events[index]!)) continue;
    if (index > start) await fold(events.slice(start, index));
    await wholesale(events[index]!);
    start = index + 1;
  }
  if (start === 0) return fold(events);
  if (start < events.length) await fold(events.slice(start));
}
