import { BANK_DETAILS_LINK_DAYS } from '../contracts/billing.js';
import { signToken, verifyToken } from '../platform/security/signed-token.js';

/** The passenger's key to give bank details for one claim without signing in: bound to the claim and its practice number, expiring. */
export function issueBankDetailsToken(link: { claimId: number; practiceNumber: string }, key: Buffer, now: Date): string {
  return signToken({ purpose: 'bank-details', claimId: link.claimId, practiceNumber: link.practiceNumber }, key, new Date(now.getTime() + BANK_DETAILS_LINK_DAYS * 86_400_000));
}

/** The claim a token opens, when it is signed with our key, not expired, and of this purpose. */
export function verifyBankDetailsToken(token: string | undefined, key: Buffer, now: Date): { claimId: number; practiceNumber: string } | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose: string; claimId: number; practiceNumber: string }>(token, key, now);
  if (payload?.purpose !== 'bank-details' || !Number.isInteger(payload.claimId)) return undefined;
  return { claimId: payload.claimId, practiceNumber: payload.practiceNumber };
}
