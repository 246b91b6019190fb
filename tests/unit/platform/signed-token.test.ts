import { describe, expect, it } from 'vitest';
import { issueUploadToken, verifyUploadToken } from '../../../src/claims/upload-token.js';
import { checkGrant, grantUpload } from '../../../src/documents/upload-grant.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { signToken, verifyToken } from '../../../src/platform/security/signed-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const key = deriveKey(secret, 'upload-token');
const now = new Date('2026-11-22T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);

describe('signed tokens', () => {
  it('when a token is verified with its key before expiry, then its payload comes back', () => {
    const token = signToken({ claimId: 7 }, key, later(1));

    expect(verifyToken(token, key, now)).toMatchObject({ claimId: 7 });
  });

  it('when the token is expired, altered, or checked with another key, then it is refused', () => {
    const token = signToken({ claimId: 7 }, key, later(1));
    const [body, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ claimId: 8, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;

    expect(verifyToken(token, key, later(2))).toBeUndefined();
    expect(verifyToken(forged, key, now)).toBeUndefined();
    expect(verifyToken(`${body}.${signature}x`, key, now)).toBeUndefined();
    expect(verifyToken(token, deriveKey('another-secret-of-thirty-two-characters!', 'upload-token'), now)).toBeUndefined();
    expect(verifyToken('not-a-token', key, now)).toBeUndefined();
  });

  it('when an upload token is used for another practice number or after 7 days, then it opens nothing', () => {
    const token = issueUploadToken({ claimId: 41, practiceNumber: '482913', version: 3 }, key, now);

    expect(verifyUploadToken(token, '482913', key, later(6))).toEqual({ claimId: 41, practiceNumber: '482913', version: 3 });
    expect(verifyUploadToken(token, '482914', key, now)).toBeUndefined();
    expect(verifyUploadToken(token, '482913', key, later(8))).toBeUndefined();
    expect(verifyUploadToken(undefined, '482913', key, now)).toBeUndefined();
  });

  it('when an upload token is signed with the raw secret or the upload-grant key, then it opens nothing', () => {
    const link = { claimId: 41, practiceNumber: '482913', version: 1 };

    expect(verifyUploadToken(issueUploadToken(link, Buffer.from(secret), now), '482913', key, now)).toBeUndefined();
    expect(verifyUploadToken(issueUploadToken(link, deriveKey(secret, 'upload-grant'), now), '482913', key, now)).toBeUndefined();
  });

  it('when an upload grant is signed with the raw secret or the upload-token key, then it is refused', () => {
    const grantKey = deriveKey(secret, 'upload-grant');

    expect(checkGrant(grantUpload(41, grantKey, now), grantKey, now)).toBe(41);
    expect(checkGrant(grantUpload(41, Buffer.from(secret), now), grantKey, now)).toBeUndefined();
    expect(checkGrant(grantUpload(41, key, now), grantKey, now)).toBeUndefined();
  });

  it('when a signed token carries no link version (one issued before links were revocable), then it opens nothing', () => {
    const versionless = signToken({ purpose: 'upload', claimId: 41, practiceNumber: '482913' }, key, later(5));

    expect(verifyUploadToken(versionless, '482913', key, now)).toBeUndefined();
  });
});
