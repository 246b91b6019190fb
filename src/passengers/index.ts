import type { Module } from '../platform/module.js';
import { passengerRouter } from './api.js';
import type { PassengersDeps } from './deps.js';
import { PASSENGERS_OPENAPI } from './openapi.js';
import { signInQueue, SIGN_IN_QUEUE, startSignInWorker } from './sign-in-worker.js';

export { createPassengerGate, type PassengerGate } from './gate.js';
export type { PassengerAreaSettings, PassengerClaim, PassengerClaims, PassengersDeps } from './deps.js';
export { passengerErasure } from './erasure.js';
export { signInJobsRemover } from './sign-in-worker.js';
export { closeAllPassengerSessions, openPassengerSession, openPassengerSessions, PASSENGER_SESSION_COOKIE } from './sessions.js';

/** The passenger area: sign-in by e-mail link, sessions, and the area's view of the address's claims. */
export function createPassengersModule(deps: PassengersDeps): Module {
  const { settings, redis, logger } = deps;
  const queue = signInQueue(redis?.producer, settings.queuePrefix, { attempts: settings.emailAttempts, backoffMs: settings.emailBackoffMs });
  return {
    name: 'passengers',
    routers: [passengerRouter(deps, queue.enqueue)],
    openapi: PASSENGERS_OPENAPI,
    queues: [SIGN_IN_QUEUE],
    workers: redis
      ? [
          async () => {
            const transport = deps.mail.transport();
            const stop = startSignInWorker(
              redis.url,
              { prefix: settings.queuePrefix, concurrency: settings.emailConcurrency },
              { db: deps.pool, signInKey: deps.signInKey, publicUrl: settings.publicUrl, render: deps.mail.render, transport, logger },
            );
            return async () => {
              await stop();
              await queue.close();
              transport.close();
            };
          },
        ]
      : [],
  };
}
