import type { AdminStatus } from './claim-events.js';

/** The passenger sees four statuses: approved and completed are both "approved" to them. */
export type PublicStatus = 'pending' | 'in_review' | 'approved' | 'rejected';

export const PUBLIC_STATUS: Record<AdminStatus, PublicStatus> = {
  pending: 'pending',
  under_review: 'in_review',
  approved: 'approved',
  completed: 'approved',
  rejected: 'rejected',
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
