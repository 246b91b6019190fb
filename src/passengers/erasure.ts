import type { Queryable } from '../platform/db/pool.js';
import type { PassengerClaims } from './deps.js';
import { closeAllPassengerSessions } from './sessions.js';
import { deleteSignInLinksOf } from './sign-in-links.js';

/**
 * The privacy module's port: once a claim is erased, its address's sessions and sign-in links go too,
 * unless the address still has another claim.
 */
export function passengerErasure(db: Queryable, claims: PassengerClaims) {
  return {
    async forgetAddress(email: string, erasedClaimId: number): Promise<{ sessions: number; links: number }> {
      const others = (await claims.claimsOf(email)).filter((claim) => claim.claimId !== erasedClaimId);
      if (others.length > 0) return { sessions: 0, links: 0 };
      return { sessions: await closeAllPassengerSessions(db, email), links: await deleteSignInLinksOf(db, email) };
    },
  };
}
