import { Queue } from 'bullmq';
import { createWorkerConnection } from '../../src/platform/queue/redis-connection.js';
import type { TestApp } from './test-app.js';
import { waitFor } from './wait-for.js';

/**
 * Waits until what the events written so far set off is done: every handler has applied them, the
 * app's queues hold no job waiting, delayed or running, and no new event came meanwhile. A test can
 * then check that something did not happen (a second e-mail, say) without waiting an arbitrary time.
 */
export async function settled(app: TestApp, timeoutMs = 20_000): Promise<void> {
  const handlers = app.handlers.map((handler) => handler.name);
  const connection = app.redisUrl ? createWorkerConnection(app.redisUrl) : undefined;
  const queues = connection ? app.modules.flatMap((module) => module.queues ?? []).map((name) => new Queue(name, { connection, prefix: app.config.QUEUE_PREFIX })) : [];
  let busy: unknown[] = [];
  try {
    await waitFor(
      async () => {
        const head = await app.store.committedHeadPosition();
        if (head && !(await app.runner.waitFor(handlers, head, 2_000))) {
          busy = app.runner.state().filter((state) => state.position !== head);
          return false;
        }
        const counts = await Promise.all(queues.map(async (queue) => ({ queue: queue.name, jobs: await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized') })));
        busy = counts.filter(({ jobs }) => Object.values(jobs).some((count) => count > 0));
        return busy.length === 0 && (await app.store.committedHeadPosition()) === head;
      },
      { what: 'every handler to apply the events written so far and every job they queued to run', timeoutMs },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; still busy: ${JSON.stringify(busy)}`);
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    connection?.disconnect();
  }
}
