import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, Position } from '../src/event-store/index.js';

const POLL_MS = 10;

/**
 * Read-your-writes: lets a command's response wait until the projections serving its screen have
 * applied its event. Projections run in this process answer at once; others are polled.
 */
export class PositionWaiter {
  private readonly local = new Map<string, Position>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: EventStore,
    private readonly pool: pg.Pool,
  ) {}

  advanced(name: string, position: Position): void {
    this.local.set(name, position);
    for (const listener of this.listeners) listener();
  }

  async waitFor(names: readonly string[], target: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() <= deadline) {
      if (await this.reached(names, target)) return true;
      await new Promise<void>((resolve) => {
        const done = () => {
          this.listeners.delete(done);
          resolve();
        };
        this.listeners.add(done);
        void sleep(Math.min(POLL_MS, Math.max(deadline - Date.now(), 0))).then(done);
      });
    }
    return false;
  }

  private async reached(names: readonly string[], target: Position): Promise<boolean> {
    const applied = (position: Position | null | undefined) => !!position && this.store.comparePositions(position, target) >= 0;
    // Another process may run a projection this one runs in standby: ask the table for any not reached here.
    const pending = names.filter((name) => !applied(this.local.get(name)));
    if (pending.length === 0) return true;
    const { rows } = await this.pool.query<{ position: Position | null }>(
      'SELECT position FROM projection_checkpoints WHERE name = ANY($1)',
      [pending],
    );
    return rows.length === pending.length && rows.every((row) => applied(row.position));
  }
}
