import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { erasureRequestSchema } from './contracts/personal-data.js';
import { createCommandExecutor } from './platform/event-store/execute-command.js';
import { encryptPlaintextEvents } from './platform/event-store/postgres/encrypt-stored-events.js';
import { loadConfig, type Config } from './config.js';
import { createModules, MODULE_MIGRATIONS, openDocumentStorage, personalDataWiring, privacyDeps } from './modules.js';
import { runCli } from './platform/cli.js';
import { DomainError } from './platform/domain-error.js';
import { openDatabase, openInfrastructure } from './platform/infrastructure.js';
import { createLogger, type Logger } from './platform/logger.js';
import { createPersonalData } from './platform/personal-data/personal-data.js';
import { resolveSecretKey } from './platform/security/secret-key.js';
import { erasePersonalData } from './privacy/index.js';
import { countOf } from './contracts/plural.js';

const PROGRESS_EVERY = 50_000;
const USAGE = [
  'Usage: npm run gdpr -- migrate',
  '       npm run gdpr -- erase --practice 123456 --reason "Richiesta di cancellazione del 24/11"',
  '  migrate   encrypts, in the PostgreSQL event store, the personal fields of events stored before they were encrypted (idempotent)',
  '  erase     erases the personal data of one claim (art. 17 GDPR), as the admins\' "Cancella dati personali" does; it cannot be undone',
].join('\n');

const eraseInput = z.object({ practice: z.string('--practice is required').regex(/^\d{6}$/, '--practice is the 6-digit practice number') }).and(erasureRequestSchema);
const CLI_ACTOR = { kind: 'system', id: 'gdpr-cli' } as const;

const ESDB_CANNOT_REWRITE = [
  'EventStoreDB è append-only: gli eventi già scritti non si possono riscrivere, quindi i dati personali in chiaro',
  'degli eventi esistenti restano in chiaro. I nuovi eventi sono già cifrati. L’alternativa (non ancora realizzata)',
  'è copiare ogni stream di pratica in un nuovo stream con i campi personali cifrati, spostare lettori e checkpoint',
  'sui nuovi stream, poi eliminare i vecchi e lanciare lo scavenge. Nessun evento è stato modificato.',
  '',
  'EventStoreDB is append-only: events already written cannot be rewritten, so the personal data of existing events',
  'stays in plain text. New events are already encrypted. The alternative (not built yet) is to copy each claim',
  'stream into a new stream with its personal fields encrypted, move readers and checkpoints to the new streams,',
  'then delete the old ones and scavenge. No event was changed.',
].join('\n');

/** `npm run gdpr -- migrate | erase …`: see USAGE. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { practice: { type: 'string' }, reason: { type: 'string' } } });
  const [command, ...rest] = positionals;
  if ((command !== 'migrate' && command !== 'erase') || rest.length > 0 || (command === 'migrate' && Object.keys(values).length > 0)) {
    console.log(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  return command === 'migrate' ? migrate(config, logger) : erase(config, logger, values);
}

/** The same use case as the admins' route, by practice number, with the CLI as the actor. */
async function erase(config: Config, logger: Logger, values: { practice?: string; reason?: string }): Promise<number> {
  const parsed = eraseInput.safeParse(values);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => issue.message).join('; ')}\n${USAGE}`);
    return 2;
  }
  const secretKey = await resolveSecretKey(config, logger);
  const infrastructure = await openInfrastructure(config, logger, MODULE_MIGRATIONS, personalDataWiring(secretKey));
  try {
    const storage = await openDocumentStorage(config, logger);
    // No projector here: the read models a command waits for are applied inline where the store can, the rest by the running projector.
    const waitForReadModels = async () => false;
    createModules({ config, secretKey, infrastructure, logger, waitForReadModels, storage });
    const deps = privacyDeps({ config, infrastructure }, { executeCommand: createCommandExecutor({ store: infrastructure.store, waitForReadModels }), storage });
    const claimId = await deps.claims.claimIdOfPractice(parsed.data.practice);
    if (claimId === undefined) {
      console.error(`Pratica ${parsed.data.practice} non trovata.`);
      return 1;
    }
    const id = randomUUID();
    const result = await erasePersonalData(deps)({ actor: CLI_ACTOR, correlationId: id, causationId: id, requestedAt: new Date().toISOString() }, { claimId, reason: parsed.data.reason });
    console.log(
      `Dati personali della pratica ${result.practiceNumber} cancellati: ${countOf(result.removed.files, 'file', 'file')}, ${result.removed.emailJobs} job email, ${result.removed.outboxFiles} email in outbox; conservati per legge ${countOf(result.kept.files, 'documento', 'documenti')}.`,
    );
    console.log(`Conferma per il passeggero: ${result.kept.notice}`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await infrastructure.close();
  }
}

async function migrate(config: Config, logger: Logger): Promise<number> {
  const wiring = personalDataWiring(await resolveSecretKey(config, logger));
  if (config.eventStore === 'esdb') {
    console.error(ESDB_CANNOT_REWRITE);
    return 1;
  }
  const infrastructure = await openDatabase(config, logger, MODULE_MIGRATIONS, wiring);
  try {
    const { codec } = createPersonalData(infrastructure.pool, wiring);
    const started = Date.now();
    let reported = 0;
    const done = await encryptPlaintextEvents(infrastructure.pool, codec, {
      onBatch(progress) {
        if (progress.scanned - reported < PROGRESS_EVERY) return;
        reported = progress.scanned;
        console.log(`… ${progress.scanned} events read, ${progress.encrypted} encrypted`);
      },
    });
    console.log(`Encrypted the personal fields of ${done.encrypted} events (${done.scanned} read without encrypted data) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Now run `npm run projections -- verify`: the read models must match the events as they read now.');
    return 0;
  } finally {
    await infrastructure.close();
  }
}

runCli(main);
