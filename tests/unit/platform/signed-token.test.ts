import { describe, expect, it } from 'vitest';
import { issueUploadToken, verifyUploadToken } from '../../../src/claims/upload-token.js';
import { signToken, verifyToken } from '../../../src/platform/security/signed-token.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-11-22T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);

describe('signed tokens', () => {
  it('when a token is verified with its secret before expiry, then its payload comes back', () => {
    const token = signToken({ claimId: 7 }, secret, later(1));

    expect(verifyToken(token, secret, now)).toMatchObject({ claimId: 7 });
  });

  it('when the token is expired, altered, or checked with another secret, then it is refused', () => {
    const token = signToken({ claimId: 7 }, secret, later(1));
    const [body, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ claimId: 8, exp: 9_999_999_999 })).toString('base64url')}.${signature}`;

    expect(verifyToken(token, secret, later(2))).toBeUndefined();
    expect(verifyToken(forged, secret, now)).toBeUndefined();
    expect(verifyToken(`${body}.${signature}x`, secret, now)).toBeUndefined();
    expect(verifyToken(token, 'another-secret-of-thirty-two-characters!', now)).toBeUndefined();
    expect(verifyToken('not-a-token', secret, now)).toBeUndefined();
  });

  it('when an upload token is used for another practice number or after 7 days, then it opens nothing', () => {
    const token = issueUploadToken({ claimId: 41, practiceNumber: '482913', version: 3 }, secret, now);

    expect(verifyUploadToken(token, '482913', secret, later(6))).toEqual({ claimId: 41, practiceNumber: '482913', version: 3 });
    expect(verifyUploadToken(token, '482914', secret, now)).toBeUndefined();
    expect(verifyUploadToken(token, '482913', secret, later(8))).toBeUndefined();
    expect(verifyUploadToken(undefined, '482913', secret, now)).toBeUndefined();
  });

  it('when a signed token carries no link version (one issued before links were revocable), then it opens nothing', () => {
    const versionless = signToken({ purpose: 'upload', claimId: 41, practiceNumber: '482913' }, secret, later(5));

    expect(verifyUploadToken(versionless, '482913', secret, now)).toBeUndefined();
  });
});
