import { rateLimit, type Options } from 'express-rate-limit';
import { HttpProblem } from './problem.js';

/** A per-IP limit whose refusal is a 429 problem in Italian, like every other error. */
export function limitRequests(options: { windowMs: number; limit: number; keyGenerator?: Options['keyGenerator'] }) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: options.keyGenerator,
    handler: (_request, _response, next) => {
      next(new HttpProblem(429, 'Troppe richieste', 'Hai fatto troppe richieste in poco tempo. Riprova tra qualche minuto.'));
    },
  });
}
