import path from 'node:path';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import type { PassengerGuard } from '../platform/http/passenger-guard.js';
import type { Config } from '../config.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventStore } from '../platform/event-store/index.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import type { BankDetailsUrl } from './compose-billing-notice.js';
import type { PassengerMoneyOf, UploadTokenFor } from './compose-email.js';
import type { OperatorEmailOf } from './compose-message-notice.js';
import type { CoPassengerPrivacyNotice, SigningLinkTokenFor } from './compose-signing-link.js';
import { emailDispatchReactor, type EmailTriggers } from './email-dispatch.js';
import type { EmailWorkerDeps, SignUpDocuments } from './email-worker.js';
import { addressEmailsEraser } from './erase-address-emails.js';
import { claimEmailsEraser } from './erase-claim-emails.js';
import { scrubLegacyEmailJobs } from './legacy-jobs.js';
import type { AddressClaims, FollowUpClaims, FollowUpDeps } from './follow-up/follow-up-deps.js';
import { passengerPreferencesRouter } from './follow-up/passenger-api.js';
import { addressPreference } from './follow-up/preferences.js';
import { startSilenceJob } from './follow-up/silence-job.js';
import { startWeeklyDigestJob } from './follow-up/weekly-digest.js';
import { createMailTransport } from './mail-transport.js';
import { OUTBOUND_QUEUE } from './outbound/outbound-job.js';
import type { OutboundQueue } from './outbound/outbound-queue.js';
import { startOutboundWorker } from './outbound/outbound-worker.js';
import type { AirlineLetterDeps } from './outbound/send-airline-letter.js';
import type { SignInMessageOf } from './outbound/send-sign-in-link.js';

export { createMailTransport } from './mail-transport.js';
export { retryPolicy } from './outbound/outbound-job.js';
export { outboundJobsRemover, outboundQueue, type OutboundQueue } from './outbound/outbound-queue.js';
export { airlineLetterSender, sendAirlineLetter } from './outbound/send-airline-letter.js';
export { sendingOnce, sentMessagesMigration } from './outbound/sent-messages.js';
export { renderMessage } from './rendering/index.js';
import { sendEmailRouter } from './send-email-api.js';
import { COMMUNICATIONS_OPENAPI } from './openapi.js';
import { createTemplatesModule, seedTemplates } from './templates/index.js';
import { claimCommunicationsProjection } from './read-models/claim-communications.js';
import { failedMessagesProjection } from './read-models/failed-messages.js';
import { claimPreferencesProjection } from './read-models/claim-preferences.js';
import { failedMessagesRouter } from './failed-messages-api.js';
import type { FailedLetters, PracticeNumbers } from './failed-messages.js';

export { listCommunications } from './read-models/claim-communications.js';

export interface CommunicationsDeps {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  redis?: { url: string; producer: Redis };
  logger: Logger;
  limits: RateLimits;
  executeCommand: ExecuteCommand;
  /** Port to the claims module: the passenger's upload link in e-mails. */
  uploadTokenFor: UploadTokenFor;
  /** Port to the mandates module: the co-passengers' own signing links in their e-mails. */
  signingLinkTokenFor: SigningLinkTokenFor;
  /** Port to the legal module: the art. 14 GDPR notice in a co-passenger's signing-link e-mail. */
  /** The confirmation's terms PDF, withdrawal information and model form (legal module). */
  signUpDocuments: SignUpDocuments;
  coPassengerPrivacyNotice: CoPassengerPrivacyNotice;
  /** Port to the billing module: the bank-details link's page in its e-mail. */
  bankDetailsUrl: BankDetailsUrl;
  /** Port to the billing module: a passenger's own share, fee and net, for the completion e-mail. */
  passengerMoneyOf?: PassengerMoneyOf;
  operatorGate: OperatorGuard;
  /** Port to the admin module: the address of the operator a claim is assigned to, told of the passenger's messages. */
  operatorEmailOf?: OperatorEmailOf;
  /** The passengers' sessions, for their preference routes. */
  passengerGate: PassengerGuard;
  /** Ports to the claims module: the claims of an address, and open claims by their last passenger-visible event. */
  addressClaims: AddressClaims;
  followUpClaims: FollowUpClaims;
  /** Every module's events: which are news to the passenger, and the weekly digest's words for them. */
  catalog: FollowUpDeps['catalog'] & EmailTriggers & EmailWorkerDeps['catalog'];
  /** The 'unsubscribe' key: signs the List-Unsubscribe links. */
  unsubscribeKey: Buffer;
  /** Port to the documents module: a stored document's bytes (the invoice sent along with its e-mail). */
  documentContent?: (documentId: string) => Promise<Buffer>;
  /** The one queue of outbound messages (src/modules.ts makes it, and gives the modules that queue messages their port to it). */
  outbound: OutboundQueue;
  /** Port to the passengers module: the sign-in e-mail of a link. */
  signInMessageOf?: SignInMessageOf;
  /** Port to the demands module: the letters to airlines, and the transport each goes by (AIRLINE_PEC_URL for a PEC, AIRLINE_SMTP_URL, or the claim's outbox folder). */
  airlineLetters?: Pick<AirlineLetterDeps, 'letters' | 'transportFor'>;
  /** Port to the claims module: the practice numbers in the list of messages that failed for good. */
  practiceNumbers?: PracticeNumbers;
  /** Port to the demands module: the letters to airlines that failed for good, in the same list, and their «Riprova». */
  failedLetters?: FailedLetters;
}

/** Where e-mails are written as .eml files when SMTP_URL is unset. */
export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

/** The privacy module's port: removes a claim's e-mail jobs from Redis and its .eml files from the outbox. */
export function eraseClaimEmails(deps: Pick<CommunicationsDeps, 'config' | 'store' | 'redis'>) {
  return claimEmailsEraser({ store: deps.store, redis: deps.redis?.producer, queuePrefix: deps.config.QUEUE_PREFIX, outboxDir: outboxDir(deps.config) });
}

/** The privacy module's port, once an address has no claim left: its .eml files leave the outbox, sign-in links' included. */
export const eraseAddressEmails = (config: Pick<Config, 'DATA_DIR'>) => addressEmailsEraser(outboxDir(config));

/** Templates, operators' e-mails, the pipeline from events to delivered e-mail, silence updates, preferences and digests. */
export function createCommunicationsModule(deps: CommunicationsDeps): Module {
  const { config, pool, store, redis, logger, uploadTokenFor } = deps;
  const followUp = { pool, store, executeCommand: deps.executeCommand, claims: deps.followUpClaims, catalog: deps.catalog, addressClaims: deps.addressClaims, unsubscribeKey: deps.unsubscribeKey, publicUrl: config.publicUrl };
  const preferences = { preferenceOf: (email: string, claimId: number) => addressPreference(followUp, email, claimId), unsubscribeKey: deps.unsubscribeKey };
  const { outbound } = deps;
  const dispatch = emailDispatchReactor(redis?.producer, outbound, deps.catalog);
  const confirmationsPerAddress = deps.limits.limit({ name: 'confirmations-email', limit: config.CONFIRMATIONS_PER_HOUR_PER_EMAIL, windowSeconds: 3_600 });
  const templates = createTemplatesModule({ pool, executeCommand: deps.executeCommand, logger, operatorGate: deps.operatorGate });
  return {
    name: 'communications',
    queues: [OUTBOUND_QUEUE],
    routers: [...(templates.routers ?? []), passengerPreferencesRouter(followUp, deps.passengerGate, deps.limits)],
    adminRouters: [sendEmailRouter(deps), failedMessagesRouter(deps), ...(templates.adminRouters ?? [])],
    openapi: COMMUNICATIONS_OPENAPI,
    handlers: [...(templates.handlers ?? []), claimCommunicationsProjection, claimPreferencesProjection, failedMessagesProjection, dispatch],
    start: () => seedTemplates(store),
    workers: [
      async () => startSilenceJob(followUp, { logger, silenceDays: config.SILENCE_DAYS }),
      ...(redis
      ? [
          async () => {
            // In the background: with Redis away it waits for it, and the worker must start meanwhile.
            if (outbound.queue) {
              void scrubLegacyEmailJobs(outbound.queue).then(
                (rewritten) => rewritten > 0 && logger.info({ rewritten }, 'e-mail jobs of the old shape reduced to their ids'),
                (error: unknown) => logger.warn({ err: error }, 'e-mail jobs of the old shape not checked'),
              );
            }
            const transport = createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: outboxDir(config), connections: config.EMAIL_CONCURRENCY });
            const letters = deps.airlineLetters;
            if (letters) {
              // Letters whose job Redis lost go again: their ids are the jobs', and a letter already sent is passed over.
              void letters.letters
                .unsettled()
                .then((ids) => Promise.all(ids.map((dispatchId) => outbound.add(dispatchId, { kind: 'airline-letter', dispatchId }))))
                .catch((error: unknown) => logger.warn({ err: error }, 'open letters to airlines not queued again'));
            }
            const stop = startOutboundWorker(redis.url, { prefix: config.QUEUE_PREFIX, concurrency: config.EMAIL_CONCURRENCY }, {
              db: pool,
              email: {
                catalog: deps.catalog,
                pool,
                store,
                transport,
                logger,
                uploadTokenFor,
                signingLinkTokenFor: deps.signingLinkTokenFor,
                coPassengerPrivacyNotice: deps.coPassengerPrivacyNotice,
                signUpDocuments: deps.signUpDocuments,
                bankDetailsUrl: deps.bankDetailsUrl,
                passengerMoneyOf: deps.passengerMoneyOf,
                publicUrl: config.publicUrl,
                confirmationsPerAddress,
                operatorEmailOf: deps.operatorEmailOf,
                supportEmail: config.SUPPORT_EMAIL,
                preferences,
                documentContent: deps.documentContent,
              },
              signInMessageOf: deps.signInMessageOf,
              airlineLetters: letters,
              logger,
            });
            const stopDigests = startWeeklyDigestJob({ ...followUp, transport, uploadTokenFor }, { logger });
            return async () => {
              await stopDigests();
              await stop();
              await outbound.close();
              transport.close();
            };
          },
        ]
      : []),
    ],
  };
}
export { requestEmail } from './request-email.js';
export { sendTemplateEmail } from './send-template.js';
