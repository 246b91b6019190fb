import type { Claim } from '../claims/contract.js';
import type { ClaimPassenger } from '../contracts/claim-passengers.js';

/**
 * The passengers of a claim as the claims fold gives them. Until the fold carries `passengers` for
 * every claim, a claim without them reads as its one passenger (id 1, the claim's name and e-mail):
 * the one place to delete once it does.
 */
export function passengersOf(claim: Claim): ClaimPassenger[] {
  const listed = (claim as Claim & { passengers?: ClaimPassenger[] }).passengers;
  if (listed && listed.length > 0) return listed;
  return [{ passengerId: 1, fullName: claim.passengerName, dateOfBirth: null, email: claim.email }];
}
