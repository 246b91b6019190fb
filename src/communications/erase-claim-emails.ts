import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { claimStream } from '../claims/contract.js';
import type { EventStore } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { EmailSentData } from './email-events.js';
import { OUTBOUND_QUEUE, messageIdFor } from './outbound/outbound-job.js';
import { outboxFileStem } from './mail-transport.js';

const LOCKED_RETRIES = 20;
const LOCKED_WAIT_MS = 250;

export interface ClaimEmailsEraserDeps {
  store: EventStore;
  redis?: Redis;
  queuePrefix: string;
  /** Where e-mails are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
}

/**
 * The privacy module's port to communications: the claim's e-mail jobs leave Redis (queued, finished
 * or failed; a job's id is the id of the event that asked for it) and its .eml files leave the outbox
 * (named after the Message-ID, which the event id makes). Both found from the claim's stream, so
 * running it again finds nothing more to do. Resolves with what it removed.
 */
export function claimEmailsEraser(deps: ClaimEmailsEraserDeps) {
  return async (claimId: number): Promise<{ emailJobs: number; outboxFiles: number }> => {
    const eventIds: string[] = [];
    const stems = new Set<string>();
    for await (const event of deps.store.readStream(claimStream(claimId))) {
      eventIds.push(event.id);
      stems.add(outboxFileStem(messageIdFor(event.id)));
      if (event.type === 'EmailSent') stems.add(outboxFileStem((event.data as EmailSentData).messageId));
    }
    const emailJobs = deps.redis ? await removeJobs(deps.redis, deps.queuePrefix, eventIds) : 0;
    return { emailJobs, outboxFiles: await removeOutboxFiles(deps.outboxDir, stems) };
  };
}

async function removeJobs(connection: Redis, prefix: string, jobIds: string[]): Promise<number> {
  const queue = new Queue(OUTBOUND_QUEUE, { connection, prefix });
  queue.on('error', () => {});
  try {
    let removed = 0;
    for (const jobId of jobIds) {
      if (!(await queue.getJob(jobId))) continue;
      await removeWhenUnlocked(queue, jobId);
      removed++;
    }
    return removed;
  } finally {
    await queue.close();
  }
}

/** A job being worked on is locked: its worker finishes soon (it skips an erased claim), then it goes. */
async function removeWhenUnlocked(queue: Queue, jobId: string): Promise<void> {
  for (let attempt = 0; attempt < LOCKED_RETRIES; attempt++) {
    if ((await queue.remove(jobId)) === 1) return;
    await new Promise((resolve) => setTimeout(resolve, LOCKED_WAIT_MS));
  }
  throw new DomainError('unavailable', "Un'email di questa pratica è in invio proprio ora: riprova tra qualche secondo.", { title: 'Cancellazione non completata' });
}

async function removeOutboxFiles(outboxDir: string, stems: ReadonlySet<string>): Promise<number> {
  const names = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    if (![...stems].some((stem) => name.endsWith(`-${stem}.eml`))) continue;
    await rm(path.join(outboxDir, name), { force: true });
    removed++;
  }
  return removed;
}
