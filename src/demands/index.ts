import type { Module } from '../platform/module.js';
import { adminDemandsRouter } from './admin-api.js';
import { AIRLINE_LETTERS_QUEUE, airlineLetterQueue, startAirlineLetterWorker } from './airline-queue.js';
import type { DemandsDeps } from './deps.js';
import { DEMANDS_OPENAPI } from './openapi.js';

export type { AirlineDirectory, AirlineMailTransport, DemandDocuments, DemandsDeps } from './deps.js';
export { AIRLINE_LETTERS_QUEUE } from './airline-queue.js';
export { claimOutboxDir, eraseAirlineOutbox } from './airline-outbox.js';
export { generateLetter } from './generate-letter.js';
export { processDispatch, requestSending } from './send-letter.js';
export { recordReply } from './record-reply.js';

/**
 * Claiming from the airline: the demand letter (PDF), its sending by e-mail with the mandates and
 * travel documents, and the airline's answers, all on the claim's stream.
 */
export function createDemandsModule(deps: DemandsDeps): Module {
  const queue = airlineLetterQueue(deps);
  const { redis } = deps;
  return {
    name: 'demands',
    queues: [AIRLINE_LETTERS_QUEUE],
    adminRouters: [adminDemandsRouter(deps, queue)],
    openapi: DEMANDS_OPENAPI,
    workers: redis
      ? [
          async () => {
            const stop = startAirlineLetterWorker({ ...deps, redis }, queue);
            return async () => {
              await stop();
              await queue.close();
            };
          },
        ]
      : [],
  };
}
