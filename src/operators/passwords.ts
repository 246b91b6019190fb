import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

type ScryptParams = { N: number; r: number; p: number };

const derive = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: ScryptParams & { maxmem: number }) => Promise<Buffer>;
export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

// scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); node's default ceiling is 32 MiB.
const memoryFor = ({ N, r }: ScryptParams) => 2 * 128 * N * r;

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, { ...PASSWORD_PARAMS, maxmem: memoryFor(PASSWORD_PARAMS) });
  return ['scrypt', PASSWORD_PARAMS.N, PASSWORD_PARAMS.r, PASSWORD_PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, { ...parsed.params, maxmem: memoryFor(parsed.params) });
  return timingSafeEqual(actual, parsed.hash);
}

/** A hash made at a lower cost than today's, to be replaced after the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < PASSWORD_PARAMS.N || parsed.params.r < PASSWORD_PARAMS.r || parsed.params.p < PASSWORD_PARAMS.p;
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, N, r, p, salt, hash, extra] = stored.split('$');
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || extra !== undefined) return undefined;
  // Bounds keep a damaged row from asking scrypt for gigabytes.
  const sane = Number.isInteger(params.N) && params.N >= 2 && params.N <= 2 ** 20 && params.r >= 1 && params.r <= 32 && params.p >= 1 && params.p <= 16;
  return sane ? { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : undefined;
}
