import { encryptPlaintextEvents } from './event-store/postgres/encrypt-stored-events.js';
import { loadConfig } from './config.js';
import { MODULE_MIGRATIONS, personalDataWiring } from './modules.js';
import { runCli } from './platform/cli.js';
import { openDatabase } from './platform/infrastructure.js';
import { createLogger } from './platform/logger.js';
import { createPersonalData } from './platform/personal-data/personal-data.js';
import { resolveSecretKey } from './platform/security/secret-key.js';

const PROGRESS_EVERY = 50_000;
const USAGE = [
  'Usage: npm run gdpr -- migrate',
  '  migrate   encrypts, in the PostgreSQL event store, the personal fields of events stored before they were encrypted (idempotent)',
].join('\n');

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

/** `npm run gdpr -- migrate`: see USAGE. */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'migrate' || rest.length > 0) {
    console.log(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
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
