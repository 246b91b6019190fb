import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ProjectionRunner } from '../../projections/runner.js';
import { airportsByIds } from '../airports/index.js';
import { claimCommands, hasClaims, submitClaim } from '../claims/index.js';
import { listCommunications, outboxDir, requestEmail } from '../communications/index.js';
import { loadConfig, SAMPLE_COMPANY_MARK } from '../config.js';
import { documentCommands, passengerUploads } from '../documents/index.js';
import { createCommandExecutor } from '../platform/event-store/execute-command.js';
import { airlineOutboxDir, billingDeps, sendAirlineLetterNow, createModules, demandsDeps, flightVerificationDeps, mandatesDeps, MODULE_MIGRATIONS, openDocumentStorage, personalDataWiring, tasksDeps } from '../modules.js';
import { billingCommands } from '../billing/index.js';
import { claimFlightCommands, createFlightStatusProvider } from '../flights/index.js';
import { runDeadlinePass } from '../tasks/index.js';
import { activeOperator, operatorNames } from '../operators/index.js';
import type { Config } from '../config.js';
import { DemoRefused, fillWithDemoData, type DemoSummary } from './demo/run-demo.js';
import { runCli } from '../platform/cli.js';
import { PASSENGER_LOGIN_REQUIRED, type PassengerGuard } from '../platform/http/passenger-guard.js';
import { openInfrastructure } from '../platform/infrastructure.js';
import { createLogger } from '../platform/logger.js';
import { deriveKey } from '../platform/security/keys.js';
import { resolveSecretKey } from '../platform/security/secret-key.js';

const USAGE =
  'Usage: npm run demo -- [--claims 2000] [--seed 24] [--concurrency 8] [--now 2026-11-27T12:00:00Z]   (fills an empty development database with demo claims; the same seed and now make the same demo)';

const options = z.object({
  claims: z.coerce.number('--claims must be a number').int('--claims must be a whole number').min(1, '--claims must be at least 1').max(100_000, '--claims is at most 100000'),
  seed: z.coerce.number('--seed must be a number').int('--seed must be a whole number'),
  concurrency: z.coerce.number('--concurrency must be a number').int('--concurrency must be a whole number').min(1).max(32, '--concurrency is at most 32'),
  // The demo's "now": its claims are dated in the 12 months before it, and the deadline pass runs at it.
  now: z.iso.datetime({ offset: true, message: '--now must be a date and time such as 2026-11-27T12:00:00Z' }).transform((value) => new Date(value)).optional(),
});

/** How long the demo waits, at the end, for the read models and the e-mail queue to take in every event. */
const CATCH_UP_MS = 10 * 60_000;

async function main(): Promise<number> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      options: { claims: { type: 'string', default: '2000' }, seed: { type: 'string', default: '24' }, concurrency: { type: 'string', default: '8' }, now: { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const parsed = options.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues[0]!.message}\n${USAGE}`);
    return 2;
  }
  // Before anything is opened: demo people must never reach a production database.
  if (process.env.NODE_ENV === 'production') {
    console.error('Refused: demo data is never written with NODE_ENV=production.');
    return 1;
  }
  const now = parsed.data.now ?? new Date();
  if (now.getTime() > Date.now()) {
    console.error(`Refused: --now ${now.toISOString()} is in the future; the demo's claims are in the past.`);
    return 1;
  }
  const config = demoConfig(loadConfig());
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const secretKey = await resolveSecretKey(config, logger);
  const infrastructure = await openInfrastructure(config, logger, MODULE_MIGRATIONS, personalDataWiring(secretKey));
  const { pool, store } = infrastructure;
  const runner = new ProjectionRunner({ pool, store, logger, batchSize: config.PROJECTION_BATCH_SIZE, pollMs: config.PROJECTION_POLL_MS });
  try {
    if (await hasClaims(pool)) {
      console.error('Refused: the database already has claims; the demo fills only an empty database (set DATABASE_URL to another one).');
      return 1;
    }
    const storage = await openDocumentStorage(config, logger);
    const waitForReadModels = runner.waitFor.bind(runner);
    // The projector role of `npm start`: read models and the e-mail queue follow the demo's events as they are appended.
    const modules = createModules({ config, secretKey, infrastructure, storage, logger, waitForReadModels });
    const handlers = modules.flatMap((module) => module.handlers ?? []);
    runner.register(...handlers);
    for (const module of modules) await module.start?.();
    runner.start();

    const executeCommand = createCommandExecutor({ store, waitForReadModels });
    const submitDeps = { pool, store, executeCommand, uploadTokenKey: deriveKey(secretKey, 'upload-token'), airports: { airportsByIds: (ids: readonly number[]) => airportsByIds(pool, ids) }, communications: { listOf: (claimId: number) => listCommunications(pool, claimId) }, operators: { operatorNames: (ids: string[]) => operatorNames(pool, ids), activeOperator: (id: string) => activeOperator(pool, id) }, logger };
    const demands = demandsDeps({ config, pool, store, executeCommand, logger, storage });
    const useCases = {
      submitDeps,
      submitClaim,
      claims: claimCommands(submitDeps),
      uploads: passengerUploads({ pool, store, storage, executeCommand, uploadGrantKey: deriveKey(secretKey, 'upload-grant'), pendingUploadsPerClaim: config.PENDING_UPLOADS_PER_CLAIM }),
      documents: documentCommands({ pool, executeCommand }),
      requestEmail: requestEmail({ executeCommand }),
      flights: claimFlightCommands(flightVerificationDeps({ pool, store, executeCommand, statusProvider: createFlightStatusProvider(config, pool, logger) })),
      mandates: { ...mandatesDeps({ config, pool, store, executeCommand, storage, secretKey, logger }), uploadLinkClaim: async () => undefined, passengerGuard: refusedGuard },
      demands,
      sendLetter: sendAirlineLetterNow(config, demands),
      billing: billingCommands(billingDeps({ config, pool, store, executeCommand, storage, secretKey, passengerGuard: refusedGuard })),
      airlines: { pool, store, executeCommand },
    };

    const { claims, seed, concurrency } = parsed.data;
    const started = Date.now();
    const step = Math.max(1, Math.round(claims / 20));
    console.log(`Filling the database with ${claims} demo claims over the 12 months before ${now.toISOString()} (seed ${seed}, ${concurrency} at a time)…`);
    const summary = await fillWithDemoData(pool, useCases, {
      claims,
      seed,
      concurrency,
      now,
      progress: (done) => {
        if (done % step === 0 || done === claims) console.log(`  ${done}/${claims} claims (${Math.round((done / claims) * 100)} %), ${seconds(started)} s`);
      },
    });

    // Every read model (and, with Redis, the e-mail queue) has taken in every demo event before the counts are printed.
    const waitedFor = handlers.filter((handler) => handler.kind === 'projection' || infrastructure.redis).map((handler) => handler.name);
    const caughtUp = async () => {
      const head = await store.headPosition();
      return !head || (await runner.waitFor(waitedFor, head, CATCH_UP_MS));
    };
    if (!(await caughtUp())) return notCaughtUp();
    // The worker's hourly pass, once, on the queues the demo filled: «Reclamo ENAC» and «Verifica prescrizione» tasks.
    const { opened } = await runDeadlinePass(tasksDeps({ config, pool, store, executeCommand, logger, storage }), now);
    if (!(await caughtUp())) return notCaughtUp();
    printSummary({ ...summary, tasks: opened }, seconds(started), infrastructure.redis ? (config.SMTP_URL ? 'SMTP_URL' : `the outbox, ${outboxDir(config)}/`) : undefined, airlineOutboxDir(config));
    return 0;
  } catch (error) {
    if (error instanceof DemoRefused) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await runner.stop();
    await infrastructure.close();
  }
}

function notCaughtUp(): number {
  console.error('The read models did not catch up with the demo events in time: run `npm run projections -- status`.');
  return 1;
}

/** A documentation IBAN for the company's client account when COMPANY_IBAN is unset: the demand letters name it. */
const DEMO_COMPANY_IBAN = 'IT40S0542811101000000123456';

/**
 * A documentation company, marked as a sample, for a machine whose COMPANY_* are not set: the demo's invoices are issued
 * once the passengers give their codice fiscale and address, and their FatturaPA needs a company the
 * schema accepts (a placeholder would hold every electronic invoice back).
 */
const DEMO_COMPANY = {
  COMPANY_NAME: `RimborsoVolo24 S.r.l. (${SAMPLE_COMPANY_MARK})`,
  COMPANY_ADDRESS: 'Via Roma 1, 00100 Roma (RM)',
  COMPANY_VAT_NUMBER: 'IT01234567890',
  COMPANY_TAX_CODE: '01234567890',
  COMPANY_STREET: 'Via Roma 1',
  COMPANY_POSTAL_CODE: '00100',
  COMPANY_CITY: 'Roma',
  COMPANY_PROVINCE: 'RM',
} satisfies Partial<Config>;

/** Letters to airlines only ever go to the airlines' outbox folder: the demo never uses AIRLINE_SMTP_URL. */
function demoConfig(config: Config): Config {
  const company = config.companyIsSample ? DEMO_COMPANY : {};
  return { ...config, ...company, AIRLINE_SMTP_URL: undefined, COMPANY_IBAN: config.COMPANY_IBAN ?? DEMO_COMPANY_IBAN };
}

/** The demo acts for its passengers through the use cases: no passenger request reaches these routes' guard. */
const refusedGuard: PassengerGuard = { requirePassenger: (_request, _response, next) => next(PASSENGER_LOGIN_REQUIRED()), ownsClaim: async () => false };

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function printSummary(summary: DemoSummary & { tasks: number }, took: string, deliveredTo: string | undefined, airlineOutbox: string): void {
  const { replies } = summary;
  const lines = [
    `Done in ${took} s: ${summary.claims} claims (${summary.passengers} passengers)`,
    `  by status: ${Object.entries(summary.byStatus).map(([status, count]) => `${status} ${count}`).join(', ')}`,
    `  documents: ${summary.documents} uploaded (${summary.documentsVerified} verified, ${summary.documentsRejected} rejected by an operator)`,
    `  e-mails written by operators: ${summary.emails}`,
    `  notes: ${summary.notes}, calls: ${summary.calls}, detail edits: ${summary.edits}, status changes: ${summary.statusChanges}, assignments: ${summary.assignments}`,
    `  flight times recorded: ${summary.flightTimes}, mandates signed: ${summary.mandates}`,
    `  letters sent to airlines: ${summary.lettersSent} (written to ${airlineOutbox}/, to reclami@<carrier>.example.com; ${summary.lettersRefused} refused by the letter's checks)`,
    `  airline replies: accepted ${replies.accepted}, partial ${replies.partial}, voucher ${replies.voucher}, rejected ${replies.rejected}`,
    `  airline payments: ${summary.payments}, invoices: ${summary.invoices}, payouts: ${summary.payouts}`,
    `  tasks opened by the deadline pass: ${summary.tasks}`,
    deliveredTo
      ? `  Every e-mail (confirmations, status updates, the operators' ones) is queued: \`npm start\` delivers it to ${deliveredTo}; every address is at example.it or example.com.`
      : '  Redis was not found: the e-mails wait in the event store and go out once `npm start` reaches Redis.',
    'Demo operators (log in at /admin):',
    ...summary.logins.map((login) => `  ${login.name} (${login.role}): ${login.email}  password: ${login.password}`),
  ];
  console.log(lines.join('\n'));
}

runCli(main);
