import type { EventStore, Position, RecordedEvent } from '../src/platform/event-store/index.js';

const PAGES_KEPT = 16;

/**
 * Lets the projections of one runner share their reads of the global order. A page read after P
 * is every event visible after P, without gaps; so the part of it after any later position Q is a
 * correct (if possibly shorter) answer for "after Q" — served from memory instead of read again.
 */
export class RecentPages {
  private readonly pages: { after: Position | undefined; events: RecordedEvent[] }[] = [];
  /** Reads under way, shared by whoever asks the same while no append has been announced since they began. */
  private readonly reading = new Map<string, { since: number; events: Promise<RecordedEvent[]> }>();
  private announced = 0;

  constructor(private readonly store: EventStore) {}

  /** An append was announced: reads begun before it may miss it, so nobody joins them any more. */
  appended(): void {
    this.announced++;
  }

  async readAll(after: Position | undefined, limit: number): Promise<RecordedEvent[]> {
    const cached = this.fromMemory(after, limit);
    if (cached.length > 0) return cached;
    const key = `${after ?? ''}|${limit}`;
    const underway = this.reading.get(key);
    if (underway?.since === this.announced) return underway.events;
    const events = this.read(after, limit).finally(() => {
      if (this.reading.get(key)?.events === events) this.reading.delete(key);
    });
    this.reading.set(key, { since: this.announced, events });
    return events;
  }

  private async read(after: Position | undefined, limit: number): Promise<RecordedEvent[]> {
    const events = await this.store.readAll({ after, limit });
    if (events.length > 0) {
      this.pages.push({ after, events });
      if (this.pages.length > PAGES_KEPT) this.pages.shift();
    }
    return events;
  }

  private fromMemory(after: Position | undefined, limit: number): RecordedEvent[] {
    for (let index = this.pages.length - 1; index >= 0; index--) {
      const page = this.pages[index]!;
      const start = this.startOf(page, after);
      if (start !== undefined && start < page.events.length) return page.events.slice(start, start + limit);
    }
    return [];
  }

  /** Index of the first event after `after` in the page, when `after` lies within the page's range. */
  private startOf(page: { after: Position | undefined; events: RecordedEvent[] }, after: Position | undefined): number | undefined {
    if (after === page.after) return 0;
    if (after === undefined) return undefined;
    const index = page.events.findIndex((event) => event.position === after);
    return index === -1 ? undefined : index + 1;
  }
}
