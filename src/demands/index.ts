import type { Module } from '../platform/module.js';
import { adminDemandsRouter } from './admin-api.js';
import type { DemandsDeps } from './deps.js';
import { DEMANDS_OPENAPI } from './openapi.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';
import { importLegacyDispatches } from './import-legacy-dispatches.js';
import { demandsProjection } from './read-models/demands.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const DEMANDS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

export type { AirlineDirectory, DemandDocuments, DemandsDeps } from './deps.js';
export { claimOutboxDir, eraseAirlineOutbox } from './airline-outbox.js';
export { generateLetter } from './generate-letter.js';
export { airlineLetters } from './letter-dispatch.js';
export { requestSending } from './send-letter.js';
export { failedLetters, resendFailedLetter } from './failed-letters.js';
export { recordReply } from './record-reply.js';
export { recordPecInbox } from './pec-inbox.js';

/**
 * Claiming from the airline: the demand letter (PDF), its sending by e-mail with the mandates and
 * travel documents (through communications' outbound queue: `sendLetter` queues a dispatch by its id),
 * and the airline's answers, all on the claim's stream.
 */
export function createDemandsModule(deps: DemandsDeps, sendLetter: (dispatchId: string) => Promise<void>): Module {
  return {
    name: 'demands',
    adminRouters: [adminDemandsRouter(deps, sendLetter)],
    openapi: DEMANDS_OPENAPI,
    handlers: [demandsProjection],
    start: async () => void (await importLegacyDispatches(deps)),
  };
}
