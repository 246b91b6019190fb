import type { Queryable } from '../platform/db/pool.js';
import type { PassengerClaims } from './deps.js';
import { closeAllPassengerSessions } from './sessions.js';
import { deleteSignInLinksOf } from './sign-in-links.js';

/** Removes the queued jobs of these sign-in links (their ids); resolves with how many it removed. */
export type SignInJobsRemover = (linkIds: readonly string[]) => Promise<number>;

/**
 * The privacy module's port: once a claim is erased, its address's sessions and sign-in links (with
 * their jobs) go too, unless the address still has another claim.
 */
export function passengerErasure(db: Queryable, claims: PassengerClaims, removeSignInJobs: SignInJobsRemover = async () => 0) {
  const hasOtherClaims = async (email: string, erasedClaimId: number) => (await claims.claimsOf(email)).some((claim) => claim.claimId !== erasedClaimId);
  return {
    hasOtherClaims,
    async forgetAddress(email: string, erasedClaimId: number): Promise<{ sessions: number; links: number; signInJobs: number }> {
      if (await hasOtherClaims(email, erasedClaimId)) return { sessions: 0, links: 0, signInJobs: 0 };
      const sessions = await closeAllPassengerSessions(db, email);
      const links = await deleteSignInLinksOf(db, email);
      // Ids only, and no link left to send: a job Redis could not drop now stays harmless.
      const signInJobs = await removeSignInJobs(links).catch(() => 0);
      return { sessions, links: links.length, signInJobs };
    },
  };
}
