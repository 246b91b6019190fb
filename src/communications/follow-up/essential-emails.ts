import type { AdminStatus } from '../../claims/contract.js';

/** Status changes about the money: compensation confirmed, paid, or refused. */
const OUTCOMES: readonly AdminStatus[] = ['approved', 'completed', 'rejected'];

/** The e-mails that keep the passenger informed step by step, which their preference may hold back. */
const NON_ESSENTIAL = new Set(['ClaimStatusChanged', 'DocumentsCompleted', 'SilenceUpdateRequested']);

/**
 * Whether an e-mail goes whatever the passenger chose: the confirmation with the practice number,
 * operators' e-mails and messages, and anything about the money (a status change to an outcome).
 * Status updates, documents received and silence updates are not. A trigger this list does not
 * know (one added later) counts as essential: nothing is held back by mistake.
 */
export function isEssentialEmail(trigger: { type: string; data: unknown }): boolean {
  if (!NON_ESSENTIAL.has(trigger.type)) return true;
  if (trigger.type === 'ClaimStatusChanged') return OUTCOMES.includes((trigger.data as { to: AdminStatus }).to);
  return false;
}
