import type pg from 'pg';
import { findUploadLink } from './read-models/claim-status.js';
import { issueUploadToken, verifyUploadToken } from './upload-token.js';

/**
 * The claim id a passenger's token opens for this practice number, checked on every call against
 * the claim as it is now: a token from before a revoke or an e-mail change, or for a number the
 * claim no longer has, opens nothing.
 */
export async function uploadLinkClaim(db: pg.Pool, token: string | undefined, practiceNumber: string, key: Buffer, now = new Date()): Promise<number | undefined> {
  const link = verifyUploadToken(token, practiceNumber, key, now);
  if (!link) return undefined;
  const current = await findUploadLink(db, link.claimId);
  return current && current.practiceNumber === link.practiceNumber && current.version === link.version ? link.claimId : undefined;
}

/** A token of the claim's current link version: for the passenger who just proved they own the claim. */
export async function currentUploadToken(db: pg.Pool, claimId: number, key: Buffer, now = new Date()): Promise<string | undefined> {
  const current = await findUploadLink(db, claimId);
  return current && issueUploadToken({ claimId, practiceNumber: current.practiceNumber, version: current.version }, key, now);
}
