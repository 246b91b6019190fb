import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'upload-token' | 'upload-grant' | 'operator-session';

/** A 32-byte key for one purpose, derived from SECRET_KEY (HKDF-SHA256), so no two uses share a key. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rimborsovolo24', purpose, 32));
}
