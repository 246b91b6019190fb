import { signToken, verifyToken } from '../platform/security/signed-token.js';

export const UPLOAD_TOKEN_DAYS = 7;

export interface UploadLink {
  claimId: number;
  practiceNumber: string;
  /** The claim's upload-link version when issued: a revoke or a new e-mail address moves it on. */
  version: number;
}

/** The passenger's key to one claim's upload page: bound to the claim, its practice number and its link version, expiring; signed with the 'upload-token' key. */
export function issueUploadToken(link: UploadLink, key: Buffer, now: Date): string {
  const expiresAt = new Date(now.getTime() + UPLOAD_TOKEN_DAYS * 24 * 3600 * 1000);
  return signToken({ purpose: 'upload', claimId: link.claimId, practiceNumber: link.practiceNumber, v: link.version }, key, expiresAt);
}

/**
 * What a token says, when its signature is right, it has not expired and it names this practice
 * number. Only half the check: the caller compares it with the claim as it is now (uploadLinkClaim).
 */
export function verifyUploadToken(token: string | undefined, practiceNumber: string, key: Buffer, now: Date): UploadLink | undefined {
  if (!token) return undefined;
  const payload = verifyToken<{ purpose: string; claimId: number; practiceNumber: string; v?: unknown }>(token, key, now);
  if (payload?.purpose !== 'upload' || payload.practiceNumber !== practiceNumber || !Number.isInteger(payload.v)) return undefined;
  return { claimId: payload.claimId, practiceNumber: payload.practiceNumber, version: payload.v as number };
}
