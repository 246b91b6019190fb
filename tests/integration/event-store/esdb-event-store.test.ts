import { afterAll, beforeAll, describe } from 'vitest';
import { EsdbEventStore } from '../../../src/platform/event-store/index.js';
import { dockerAvailable } from '../../support/containers.js';
import { eventStoreContract } from './contract.js';

/**
 * EventStoreDB from ESDB_URL, else a testcontainers node where a Docker engine answers; where
 * neither exists the suite says so on the test output, never silently.
 */
async function findEventStoreDb(): Promise<{ url: string; stop: () => Promise<void> } | { reason: string }> {
  if (process.env.ESDB_URL) return { url: process.env.ESDB_URL, stop: async () => {} };
  const docker = await dockerAvailable();
  if (!docker.ok) return { reason: `ESDB_URL is unset and ${docker.reason}` };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return { url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, stop: async () => void (await container.stop()) };
}

const found = await findEventStoreDb();
const reason = 'reason' in found ? found.reason : undefined;
if (reason) console.warn(`EventStoreDB contract suite not run: ${reason}`);

describe.skipIf(reason !== undefined)(`EventStoreDB event store: the port contract${reason ? ` (not run: ${reason})` : ''}`, () => {
  let store: EsdbEventStore;
  beforeAll(() => {
    store = new EsdbEventStore((found as { url: string }).url);
  });
  afterAll(async () => {
    await store?.close();
    if ('stop' in found) await found.stop();
  });

  eventStoreContract({ store: () => store });
});
