import { deriveKey } from '../security/keys.js';
import { seal, unseal } from '../security/sealed-box.js';

/**
 * Wraps the subjects' data keys (envelope encryption). The wrapped key is bound to its subject id,
 * so a row's key copied onto another subject does not unwrap.
 *
 * Built: the master key derived from SECRET_KEY (HKDF, purpose 'subject-keys'). A KMS (AWS KMS,
 * Google Cloud KMS, Vault transit) plugs in by implementing this interface with its encrypt/decrypt
 * calls (the subject id as encryption context) and being chosen in `masterKeyFor` when configured;
 * its wrapped keys should carry their own prefix so both kinds can be told apart during a move.
 */
export interface MasterKey {
  wrap(dataKey: Buffer, subjectId: string): Promise<string>;
  unwrap(wrappedKey: string, subjectId: string): Promise<Buffer>;
}

export function secretKeyMasterKey(secretKey: string): MasterKey {
  const key = deriveKey(secretKey, 'subject-keys');
  return {
    wrap: async (dataKey, subjectId) => seal(key, dataKey.toString('base64'), subjectId),
    unwrap: async (wrappedKey, subjectId) => Buffer.from(unseal(key, wrappedKey, subjectId), 'base64'),
  };
}

/** The master key the process uses: today always the one derived from SECRET_KEY (no KMS is configured). */
export function masterKeyFor(secretKey: string): MasterKey {
  return secretKeyMasterKey(secretKey);
}
