import { normaliseEmail } from '../claims/contract.js';
import { LINK_EXPIRED, LINK_INVALID, LINK_USED } from '../contracts/passenger-area.js';
import { HttpProblem, TooManyRequests } from '../platform/http/problem.js';
import { hashedKey, type Limit } from '../platform/http/rate-limit.js';
import type { PassengersDeps } from './deps.js';
import { createSignInLink, useSignInLink, verifiedLinkId } from './sign-in-links.js';

const invalid = () => new HttpProblem(400, 'Link non valido', LINK_INVALID);

/**
 * Sends a sign-in link when the address has claims; says nothing either way (the route answers 202
 * before this runs). Over the address's hourly limit nothing is sent.
 */
export function requestSignInLink(deps: Pick<PassengersDeps, 'pool' | 'claims'>, perAddress: Limit, enqueue: (linkId: string) => Promise<void>) {
  return async (email: string): Promise<'sent' | 'no_claims' | 'capped'> => {
    const address = normaliseEmail(email);
    if ((await deps.claims.claimsOf(address)).length === 0) return 'no_claims';
    const capped = await perAddress.consume(hashedKey(address)).then(
      () => false,
      (error: unknown) => {
        if (error instanceof TooManyRequests) return true;
        throw error;
      },
    );
    if (capped) return 'capped';
    await enqueue(await createSignInLink(deps.pool, address));
    return 'sent';
  };
}

/** The address a link opens: its HMAC checked, then the link used once, unexpired, and the address still with claims. */
export function useLinkToken(deps: Pick<PassengersDeps, 'pool' | 'claims' | 'signInKey'>) {
  return async (token: string): Promise<string> => {
    const linkId = verifiedLinkId(deps.signInKey, token);
    if (!linkId) throw invalid();
    const use = await useSignInLink(deps.pool, linkId);
    if (use.outcome !== 'used') {
      if (use.outcome === 'expired') throw new HttpProblem(410, 'Link scaduto', LINK_EXPIRED);
      if (use.outcome === 'reused') throw new HttpProblem(410, 'Link già usato', LINK_USED);
      throw invalid();
    }
    // Erased or moved to another address since the link was sent.
    if ((await deps.claims.claimsOf(use.email)).length === 0) throw invalid();
    return use.email;
  };
}
