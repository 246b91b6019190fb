import type { Request } from 'express';
import { HttpProblem } from './problem.js';

/** If-Match: the stream version the client's screen was showing ("12", W/"12"); absent means "the latest". */
export function ifMatchVersion(request: Request): bigint | undefined {
  const header = request.get('if-match');
  if (!header) return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw new HttpProblem(400, 'Dati non validi', 'Intestazione If-Match non valida');
  return BigInt(match[1]!);
}
