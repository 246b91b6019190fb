import type { Position } from '../platform/event-store/index.js';
import type { Logger } from '../platform/logger.js';
import type { ClaimLiveNotice } from './claim-live-projection.js';

/** Passengers hear of their claims' passenger-visible changes only; operators of every change. */
export type Audience = 'passenger' | 'operator';

export interface LiveSubscriber {
  audience: Audience;
  claimIds: readonly number[];
  /** The last position the client has (Last-Event-ID): changes after it are sent at once. */
  lastEventId?: Position;
  /** A change of a claim: the client refetches it. */
  deliver(update: { claimId: number; position: Position }): void;
  /** Where the client stands when nothing is to be sent: an `id` with no event, so a reconnection resumes from there. */
  baseline(position: Position): void;
}

/** Where each claim stands, as the claim_live table says. */
export interface ClaimLiveRow {
  claimId: number;
  position: Position;
  visible: Position | null;
}

export interface LiveHubDeps {
  compare(a: Position, b: Position): number;
  /** Reads the table's rows of these claims. */
  readRows(claimIds: readonly number[]): Promise<ClaimLiveRow[]>;
  /** Resolves once the named read models the pages read (undefined: all of them) have applied `position`, or after a bounded wait. */
  readModelsAt(position: Position, names?: readonly string[]): Promise<unknown>;
  logger: Logger;
}

/** A class, not a spread of the subscriber: every subscription shares one shape, where a spread object may get a shape of its own (memory per open stream). */
class Subscription implements LiveSubscriber {
  readonly audience: Audience;
  readonly claimIds: readonly number[];
  readonly lastEventId?: Position;
  readonly deliver: LiveSubscriber['deliver'];
  readonly baseline: LiveSubscriber['baseline'];
  /** Per claim, the last position the client was told of (or already had). */
  readonly seen = new Map<number, Position>();
  /** The last id the client has: what it would send back as Last-Event-ID. */
  lastId?: Position;
  /** What is still to be told to this client, in order: its first look at the table, then each change. */
  chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor({ audience, claimIds, lastEventId, deliver, baseline }: LiveSubscriber) {
    this.audience = audience;
    this.claimIds = claimIds;
    this.lastEventId = lastEventId;
    this.deliver = deliver;
    this.baseline = baseline;
    this.lastId = lastEventId;
  }
}

/**
 * The process's subscribers, by claim. Each subscription tells its client in the order its changes
 * came (its first look at the table first), so the client's Last-Event-ID never passes over a
 * change it missed; before telling, it waits until the read models the pages read show the change,
 * so the client's refetch sees it. Subscriptions wait independently: a change that waits for a slow
 * read model holds back only the clients of that claim.
 */
export class LiveHub {
  private readonly byClaim = new Map<number, Set<Subscription>>();

  constructor(private readonly deps: LiveHubDeps) {}

  get subscriptions(): number {
    return this.all().length;
  }

  /** Subscribes; the returned function unsubscribes. */
  subscribe(subscriber: LiveSubscriber): () => void {
    const subscription = new Subscription(subscriber);
    for (const claimId of new Set(subscriber.claimIds)) {
      const set = this.byClaim.get(claimId) ?? new Set();
      set.add(subscription);
      this.byClaim.set(claimId, set);
    }
    this.then(subscription, () => this.firstLook(subscription));
    return () => {
      subscription.closed = true;
      for (const claimId of subscription.claimIds) {
        const set = this.byClaim.get(claimId);
        set?.delete(subscription);
        if (set?.size === 0) this.byClaim.delete(claimId);
      }
    };
  }

  notice(notice: ClaimLiveNotice): void {
    const subscriptions = this.byClaim.get(notice.claimId);
    if (!subscriptions) return;
    // Only the read models this change concerns: most changes concern none that is not already applied.
    const ready = !notice.readModels || notice.readModels.length > 0 ? this.deps.readModelsAt(notice.position, notice.readModels) : undefined;
    for (const subscription of subscriptions) {
      this.then(subscription, async () => {
        await ready;
        this.offer(subscription, notice.claimId, positionFor(subscription, notice), true);
      });
    }
  }

  /** After (re)connecting the listener: notices may have been missed, the table has them. */
  resync(): void {
    const subscriptions = this.all();
    if (subscriptions.length === 0) return;
    const rows = this.readRows(subscriptions);
    for (const subscription of subscriptions) {
      this.then(subscription, async () => {
        // A claim it had heard nothing of is news too.
        const news = (await rows).filter((row) => {
          const position = positionFor(subscription, row);
          const seen = subscription.seen.get(row.claimId);
          return subscription.claimIds.includes(row.claimId) && position !== null && (seen === undefined || this.deps.compare(position, seen) > 0);
        });
        await this.tell(subscription, news);
      });
    }
  }

  /** Changes after the client's Last-Event-ID are told; the rest is where it starts, given as an id alone. */
  private async firstLook(subscription: Subscription): Promise<void> {
    const rows = await this.readRows([subscription]);
    const after = subscription.lastEventId;
    const news = after ? rows.filter((row) => { const position = positionFor(subscription, row); return position !== null && this.deps.compare(position, after) > 0; }) : [];
    await this.tell(subscription, news);
    for (const row of rows) this.offer(subscription, row.claimId, positionFor(subscription, row), false);
    const start = subscription.seen.size > 0 ? this.latest([...subscription.seen.values()]) : undefined;
    if (start && !subscription.closed && (!subscription.lastId || this.deps.compare(start, subscription.lastId) > 0)) {
      subscription.lastId = start;
      subscription.baseline(start);
    }
  }

  /** Tells the rows' changes in position order, once the read models show the last of them. */
  private async tell(subscription: Subscription, rows: ClaimLiveRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ordered = [...rows].sort((a, b) => this.deps.compare(positionFor(subscription, a)!, positionFor(subscription, b)!));
    await this.deps.readModelsAt(this.latest(ordered.map((row) => positionFor(subscription, row)!)));
    for (const row of ordered) this.offer(subscription, row.claimId, positionFor(subscription, row), true);
  }

  private readRows(subscriptions: Subscription[]): Promise<ClaimLiveRow[]> {
    const claimIds = [...new Set(subscriptions.flatMap((subscription) => subscription.claimIds))];
    return this.deps.readRows(claimIds).catch((error: unknown) => {
      // The table is away (not created yet, say): the subscriptions still hear of what comes next.
      this.deps.logger.warn({ err: error }, 'live updates: claim_live not readable');
      return [];
    });
  }

  private then(subscription: Subscription, work: () => Promise<void>): void {
    subscription.chain = subscription.chain
      .then(() => (subscription.closed ? undefined : work()))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'live updates: a change could not be forwarded'));
  }

  private offer(subscription: Subscription, claimId: number, position: Position | null, send: boolean): void {
    if (!position || subscription.closed) return;
    const seen = subscription.seen.get(claimId);
    if (seen && this.deps.compare(position, seen) <= 0) return;
    subscription.seen.set(claimId, position);
    if (!send) return;
    subscription.lastId = position;
    subscription.deliver({ claimId, position });
  }

  private all(): Subscription[] {
    return [...new Set([...this.byClaim.values()].flatMap((set) => [...set]))];
  }

  private latest(positions: Position[]): Position {
    return positions.reduce((latest, position) => (this.deps.compare(position, latest) > 0 ? position : latest));
  }
}

function positionFor(subscription: { audience: Audience }, change: { position: Position; visible: Position | null }): Position | null {
  return subscription.audience === 'passenger' ? change.visible : change.position;
}
