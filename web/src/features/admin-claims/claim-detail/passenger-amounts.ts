import { passengersWithTicket } from '@contracts/claim-passengers';
import { calculateFee, eurosToCents, type FeeBreakdown } from '@eligibility';
import type { AdminClaim } from '../api/claims';

/** Which amount the figures start from: the one an operator set, else the engine's estimate, else none yet. */
export type AmountBasis = 'set' | 'estimated' | 'none';

export interface BookingAmounts {
  basis: AmountBasis;
  /** One passenger's compensation, fee and net (EU261 pays each passenger the same amount); null without an amount. */
  perPassenger: FeeBreakdown | null;
  /** The booking's totals, in cents. */
  total: { compensationCents: number; feeCents: number; netCents: number } | null;
}

/** The claim's amount is one passenger's: the fee (25 % + IVA 22 %) and the net follow per passenger, and the booking's totals add them. */
export function bookingAmounts(claim: Pick<AdminClaim, 'compensationAmount' | 'estimatedCompensation' | 'passengers'>): BookingAmounts {
  const euros = claim.compensationAmount ?? claim.estimatedCompensation;
  if (euros === null || euros === undefined) return { basis: 'none', perPassenger: null, total: null };
  const fee = calculateFee(eurosToCents(euros));
  // One who travelled free (Art. 3(3)) is owed nothing and pays no fee.
  const count = passengersWithTicket(claim.passengers).length;
  return {
    basis: claim.compensationAmount !== null && claim.compensationAmount !== undefined ? 'set' : 'estimated',
    perPassenger: fee,
    total: { compensationCents: fee.compensationCents * count, feeCents: fee.feeCents * count, netCents: fee.netCents * count },
  };
}
