import { signToken, verifyToken } from '../platform/security/signed-token.js';

export interface BankDetailsLink {
  claimId: number;
  practiceNumber: string;
  /** The BankDetailsLinkSent it belongs to: the claim's stream says whether it still works (once, not revoked). */
  linkId: string;
}

/** The passenger's key to give bank details for one claim without signing in: bound to the claim, its practice number and one link, expiring with it. */
export function issueBankDetailsToken(link: BankDetailsLink, key: Buffer, expiresAt: Date): string {
  return signToken({ purpose: 'bank-details', claimId: link.claimId, practiceNumber: link.practiceNumber, linkId: link.linkId }, key, expiresAt);
}

/** The link a token names, when it is signed with our key, not expired, and of this purpose (whether it is still open is the stream's to say). */
export function verifyBankDetailsToken(token: string | undefined, key: Buffer, now: Date): BankDetailsLink | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose: string; claimId: number; practiceNumber: string; linkId: string }>(token, key, now);
  if (payload?.purpose !== 'bank-details' || !Number.isInteger(payload.claimId) || typeof payload.linkId !== 'string') return undefined;
  return { claimId: payload.claimId, practiceNumber: payload.practiceNumber, linkId: payload.linkId };
}

/**
 * The page the e-mail points to. Made by the e-mail worker when it sends the e-mail (the communications
 * module's port), so the token is in the e-mail and nowhere else: not in an answer, an event or a job.
 */
export function bankDetailsUrl(deps: { bankDetailsKey: Buffer; publicUrl: string }, link: BankDetailsLink & { expiresAt: string }): string {
  const token = issueBankDetailsToken(link, deps.bankDetailsKey, new Date(link.expiresAt));
  return `${deps.publicUrl}/coordinate-bancarie/${link.practiceNumber}?t=${encodeURIComponent(token)}`;
}
