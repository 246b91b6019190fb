import { signToken, verifyToken } from '../../platform/security/signed-token.js';

/**
 * An unsubscribe link must keep working in an e-mail read months later (RFC 8058 expects it to), so
 * its token never expires: it is signed with the 'unsubscribe' key for an expiry that never comes. It
 * names a claim only; what it does (the address's e-mails reduced to the essential ones) is harmless
 * and undone from the area.
 */
const NEVER = new Date('9999-12-31T00:00:00Z');

export const unsubscribeToken = (claimId: number, key: Buffer) => signToken({ purpose: 'unsubscribe', claimId }, key, NEVER);

export function unsubscribeClaimId(token: string, key: Buffer): number | undefined {
  const payload = verifyToken<{ purpose?: string; claimId?: unknown }>(token, key, new Date());
  return payload?.purpose === 'unsubscribe' && Number.isSafeInteger(payload.claimId) ? (payload.claimId as number) : undefined;
}

/** The headers of a non-essential e-mail: a one-click unsubscribe (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(claimId: number, key: Buffer, publicUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/passenger/unsubscribe?t=${encodeURIComponent(unsubscribeToken(claimId, key))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
