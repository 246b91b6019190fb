import { inspect } from 'node:util';
import { ConfigError } from '../config.js';
import { redactCredentials } from './security/redact.js';

/** Runs a command-line entry point: its resolved number is the exit code; a failure prints one readable line where it can. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : redactCredentials(inspect(error)));
      process.exit(1);
    },
  );
}
