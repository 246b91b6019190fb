import path from 'node:path';
import type { Request, Router } from 'express';
import type pg from 'pg';
import { schemaHash, type Projection } from '../projections/projection.js';
import type { Module, ModuleContext } from './platform/module.js';
import { createCommandExecutor } from './platform/event-store/execute-command.js';
import { PostgresEventStore, type EventStore } from './platform/event-store/index.js';
import { airlineByCode, airlinesCurrentStatesMigration, scopeCarrierLookup, airlinesMigration, claimsAddressesOf, createAirlinesModule } from './airlines/index.js';
import { createBackOfficeModule, type ProjectionEngine } from './back-office/index.js';
import { OPERATORS_MIGRATIONS, activeOperator, createOperatorGate, createOperatorsModule, openOperatorSessions, operatorEmailOf, operatorIdOf, operatorNames } from './operators/index.js';
import { italianToday } from './eligibility/index.js';
import { airportItalianNamesMigration, airportsByIds, airportsMigration, createAirportsModule, findAirportByIata } from './airports/index.js';
import { allocateInvoiceNumber, bankDetailsUrl, createBillingModule, formatInvoiceNumber, moneyWeeks, obtainedCents, paidOut, passengerMoney, type BillingDeps } from './billing/index.js';
import { createInvoicingModule, invoicePending, lateInvoiceClaims, sdiTransmitterFor, type InvoicingDeps } from './invoicing/index.js';
import { CLAIMS_MIGRATIONS, addressOfClaim, claimFollowUps, claimWeeks, claimsPrivacy, createClaimsModule, passengerClaims, currentUploadToken, flightCheckAssessor, issueUploadToken, practiceNumbersOf, publicLookup, reassessEligibility, recentClaims, startIdempotencyKeySweeper, uploadLinkClaim } from './claims/index.js';
import {
  airlineLetterSender,
  createCommunicationsModule,
  createMailTransport,
  eraseAddressEmails,
  eraseClaimEmails,
  listCommunications,
  outboundJobsRemover,
  outboundQueue,
  renderMessage,
  retryPolicy,
  sendAirlineLetter,
  sendingOnce,
  sendTemplateEmail,
  sentMessagesMigration,
} from './communications/index.js';
import { DOCUMENTS_MIGRATIONS, claimDocumentsForExport, createDocumentsModule, documentContent, deleteDocumentFiles, eraseClaimFiles, generatedDocuments, issuedDocuments } from './documents/index.js';
import { createBlobStorage, openBlobStorage, startOrphanSweeper, type BlobStorage } from './documents/storage/index.js';
import { FLIGHTS_MIGRATIONS, createFlightsModule, createFlightStatusProvider, createScheduleProvider, flightApiStats, type ClaimFlightDeps, type FlightStatusProvider } from './flights/index.js';
import { coPassengerPrivacyNotice, createLegalModule, legalInfoOf, signUpDocuments } from './legal/index.js';
import { createLiveModule } from './live/index.js';
import { anyMandateSigned, createMandatesModule, issueSigningLinkToken, type MandatesDeps } from './mandates/index.js';
import { DEMANDS_MIGRATIONS, airlineLetters, claimOutboxDir, createDemandsModule, eraseAirlineOutbox, failedLetters, recordPecInbox, resendFailedLetter, type DemandsDeps } from './demands/index.js';
import { claimMessagesForExport, createMessagesModule } from './messages/index.js';
import { PASSENGERS_MIGRATIONS, createPassengerGate, createPassengersModule, openPassengerSessions, passengerErasure, signInMessageOf } from './passengers/index.js';
import { createTasksModule, nextDeadlines, type TasksDeps } from './tasks/index.js';
import { createPrivacyModule, recordPersonalDataExport, type PrivacyDeps, type RetentionPeriods } from './privacy/index.js';
import type { ExecuteCommand } from './platform/event-store/execute-command.js';
import type { Config } from './config.js';
import type { ModuleMigration } from './platform/db/migrate.js';
import { createRateLimits } from './platform/http/rate-limit.js';
import { HEALTH_OPENAPI } from './platform/http/health-openapi.js';
import { apiDocsRouter } from './platform/http/openapi/docs-router.js';
import type { ApiPaths } from './platform/http/openapi/operations.js';
import type { Logger } from './platform/logger.js';
import { systemClock, type Clock } from './platform/clock.js';
import { deriveKey } from './platform/security/keys.js';
import { masterKeyFor } from './platform/personal-data/master-key.js';
import type { PersonalDataWiring } from './platform/personal-data/personal-data.js';
import { EVENT_CATALOG } from './event-catalog.js';
import { CLAIM_FOLD, claimIdOfStream } from './claims/contract.js';

/** The modules' own migrations, applied among the platform's SQL files in id order (migrate()). */
export const MODULE_MIGRATIONS: readonly ModuleMigration[] = [
  airportsMigration,
  airportItalianNamesMigration,
  airlinesMigration,
  airlinesCurrentStatesMigration,
  sentMessagesMigration,
  ...CLAIMS_MIGRATIONS,
  ...DEMANDS_MIGRATIONS,
  ...DOCUMENTS_MIGRATIONS,
  ...FLIGHTS_MIGRATIONS,
  ...OPERATORS_MIGRATIONS,
  ...PASSENGERS_MIGRATIONS,
];

/** What is personal in the events: the event stores encrypt those fields. */
export const PERSONAL_DATA = EVENT_CATALOG.personalData;
export { EVENT_CATALOG };

/** The personal data's wiring for openDatabase / openInfrastructure and for tests and benches that build a store themselves. */
export function personalDataWiring(secretKey: string): PersonalDataWiring {
  return { declaration: PERSONAL_DATA, masterKey: masterKeyFor(secretKey) };
}

/** What erasure and export need of the other modules, each through its own port; also for `npm run gdpr -- erase`. */
export function privacyDeps(
  { config, infrastructure }: Pick<ModuleContext, 'config' | 'infrastructure'>,
  { executeCommand, storage }: { executeCommand: ExecuteCommand; storage: BlobStorage },
): PrivacyDeps {
  const { pool, store, subjectKeys, redis } = infrastructure;
  const claims = claimsPrivacy({ pool, store, executeCommand, operators: { operatorNames: (ids) => operatorNames(pool, ids) }, catalog: EVENT_CATALOG, communications: { listOf: (claimId) => listCommunications(pool, claimId) } });
  const eraseEmails = eraseClaimEmails({ config, store, redis });
  return {
    store,
    subjectKeys,
    claims,
    documents: {
      eraseFiles: (claimId) => eraseClaimFiles({ pool, storage }, claimId),
      deleteFiles: (actor, claimIds, retention) => deleteDocumentFiles({ pool, storage, executeCommand }, actor, claimIds, retention),
      documents: (claimId) => claimDocumentsForExport({ pool }, claimId),
    },
    communications: {
      // The letters to airlines written to their outbox go with the passengers' e-mails.
      eraseEmails: async (claimId) => {
        const emails = await eraseEmails(claimId);
        return { ...emails, outboxFiles: emails.outboxFiles + (await eraseAirlineOutbox(airlineOutboxDir(config), claimId)) };
      },
      eraseAddressEmails: eraseAddressEmails(config),
    },
    messages: { messages: (claimId) => claimMessagesForExport(pool, claimId) },
    passengers: { addressOf: (claimId) => addressOfClaim(pool, claimId), ...passengerErasure(pool, passengerClaims(pool), outboundJobsRemover(redis?.producer, config.QUEUE_PREFIX)) },
  };
}

/** Where the PEC provider's receipts are saved for the deadline pass to record. */
export const pecInboxDir = (config: Pick<Config, 'DATA_DIR' | 'PEC_INBOX_DIR'>) => config.PEC_INBOX_DIR ?? path.join(config.DATA_DIR, 'pec-inbox');

/** What the tasks need of the other modules; also for tests that run the deadline pass themselves. */
export function tasksDeps({ config, pool, store, executeCommand, logger, storage, clock = systemClock }: { config: Config; pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; logger: Logger; storage: BlobStorage; clock?: Clock }): TasksDeps {
  return {
    pool,
    store,
    executeCommand,
    logger,
    clock,
    documents: issuedDocuments({ pool, executeCommand, storage }),
    operatorIdOf: (assignee) => operatorIdOf(pool, assignee),
    operatorNames: (ids) => operatorNames(pool, ids),
    airports: { airportsByIds: (ids) => airportsByIds(pool, ids) },
    airlines: { nameOf: async (code) => (await airlineByCode(pool, code))?.name },
    catalog: EVENT_CATALOG,
    invoices: { late: (paidBy, after, limit) => lateInvoiceClaims(pool, paidBy, after, limit), pending: (claimId) => invoicePending(pool, claimId) },
    companyName: config.COMPANY_NAME,
    letterReceipts: { recordInbox: (now) => recordPecInbox(demandsDeps({ config, pool, store, executeCommand, logger, storage }), pecInboxDir(config), now) },
  };
}

/** The company as letters and invoices name it, with the account the airline pays into and payouts leave from. */
const companyAccount = (config: Config) => ({
  name: config.COMPANY_NAME,
  address: config.COMPANY_ADDRESS,
  vatNumber: config.COMPANY_VAT_NUMBER,
  iban: config.COMPANY_IBAN ?? null,
  bic: config.COMPANY_BIC ?? null,
});

/** What the demands to airlines need of the other modules; also for `npm run demo`, which sends the letters itself. */
export function demandsDeps({ config, pool, store, executeCommand, logger, storage }: { config: Config; pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; logger: Logger; storage: BlobStorage }): DemandsDeps {
  return {
    pool,
    store,
    executeCommand,
    documents: {
      store: issuedDocuments({ pool, executeCommand, storage }).store,
      bytes: (documentId) => documentContent({ pool, storage }, documentId),
    },
    airlines: {
      contactOf: async (code) => {
        const airline = await airlineByCode(pool, code);
        return airline && { name: airline.name, country: airline.countryCode ?? '', claimsEmail: airline.claimsEmail, claimsWebForm: airline.claimsWebFormUrl, pec: airline.pecAddress, claimsEmails: claimsAddressesOf(airline) };
      },
    },
    company: { ...companyAccount(config), email: config.COMPANY_EMAIL, pec: config.COMPANY_PEC ?? null },
    logger,
  };
}

/**
 * The transport of letters to airlines, opened per letter: a PEC through our PEC account (AIRLINE_PEC_URL,
 * from AIRLINE_PEC_FROM), an e-mail through AIRLINE_SMTP_URL; either one unset, the claim's own outbox folder.
 */
const airlineTransport = (config: Config) => (claimId: number, channel: 'pec' | 'email') => {
  const outboxDir = claimOutboxDir(airlineOutboxDir(config), claimId);
  const mailFrom = config.AIRLINE_MAIL_FROM ?? config.MAIL_FROM;
  if (channel === 'pec') return createMailTransport({ smtpUrl: config.AIRLINE_PEC_URL, from: config.AIRLINE_PEC_FROM ?? mailFrom, outboxDir, connections: 1 });
  return createMailTransport({ smtpUrl: config.AIRLINE_SMTP_URL, from: mailFrom, outboxDir, connections: 1 });
};

/** The letters to airlines as the outbound worker sends them: the demands module's port and their transport. */
const airlineLetterDeps = (config: Config, demands: DemandsDeps) => ({ letters: airlineLetters(demands), transportFor: airlineTransport(config) });

/** Sent within the request (no Redis, or the demo): the outbound dispatch record keeps a letter the server took from going twice, as the worker does. */
const sentOnce = (letters: ReturnType<typeof airlineLetterDeps>, demands: DemandsDeps) => ({ ...letters, transportFor: (claimId: number, channel: 'pec' | 'email') => sendingOnce(demands.pool, letters.transportFor(claimId, channel)) });

/** For `npm run demo`, which sends each letter itself, once, at its claim's own time (`clock`). */
export const sendAirlineLetterNow = (config: Config, demands: DemandsDeps) => (dispatchId: string, clock: () => Date) =>
  sendAirlineLetter({ kind: 'airline-letter', dispatchId }, { made: 0, allowed: 1 }, { ...sentOnce(airlineLetterDeps(config, demands), demands), logger: demands.logger, clock });

/** What the money path needs of the other modules; also for `npm run demo`. */
export function billingDeps({ config, pool, store, executeCommand, storage, secretKey, passengerGuard }: { config: Config; pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; storage: BlobStorage; secretKey: string; passengerGuard: BillingDeps['passengerGuard'] }): BillingDeps {
  return {
    pool,
    store,
    executeCommand,
    documents: issuedDocuments({ pool, executeCommand, storage }),
    company: { ...companyAccount(config), taxCode: config.COMPANY_TAX_CODE, taxRegime: config.COMPANY_TAX_REGIME, invoiceSeries: config.INVOICE_SERIES },
    passengerGuard,
    bankDetailsKey: deriveKey(secretKey, 'bank-details'),
    publicUrl: config.publicUrl,
    payoutApprovers: config.PAYOUT_APPROVERS,
  };
}

/** What electronic invoicing needs: the company's details for the XML, the SdI transport, billing's invoice numbers. */
export function invoicingDeps({ config, pool, store, executeCommand, logger, clock = systemClock }: { config: Config; pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; logger: Logger; clock?: Clock }): InvoicingDeps {
  return {
    pool,
    store,
    executeCommand,
    logger,
    clock,
    company: {
      name: config.COMPANY_NAME,
      vatNumber: config.COMPANY_VAT_NUMBER,
      taxCode: config.COMPANY_TAX_CODE,
      street: config.COMPANY_STREET,
      postalCode: config.COMPANY_POSTAL_CODE,
      city: config.COMPANY_CITY,
      province: config.COMPANY_PROVINCE ?? null,
    },
    transmitter: sdiTransmitterFor(config, logger),
    numbers: {
      allocate: async (actor, input) => {
        const sequence = await allocateInvoiceNumber(executeCommand, actor, input);
        return { number: formatInvoiceNumber(input.year, sequence, config.INVOICE_SERIES), year: input.year, sequence };
      },
    },
    receiptsEveryMs: config.SDI_RECEIPTS_EVERY_MINUTES * 60_000,
  };
}

/** What signing a mandate needs of the other modules (the passengers' routes add their gate and upload link); also for `npm run demo`. */
export function mandatesDeps({ config, pool, store, executeCommand, storage, secretKey, logger }: { config: Config; pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; storage: BlobStorage; secretKey: string; logger: Logger }): Omit<MandatesDeps, 'uploadLinkClaim' | 'passengerGuard'> {
  return {
    store,
    pool,
    executeCommand,
    documents: generatedDocuments({ pool, storage, executeCommand }),
    company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS, vatNumber: config.COMPANY_VAT_NUMBER },
    logger,
    signingLinkKey: signingLinkKey(secretKey),
  };
}
/** The key of the co-passengers' own mandate-signing links: the mandates module checks them, the e-mail worker writes them. */
const signingLinkKey = (secretKey: string) => deriveKey(secretKey, 'mandate-signing-link');

/** The claim's flight verification: its stream, the flight-status service (null without a key) and the claims module's reassessment; also for `npm run demo`. */
export function flightVerificationDeps({ pool, store, executeCommand, statusProvider }: { pool: pg.Pool; store: EventStore; executeCommand: ExecuteCommand; statusProvider: FlightStatusProvider | null }): ClaimFlightDeps {
  const airlines = scopeCarrierLookup(pool);
  return {
    claims: CLAIM_FOLD,
    store,
    executeCommand,
    statusProvider,
    reassess: reassessEligibility({ store, executeCommand, airports: { airportsByIds: (ids, db = pool) => airportsByIds(db, ids) }, airlines }),
  };
}
/** Where letters to airlines are written as .eml files when AIRLINE_SMTP_URL is unset. */
export const airlineOutboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox-airlines');

/** The retention periods of the privacy notice, as configured. */
export function retentionPeriods(config: Config): RetentionPeriods {
  return { documentsDays: config.RETENTION_DOCUMENTS_DAYS, rejectedMonths: config.RETENTION_REJECTED_MONTHS, completedYears: config.RETENTION_COMPLETED_YEARS };
}

/** The documents' storage, ready (bucket created if missing, encryption known): opened once by the process, before the modules. */
export function openDocumentStorage(config: Config, logger: Logger): Promise<BlobStorage> {
  return openBlobStorage(config, logger);
}

/** GET /api/openapi.json, every module's entries in one document, and its reference page /api/docs. */
function apiDocsModule(paths: ApiPaths[], hasOperatorSession: (request: Request) => Promise<boolean>): Module {
  return { name: 'api-docs', routers: [apiDocsRouter({ paths, hasOperatorSession })] };
}

/**
 * Every business module of the product, in the order their routes are mounted (operators first: it owns
 * /api/admin). `platformAdminRouters`: the platform's own operators' routes (health details), mounted
 * behind the same session guard as the modules' ones. `storage`: the documents' storage as the
 * process opened it; tools and tests without one get the configured storage, untouched until used.
 */
export function createModules(
  { config, secretKey, infrastructure, logger, waitForReadModels, storage: openedStorage, projectionRunner }: ModuleContext & { storage?: BlobStorage; projectionRunner?: ProjectionEngine['runner'] },
  platformAdminRouters: Router[] = [],
): Module[] {
  const { pool, store } = infrastructure;
  const executeCommand = createCommandExecutor({ store, waitForReadModels });
  const uploadTokenKey = deriveKey(secretKey, 'upload-token');
  const uploadGrantKey = deriveKey(secretKey, 'upload-grant');
  const passengerSignInKey = deriveKey(secretKey, 'passenger-sign-in');
  const storage = openedStorage ?? createBlobStorage(config, logger);
  const limits = createRateLimits({ redis: infrastructure.redis?.producer, prefix: config.QUEUE_PREFIX, logger });
  const lookup = publicLookup(pool, limits, { perMinutePerIp: config.STATUS_LOOKUPS_PER_MINUTE, failuresPerHour: config.LOOKUP_FAILURES_PER_HOUR });
  const airlineLookup = scopeCarrierLookup(pool);
  const statusProvider = createFlightStatusProvider(config, pool, logger);
  const operatorGate = createOperatorGate({ pool, secretKey, requireTwoFactor: config.requireTwoFactor });
  const passengerGate = createPassengerGate({ pool, secretKey, claims: passengerClaims(pool) });
  const privacy = privacyDeps({ config, infrastructure }, { executeCommand, storage });
  const outbound = outboundQueue(infrastructure.redis?.producer, { prefix: config.QUEUE_PREFIX, retry: retryPolicy(config) });
  const demands = demandsDeps({ config, pool, store, executeCommand, logger, storage });
  const letters = airlineLetterDeps(config, demands);
  const sendLetter = airlineLetterSender(outbound, { ...sentOnce(letters, demands), logger });
  const documents = createDocumentsModule({
    pool,
    store,
    executeCommand,
    storage,
    operatorGate,
    uploadGrantKey,
    lookup,
    uploadLinkClaim: (token, practiceNumber) => uploadLinkClaim(pool, token, practiceNumber, uploadTokenKey),
    issueUploadToken: (link) => issueUploadToken(link, uploadTokenKey, new Date()),
    limits,
    uploadGrantsPerHourPerIp: config.UPLOAD_GRANTS_PER_HOUR_PER_IP,
    pendingUploadsPerClaim: config.PENDING_UPLOADS_PER_CLAIM,
  });
  const modules: Module[] = [
    createAirportsModule({ pool }),
    createAirlinesModule({ pool, store, executeCommand }),
    createFlightsModule({
      pool,
      provider: createScheduleProvider(config, pool, logger),
      logger,
      limits,
      searchesPerMinutePerIp: config.FLIGHT_SEARCHES_PER_MINUTE,
      verification: flightVerificationDeps({ pool, store, executeCommand, statusProvider }),
      check: {
        statusProvider,
        checksPerMinutePerIp: config.FLIGHT_CHECKS_PER_MINUTE,
        assess: flightCheckAssessor(
          { airportByIata: (code) => findAirportByIata(pool, code), carrierIsEu: async (code) => (await airlineLookup.airlineByCode(code))?.isEu ?? undefined },
          () => italianToday(),
        ),
      },
    }),
    {
      ...createClaimsModule({
        pool,
        store,
        executeCommand,
        uploadTokenKey,
        airports: { airportsByIds: (ids, db = pool) => airportsByIds(db, ids) },
        airlines: airlineLookup,
        operators: { operatorNames: (ids) => operatorNames(pool, ids), activeOperator: (id) => activeOperator(pool, id) },
        catalog: EVENT_CATALOG,
        communications: { listOf: (claimId) => listCommunications(pool, claimId) },
        money: { obtainedCents: (claimIds) => obtainedCents(pool, claimIds), paidOut: (claimId) => paidOut(pool, claimId) },
        deadlines: { nextDeadlines: (claimIds) => nextDeadlines(pool, claimIds) },
        lookup,
        limits,
        silenceDays: config.SILENCE_DAYS,
        waitForReadModels,
        submissionsPerHour: { perIp: config.SUBMISSIONS_PER_HOUR_PER_IP, perEmail: config.SUBMISSIONS_PER_HOUR_PER_EMAIL },
        templateMailer: { sendTemplate: sendTemplateEmail({ pool, executeCommand }) },
        passengerGuard: passengerGate,
        mandates: { anySigned: (claimId) => anyMandateSigned(pool, claimId) },
      }),
      workers: [async () => startIdempotencyKeySweeper(pool, logger)],
    },
    { ...documents, workers: [async () => startOrphanSweeper(pool, storage, logger)] },
    createCommunicationsModule({
      config,
      pool,
      catalog: EVENT_CATALOG,
      store,
      executeCommand,
      redis: infrastructure.redis,
      logger,
      limits,
      uploadTokenFor: (claimId, now) => currentUploadToken(pool, claimId, uploadTokenKey, now),
      signingLinkTokenFor: (link, now) => issueSigningLinkToken(link, signingLinkKey(secretKey), now),
      coPassengerPrivacyNotice: (facts) => coPassengerPrivacyNotice(legalInfoOf(config), facts),
      passengerMoneyOf: (claimId, passengerId) => passengerMoney(pool, claimId, passengerId),
      signUpDocuments: (facts) => signUpDocuments(legalInfoOf(config), facts),
      bankDetailsUrl: (link) => bankDetailsUrl({ bankDetailsKey: deriveKey(secretKey, 'bank-details'), publicUrl: config.publicUrl }, link),
      operatorGate,
      operatorEmailOf: (assignee) => operatorEmailOf(pool, assignee),
      passengerGate,
      addressClaims: passengerClaims(pool),
      followUpClaims: claimFollowUps(pool),
      unsubscribeKey: deriveKey(secretKey, 'unsubscribe'),
      documentContent: (documentId) => documentContent({ pool, storage }, documentId),
      outbound,
      signInMessageOf: signInMessageOf({ db: pool, signInKey: passengerSignInKey, publicUrl: config.publicUrl, render: renderMessage, logger }),
      airlineLetters: letters,
      practiceNumbers: (claimIds) => practiceNumbersOf(pool, claimIds),
      failedLetters: { list: () => failedLetters(pool), retry: resendFailedLetter(demands, sendLetter) },
    }),
    createLegalModule({ config, logger }),
    createMessagesModule({ pool, store, executeCommand, passengerGuard: passengerGate, limits, passengerMessagesPerHour: 30 }),
    createMandatesModule(
      {
        ...mandatesDeps({ config, store, executeCommand, pool, storage, secretKey, logger }),
        uploadLinkClaim: (token, practiceNumber) => uploadLinkClaim(pool, token, practiceNumber, uploadTokenKey),
        passengerGuard: passengerGate,
      },
      { limits, perClaimPerHour: config.SIGNINGS_PER_HOUR_PER_CLAIM, perIpPerHour: config.SIGNINGS_PER_HOUR_PER_IP },
    ),
    createPassengersModule({
      gate: passengerGate,
      pool,
      catalog: EVENT_CATALOG,
      store,
      claims: passengerClaims(pool),
      documents: {
        documentsOf: (claimId) => claimDocumentsForExport({ pool }, claimId),
        fileOf: (claimId, documentId) => issuedDocuments({ pool, executeCommand, storage }).read(claimId, documentId),
      },
      uploadTokenFor: (claimId, now) => currentUploadToken(pool, claimId, uploadTokenKey, now),
      recordExport: (actor, claimId) => recordPersonalDataExport(privacy)(actor, claimId, { format: 'zip' }),
      mail: { render: renderMessage, enqueueSignInLink: (linkId) => outbound.add(linkId, { kind: 'sign-in-link', linkId }) },
      signInKey: passengerSignInKey,
      limits,
      logger,
      settings: {
        publicUrl: config.publicUrl,
        secureCookies: config.NODE_ENV === 'production',
        signInLinksPerHourPerEmail: config.SIGN_IN_LINKS_PER_HOUR_PER_EMAIL,
        signInRequestsPerHourPerIp: config.SIGN_IN_REQUESTS_PER_HOUR_PER_IP,
        signInFailuresPerHourPerIp: config.SIGN_IN_FAILURES_PER_HOUR_PER_IP,
      },
    }),
    createPrivacyModule(privacy, { pool, logger, periods: retentionPeriods(config) }),
    createBillingModule(billingDeps({ config, pool, store, executeCommand, storage, secretKey, passengerGuard: passengerGate }), logger, limits),
    createInvoicingModule(invoicingDeps({ config, pool, store, executeCommand, logger })),
    createTasksModule(tasksDeps({ config, pool, store, executeCommand, logger, storage })),
    createDemandsModule(demands, sendLetter),
  ];
  const registeredHandlers = modules.flatMap((module) => module.handlers ?? []);
  modules.push(
    createLiveModule({
      pool,
      catalog: EVENT_CATALOG,
      store,
      logger,
      waitForReadModels,
      registeredHandlers,
      passengerGate,
      operatorGate,
      claimsOf: (email) => passengerClaims(pool).claimsOf(email),
      openSessions: { passenger: (ids) => openPassengerSessions(pool, ids), operator: (ids) => openOperatorSessions(pool, ids) },
    }),
  );
  modules.push(
    createBackOfficeModule({
      pool,
      store,
      logger,
      gate: operatorGate,
      flightApiStats: () => flightApiStats(pool),
      recentClaims: (limit) => recentClaims(pool, limit),
      wording: { catalog: EVENT_CATALOG, claimIdOfStream, operatorNames: (ids) => operatorNames(pool, ids) },
      engine: { handlers: () => all.flatMap((module) => module.handlers ?? []), runner: projectionRunner, batchSize: config.PROJECTION_BATCH_SIZE },
      trends: { claimWeeks: (since) => claimWeeks(pool, since), moneyWeeks: (since) => moneyWeeks(pool, since) },
    }),
  );
  const adminRouters = [...platformAdminRouters, ...modules.flatMap((module) => module.adminRouters ?? [])];
  const operators = createOperatorsModule({
    gate: operatorGate,
    store,
    secureCookies: config.NODE_ENV === 'production',
    limits,
    loginsPer15MinutesPerIp: config.LOGINS_PER_15_MINUTES_PER_IP,
    adminRouters,
  });
  const all = [operators, ...modules];
  all.push(apiDocsModule([HEALTH_OPENAPI, ...all.flatMap((module) => (module.openapi ? [module.openapi] : []))], operatorGate.hasOperatorSession));
  if (store instanceof PostgresEventStore) store.applyInline(all.flatMap((module) => module.handlers ?? []).filter((handler): handler is Projection => handler.kind === 'projection' && handler.inline === true).map((projection) => ({ ...projection, schemaHash: schemaHash(projection) })));
  return all;
}
