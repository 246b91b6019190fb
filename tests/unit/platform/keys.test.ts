import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../../src/platform/security/keys.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('keys derived per purpose', () => {
  it('when a key is derived twice for one purpose, then it is the same 32 bytes', () => {
    expect(deriveKey(secret, 'upload-token')).toHaveLength(32);
    expect(deriveKey(secret, 'upload-token').equals(deriveKey(secret, 'upload-token'))).toBe(true);
  });

  it('when keys are derived for different purposes or secrets, then no two are alike and none is the secret itself', () => {
    const keys = [
      deriveKey(secret, 'upload-token'),
      deriveKey(secret, 'upload-grant'),
      deriveKey(secret, 'operator-session'),
      deriveKey(`${secret}!`, 'upload-token'),
      Buffer.from(secret).subarray(0, 32),
    ];

    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(keys.length);
  });
});
