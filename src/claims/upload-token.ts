import { signToken, verifyToken } from '../platform/security/signed-token.js';

export const UPLOAD_TOKEN_DAYS = 30;

/** The passenger's key to one claim's upload page: bound to the claim and its practice number, expiring. */
export function issueUploadToken(claim: { claimId: number; practiceNumber: string }, secret: string, now: Date): string {
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_DAYS * 24 * 3600 * 1000);
  return signToken({ purpose: 'upload', claimId: claim.claimId, practiceNumber: claim.practiceNumber }, secret, expiresAt);
}

/** The claim id the token opens, if it is valid for this practice number. */
export function verifyUploadToken(token: string | undefined, practiceNumber: string, secret: string, now: Date): number | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose: string; claimId: number; practiceNumber: string }>(token, secret, now);
  return payload?.purpose === 'upload' && payload.practiceNumber === practiceNumber ? payload.claimId : undefined;
}
