import { signToken, verifyToken } from '../platform/security/signed-token.js';

export const SIGNING_LINK_DAYS = 14;

/** What a co-passenger's signing link opens: one passenger's mandate on one claim, at one link version. */
export interface SigningLink {
  claimId: number;
  passengerId: number;
  /** The passenger's link version when it was sent: a newer link ends this one. */
  version: number;
}

/** The co-passenger's key to their own mandate, signed with the 'mandate-signing-link' key; it lives only in the e-mail. */
export function issueSigningLinkToken(link: SigningLink, key: Buffer, now: Date): string {
  const expiresAt = new Date(now.getTime() + SIGNING_LINK_DAYS * 24 * 3600 * 1000);
  return signToken({ purpose: 'mandate-signing', claimId: link.claimId, passengerId: link.passengerId, v: link.version }, key, expiresAt);
}

/** What a token says when its signature is right and it has not expired; the caller compares the version with the claim as it is now. */
export function verifySigningLinkToken(token: string | undefined, key: Buffer, now: Date): SigningLink | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose?: unknown; claimId?: unknown; passengerId?: unknown; v?: unknown }>(token, key, now);
  if (payload?.purpose !== 'mandate-signing') return undefined;
  const { claimId, passengerId, v } = payload;
  if (!Number.isSafeInteger(claimId) || !Number.isSafeInteger(passengerId) || !Number.isSafeInteger(v)) return undefined;
  return { claimId: claimId as number, passengerId: passengerId as number, version: v as number };
}
