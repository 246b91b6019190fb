import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, Position } from '../src/platform/event-store/index.js';

const POLL_MS = 10;

interface Waiter {
  names: readonly string[];
  target: Position;
  done: (reached: boolean) => void;
}

/**
 * Read-your-writes: lets a command's response wait until the projections serving its screen have
 * applied its event. Projections this process runs answer from memory; for the others one shared
 * loop reads the checkpoint table while anybody waits, however many requests do.
 */
export class PositionWaiter {
  private readonly positions = new Map<string, Position>();
  private readonly locallyActive = new Set<string>();
  private readonly waiters = new Set<Waiter>();
  private polling = false;

  constructor(
    private readonly store: EventStore,
    private readonly pool: pg.Pool,
  ) {}

  setLocallyActive(name: string, active: boolean): void {
    if (active) {
      this.locallyActive.add(name);
      return;
    }
    this.locallyActive.delete(name);
    // Another process has taken this projection over: whoever waits on it must now learn from the table.
    if ([...this.waiters].some((waiter) => waiter.names.includes(name))) void this.poll();
  }

  advanced(name: string, position: Position): void {
    this.learn(name, position);
    this.settle();
  }

  waitFor(names: readonly string[], target: Position, timeoutMs: number): Promise<boolean> {
    if (this.reached(names, target)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => waiter.done(false), timeoutMs);
      const waiter: Waiter = {
        names,
        target,
        done: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      this.waiters.add(waiter);
      if (names.some((name) => !this.locallyActive.has(name))) void this.poll();
    });
  }

  private learn(name: string, position: Position): void {
    const known = this.positions.get(name);
    if (!known || this.store.comparePositions(position, known) > 0) this.positions.set(name, position);
  }

  private reached(names: readonly string[], target: Position): boolean {
    return names.every((name) => {
      const position = this.positions.get(name);
      return position !== undefined && this.store.comparePositions(position, target) >= 0;
    });
  }

  private settle(): void {
    for (const waiter of this.waiters) if (this.reached(waiter.names, waiter.target)) waiter.done(true);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      for (;;) {
        const remote = [...new Set([...this.waiters].flatMap((waiter) => waiter.names.filter((name) => !this.locallyActive.has(name))))];
        if (remote.length === 0) return;
        const { rows } = await this.pool.query<{ name: string; position: Position | null }>(
          'SELECT name, position FROM projection_checkpoints WHERE name = ANY($1)',
          [remote],
        );
        for (const row of rows) if (row.position) this.learn(row.name, row.position);
        this.settle();
        await sleep(POLL_MS);
      }
    } catch {
      // The database is away: waiters time out and commands answer without waiting.
    } finally {
      this.polling = false;
    }
  }
}
