import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpProblem } from './problem.js';

/** Far deeper than any body of ours (a claim with its passengers is 3 levels). */
export const MAX_JSON_DEPTH = 32;

const [QUOTE, BACKSLASH, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x5d, 0x7b, 0x7d];

/**
 * express.json's verify hook, run on the raw bytes before JSON.parse: 100 kB hold 50,000 nested
 * arrays, which take milliseconds of event loop to build and overflow the stack of anything that
 * walks them (JSON.stringify). One pass over the bytes (UTF-8 never puts these in a multi-byte character).
 */
export function refuseDeepJson(_request: IncomingMessage, _response: ServerResponse, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) throw new HttpProblem(400, 'Dati non validi', `Il corpo della richiesta è annidato oltre ${MAX_JSON_DEPTH} livelli.`);
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
}
