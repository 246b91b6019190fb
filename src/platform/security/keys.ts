import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'upload-token' | 'upload-grant' | 'operator-session' | 'totp-secret' | 'subject-keys' | 'passenger-session' | 'passenger-sign-in' | 'unsubscribe' | 'bank-details' | 'mandate-signing-link';

/** A 32-byte key for one purpose only: what one purpose signs, another's key cannot verify. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rimborsovolo24', `rimborsovolo24/${purpose}`, 32));
}
