import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../../../src/platform/security/sealed-box.js';

describe('sealed boxes', () => {
  const key = randomBytes(32);

  it('when a text is sealed, then only the same key opens it, and two seals of one text differ', () => {
    const box = seal(key, 'JBSWY3DPEHPK3PXP');

    expect(unseal(key, box)).toBe('JBSWY3DPEHPK3PXP');
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(box);
    expect(() => unseal(randomBytes(32), box)).toThrow();
  });

  it('when a sealed box is altered, then it does not open', () => {
    const [version, iv, tag, ciphertext] = seal(key, 'segreto').split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;

    expect(() => unseal(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => unseal(key, 'testo qualsiasi')).toThrow('not a sealed box');
  });
});
