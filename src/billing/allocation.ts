import type { ClaimPassenger } from '../contracts/claim-passengers.js';
import type { PaymentAllocation } from './billing-events.js';

/** One passenger as an allocation sees them: what they may still receive. */
export interface AllocationCandidate {
  passengerId: number;
  /** What may still come in for them: claimed less received; 0 for one who travelled free, took a voucher or was paid out. */
  openCents: number;
}

/** What a passenger claims in cents: the claim's amount per passenger, nothing for one who travelled free (Art. 3(3)). */
export const claimedCentsOf = (passenger: ClaimPassenger, perPassengerCents: number): number => (passenger.travelledFree ? 0 : perPassengerCents);

/**
 * The default rule: `amountCents` split in proportion to what each passenger may still receive, in
 * whole cents; the cents left by rounding down go one each to the largest remainders (ties to the
 * lower passenger id), so the shares add up exactly and the split is the same every time.
 * Null when nobody may receive anything.
 */
export function allocateByDefault(amountCents: number, candidates: readonly AllocationCandidate[]): PaymentAllocation[] | null {
  const open = candidates.filter((candidate) => candidate.openCents > 0);
  const totalOpen = open.reduce((sum, candidate) => sum + candidate.openCents, 0);
  if (totalOpen === 0) return null;
  const exact = open.map((candidate) => ({ passengerId: candidate.passengerId, floor: Math.floor((amountCents * candidate.openCents) / totalOpen), remainder: (amountCents * candidate.openCents) % totalOpen }));
  let left = amountCents - exact.reduce((sum, share) => sum + share.floor, 0);
  const byRemainder = [...exact].sort((a, b) => b.remainder - a.remainder || a.passengerId - b.passengerId);
  const extra = new Set<number>();
  for (const share of byRemainder) {
    if (left <= 0) break;
    extra.add(share.passengerId);
    left -= 1;
  }
  return exact.map((share) => ({ passengerId: share.passengerId, amountCents: share.floor + (extra.has(share.passengerId) ? 1 : 0) }));
}
