import type { Claim } from '../claims/contract.js';
import type { ClaimPassenger } from '../contracts/claim-passengers.js';

/**
 * The claim's passengers as the claims fold gives them. Until the fold carries `passengers` (it is
 * being added), a claim reads as its one passenger: delete the fallback once it does.
 */
export function passengersOf(claim: Claim): ClaimPassenger[] {
  const passengers = (claim as Claim & { passengers?: ClaimPassenger[] }).passengers;
  if (passengers && passengers.length > 0) return passengers;
  return [{ passengerId: 1, fullName: claim.passengerName, dateOfBirth: null, email: claim.email }];
}
