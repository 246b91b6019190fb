import type { Position } from '../event-store/index.js';
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

interface Subscription extends LiveSubscriber {
  /** Per claim, the last position the client was told of (or already had). */
  seen: Map<number, Position>;
  /** The last id the client has: what it would send back as Last-Event-ID. */
  lastId?: Position;
  /** Its first look at the table is done: until then, notices are left to it. */
  synced: boolean;
  closed: boolean;
}

type Work = { kind: 'notice'; notice: ClaimLiveNotice } | { kind: 'sync'; subscriptions: Subscription[] | 'all' };

/**
 * The process's subscribers, by claim. Notices and re-syncs go through one queue, in order, so a
 * client gets its changes in position order and its Last-Event-ID never passes over one it missed.
 * Before telling anyone, the hub waits until the read models the pages read show the change, so the
 * client's refetch sees it.
 */
export class LiveHub {
  private readonly byClaim = new Map<number, Set<Subscription>>();
  private readonly queue: Work[] = [];
  private draining = false;

  constructor(private readonly deps: LiveHubDeps) {}

  get subscriptions(): number {
    return new Set([...this.byClaim.values()].flatMap((set) => [...set])).size;
  }

  /** Subscribes; the returned function unsubscribes. */
  subscribe(subscriber: LiveSubscriber): () => void {
    const subscription: Subscription = { ...subscriber, seen: new Map(), lastId: subscriber.lastEventId, synced: false, closed: false };
    for (const claimId of new Set(subscriber.claimIds)) {
      const set = this.byClaim.get(claimId) ?? new Set();
      set.add(subscription);
      this.byClaim.set(claimId, set);
    }
    this.enqueue({ kind: 'sync', subscriptions: [subscription] });
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
    if (this.byClaim.has(notice.claimId)) this.enqueue({ kind: 'notice', notice });
  }

  /** After (re)connecting the listener: notices may have been missed, the table has them. */
  resync(): void {
    if (this.byClaim.size > 0) this.enqueue({ kind: 'sync', subscriptions: 'all' });
  }

  private enqueue(work: Work): void {
    this.queue.push(work);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const work = this.queue.shift()!;
        try {
          if (work.kind === 'sync') await this.sync(work.subscriptions);
          else await this.notify(this.takeNotices(work.notice));
        } catch (error) {
          this.deps.logger.warn({ err: error }, 'live updates: a change could not be forwarded');
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** The notices waiting in a row at the head of the queue go together: one wait for the read models. */
  private takeNotices(first: ClaimLiveNotice): ClaimLiveNotice[] {
    const notices = [first];
    while (this.queue[0]?.kind === 'notice') notices.push((this.queue.shift() as { notice: ClaimLiveNotice }).notice);
    return notices;
  }

  private async notify(notices: ClaimLiveNotice[]): Promise<void> {
    const wanted = notices.filter((notice) => this.byClaim.has(notice.claimId));
    if (wanted.length === 0) return;
    // Only the read models these changes concern: most changes concern none that is not already applied.
    const names = wanted.some((notice) => !notice.readModels) ? undefined : [...new Set(wanted.flatMap((notice) => notice.readModels!))];
    if (!names || names.length > 0) await this.deps.readModelsAt(this.latest(wanted.map((notice) => notice.position)), names);
    for (const notice of wanted) {
      for (const subscription of this.byClaim.get(notice.claimId) ?? []) {
        if (subscription.synced) this.offer(subscription, notice.claimId, positionFor(subscription, notice), true);
      }
    }
  }

  /**
   * A new subscription's first look (changes after its Last-Event-ID are sent, the rest are where it
   * starts), or every subscription's after the listener was away (changes since are sent).
   */
  private async sync(which: Subscription[] | 'all'): Promise<void> {
    const subscriptions = (which === 'all' ? [...new Set([...this.byClaim.values()].flatMap((set) => [...set]))].filter((s) => s.synced) : which).filter((s) => !s.closed);
    if (subscriptions.length === 0) return;
    const rows = await this.deps.readRows([...new Set(subscriptions.flatMap((subscription) => subscription.claimIds))]).catch((error: unknown) => {
      // The table is away (not created yet, say): the subscriptions still hear of what comes next.
      this.deps.logger.warn({ err: error }, 'live updates: claim_live not readable');
      return [];
    });
    rows.sort((a, b) => this.deps.compare(a.position, b.position));
    const plans = subscriptions.map((subscription) => ({ subscription, send: rows.filter((row) => this.isNewFor(subscription, row)) }));
    const toSend = plans.flatMap((plan) => plan.send.map((row) => positionFor(plan.subscription, row)!));
    if (toSend.length > 0) await this.deps.readModelsAt(this.latest(toSend));
    for (const { subscription, send } of plans) {
      if (subscription.closed) continue;
      const first = !subscription.synced;
      subscription.synced = true;
      for (const row of send.sort((a, b) => this.deps.compare(positionFor(subscription, a)!, positionFor(subscription, b)!))) {
        this.offer(subscription, row.claimId, positionFor(subscription, row), true);
      }
      if (!first) continue;
      // The rest is where the client starts: it needs none of it, but it must be able to resume from it.
      for (const row of rows) if (subscription.claimIds.includes(row.claimId)) this.offer(subscription, row.claimId, positionFor(subscription, row), false);
      const start = subscription.seen.size > 0 ? this.latest([...subscription.seen.values()]) : undefined;
      if (start && (!subscription.lastId || this.deps.compare(start, subscription.lastId) > 0)) {
        subscription.lastId = start;
        subscription.baseline(start);
      }
    }
  }

  private isNewFor(subscription: Subscription, row: ClaimLiveRow): boolean {
    if (!subscription.claimIds.includes(row.claimId)) return false;
    const position = positionFor(subscription, row);
    if (!position) return false;
    if (subscription.synced) {
      // Back after the listener was away: a claim it had heard nothing of is news too.
      const seen = subscription.seen.get(row.claimId);
      return seen === undefined || this.deps.compare(position, seen) > 0;
    }
    return subscription.lastEventId !== undefined && this.deps.compare(position, subscription.lastEventId) > 0;
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

  private latest(positions: Position[]): Position {
    return positions.reduce((latest, position) => (this.deps.compare(position, latest) > 0 ? position : latest));
  }
}

function positionFor(subscription: { audience: Audience }, change: { position: Position; visible: Position | null }): Position | null {
  return subscription.audience === 'passenger' ? change.visible : change.position;
}
