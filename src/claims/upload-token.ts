import { signToken, verifyToken } from '../platform/security/signed-token.js';

export const UPLOAD_TOKEN_DAYS = 30;

/** The passenger's key to one claim's upload page: bound to the claim and its practice number, expiring; signed with the 'upload-token' key. */
export function issueUploadToken(claim: { claimId: number; practiceNumber: string }, key: Buffer, now: Date): string {
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_DAYS * 24 * 3600 * 1000);
  return signToken({ purpose: 'upload', claimId: claim.claimId, practiceNumber: claim.practiceNumber }, key, expiresAt);
}

/** The claim id the token opens, if it is valid for this practice number. */
export function verifyUploadToken(token: string | undefined, practiceNumber: string, key: Buffer, now: Date): number | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose: string; claimId: number; practiceNumber: string }>(token, key, now);
  return payload?.purpose === 'upload' && payload.practiceNumber === practiceNumber ? payload.claimId : undefined;
}
