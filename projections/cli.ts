import { loadConfig } from '../src/config.js';
import { runCli } from '../src/platform/cli.js';
import { createModules } from '../src/modules.js';
import { openDatabase } from '../src/platform/infrastructure.js';
import { createLogger } from '../src/platform/logger.js';
import { resolveSecretKey } from '../src/platform/security/secret-key.js';
import { ProjectionRunner } from './runner.js';
import { runProjectionsCommand } from './command.js';

async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const secretKey = await resolveSecretKey(config, logger);
  const infrastructure = await openDatabase(config, logger);
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
