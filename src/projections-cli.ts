import { runProjectionsCommand } from '../projections/command.js';
import { ProjectionRunner } from '../projections/runner.js';
import { loadConfig } from './config.js';
import { createModules, MODULE_MIGRATIONS, personalDataWiring } from './modules.js';
import { runCli } from './platform/cli.js';
import { openDatabase } from './platform/infrastructure.js';
import { createLogger } from './platform/logger.js';
import { resolveSecretKey } from './platform/security/secret-key.js';

/** `npm run projections -- status | rebuild <name>|all | verify [name|all]`, over every module's projections and reactors. */
async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const secretKey = await resolveSecretKey(config, logger);
  const infrastructure = await openDatabase(config, logger, MODULE_MIGRATIONS, personalDataWiring(secretKey));
  try {
    const runner = new ProjectionRunner({ pool: infrastructure.pool, store: infrastructure.store, logger });
    const modules = createModules({ config, secretKey, infrastructure, logger, waitForReadModels: (names, position, ms) => runner.waitFor(names, position, ms) });
    return await runProjectionsCommand(process.argv.slice(2), {
      pool: infrastructure.pool,
      store: infrastructure.store,
      handlers: modules.flatMap((module) => module.handlers ?? []),
      batchSize: config.PROJECTION_BATCH_SIZE,
      print: (line) => console.log(line),
    });
  } finally {
    await infrastructure.close();
  }
}

runCli(main);
