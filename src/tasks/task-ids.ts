import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';

export const DEADLINES_ACTOR = { kind: 'system', id: 'deadlines' } as const;

/**
 * A task's id is fixed by what it is about: whichever process, however often, opens it once. A claim
 * closed and reopened (`reopenedAt`, the version of the reopening) is about something new: its tasks
 * get new ids, so a rule that applies again opens a new task instead of reviving the lapsed one.
 */
const generation = (reopenedAt: bigint | undefined) => (reopenedAt === undefined ? '' : `:reopened-${reopenedAt}`);
export const enacTaskId = (claimId: number, sentMessageId: string, reopenedAt?: bigint) => deterministicUuid(`task:enac_complaint:${claimId}:${sentMessageId}${generation(reopenedAt)}`);
/** One task per payment left without its invoice. */
export const lateInvoiceTaskId = (claimId: number, paidOn: string) => deterministicUuid(`task:late_invoice:${claimId}:${paidOn}`);
/** Counted from a delivered letter (`deliveredOn`), the check is about a new period: a task of its own. */
export const limitationTaskId = (claimId: number, reopenedAt?: bigint, deliveredOn?: string) =>
  deterministicUuid(`task:limitation_check:${claimId}${generation(reopenedAt)}${deliveredOn ? `:delivered-${deliveredOn}` : ''}`);

export function metadataAt(now: Date): EventMetadata {
  const id = randomUUID();
  return { actor: DEADLINES_ACTOR, correlationId: id, causationId: id, requestedAt: now.toISOString() };
}

export const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
