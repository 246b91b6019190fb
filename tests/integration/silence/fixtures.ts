import type pg from 'pg';
import { expect } from 'vitest';
import { claimFollowUps } from '../../../src/claims/index.js';
import { claimStream } from '../../../src/claims/contract.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import type { RecordedEvent } from '../../../src/platform/event-store/index.js';
import type { TestApp } from '../../support/test-app.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

export const DAY_MS = 86_400_000;

export async function streamOf(app: TestApp, claimId: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app.store.readStream(claimStream(claimId))) events.push(event);
  return events;
}

/** Every projection and reactor (or only the projections, for an app without Redis) has folded everything appended so far. */
export async function caughtUp(app: TestApp, only: 'projections' | 'all' = 'all'): Promise<void> {
  const head = await app.store.headPosition();
  const handlers = app.handlers.filter((handler) => only === 'all' || handler.kind === 'projection');
  expect(await app.runner.waitFor(handlers.map((handler) => handler.name), head!, 30_000)).toBe(true);
}

/** What the silence and digest passes need of the app, wired as src/modules.ts wires them. */
export function followUpDeps(app: TestApp, pool: pg.Pool) {
  return {
    claims: claimFollowUps(pool),
    catalog: EVENT_CATALOG,
    executeCommand: createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) }),
  };
}
