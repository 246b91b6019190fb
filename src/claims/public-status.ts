import type { PublicStatus } from '../contracts/passenger-claim.js';
import type { AdminStatus } from './claim-events.js';

export type { PublicStatus };

export const PUBLIC_STATUS: Record<AdminStatus, PublicStatus> = {
  pending: 'pending',
  under_review: 'in_review',
  approved: 'approved',
  completed: 'closed',
  rejected: 'rejected',
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
