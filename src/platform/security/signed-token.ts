import { createHmac, timingSafeEqual } from 'node:crypto';

/** A compact HMAC-SHA256-signed, expiring token: base64url(JSON payload).base64url(signature); the key is one purpose's (keys.ts). */
export function signToken(payload: Record<string, unknown>, key: Buffer, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${body}.${signature(body, key)}`;
}

/** The payload when the signature is right and the token has not expired; otherwise undefined. */
export function verifyToken<Payload extends Record<string, unknown>>(token: string, key: Buffer, now: Date): Payload | undefined {
  const [body, signed, extra] = token.split('.');
  if (!body || !signed || extra !== undefined) return undefined;
  const expected = Buffer.from(signature(body, key));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload & { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 > now.getTime() ? payload : undefined;
  } catch {
    return undefined;
  }
}

function signature(body: string, key: Buffer): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
