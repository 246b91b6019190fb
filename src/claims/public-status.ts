import type { PublicStatus } from '../contracts/passenger-claim.js';
import type { AdminStatus } from './claim-events.js';

export type { PublicStatus };

/**
 * What the passenger is told of a claim's status. «Approvata – Risarcimento confermato» only once the
 * airline agreed to pay (its acceptance or its payment on the claim's stream: the catalog's
 * `airlineAgreed`); a completed claim reads «Chiusa». An operator's approval before that still reads «In fase
 * di revisione»: the passenger is never told of a compensation nobody has agreed to yet.
 */
export function publicStatusOf(adminStatus: AdminStatus, airlineAgreed: boolean): PublicStatus {
  switch (adminStatus) {
    case 'pending':
      return 'pending';
    case 'under_review':
      return 'in_review';
    case 'approved':
      return airlineAgreed ? 'approved' : 'in_review';
    case 'completed':
      return 'closed';
    case 'rejected':
      return 'rejected';
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
