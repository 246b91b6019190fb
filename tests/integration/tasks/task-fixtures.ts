import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { claimStream } from '../../../src/claims/contract.js';
import { createBlobStorage } from '../../../src/documents/storage/index.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { tasksDeps } from '../../../src/modules.js';
import { createLogger } from '../../../src/platform/logger.js';
import type { TasksDeps } from '../../../src/tasks/index.js';
import type { TestApp } from '../../support/test-app.js';
export { printedText } from '../../support/pdf-text.js';

export const DAY_MS = 86_400_000;

/** The tasks' dependencies as the worker wires them, for running the deadline pass at a chosen time. */
export function deadlineDeps(app: TestApp, pool: pg.Pool): TasksDeps {
  const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: (names, position, ms) => app.runner.waitFor(names, position, ms) });
  return tasksDeps({ config: app.config, pool, store: app.store, executeCommand, logger: createLogger('silent'), storage: createBlobStorage(app.config) });
}

const metadata = (requestedAt: string, actorId = 'demands-test') => {
  const id = randomUUID();
  return { actor: { kind: 'operator' as const, id: actorId }, correlationId: id, causationId: id, requestedAt };
};

/** What the demands module appends when the letter leaves (its own use case is built elsewhere). */
export async function sendToAirline(app: TestApp, claimId: number, sentAt: Date, airlineCode = 'AZ'): Promise<string> {
  const messageId = `<${randomUUID()}@rimborsovolo24.it>`;
  await app.store.append(
    claimStream(claimId),
    [{ type: 'ClaimSentToAirline', data: { messageId, airlineCode, recipient: 'customer.relations@ita-airways.example', letterDocumentId: randomUUID().replaceAll('-', ''), attachmentDocumentIds: [], sentAt: sentAt.toISOString() }, metadata: metadata(sentAt.toISOString()) }],
    { expectedVersion: 'any' },
  );
  return messageId;
}

export async function airlineReplied(app: TestApp, claimId: number, at: Date): Promise<void> {
  await app.store.append(
    claimStream(claimId),
    [{ type: 'AirlineReplied', data: { outcome: 'rejected', airlineCode: 'AZ', receivedOn: at.toISOString().slice(0, 10), reason: 'Circostanze eccezionali' }, metadata: metadata(at.toISOString()) }],
    { expectedVersion: 'any' },
  );
}

/** The money events as the billing module appends them. */
export async function appendBilling(app: TestApp, claimId: number, type: 'AirlinePaymentReceived' | 'InvoiceIssued' | 'PayoutSent', data: Record<string, unknown>): Promise<void> {
  await app.store.append(claimStream(claimId), [{ type, data, metadata: metadata(new Date().toISOString()) }], { expectedVersion: 'any' });
}


/** The claim's row in the queues' read model (applied by the runner a moment after the append). */
export async function queueRow(pool: pg.Pool, claimId: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await pool.query('SELECT open, assignee, awaiting_since IS NOT NULL AS awaiting FROM claim_queues WHERE claim_id = $1', [claimId]);
  return rows[0];
}
