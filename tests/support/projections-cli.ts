import { execFile } from 'node:child_process';

/** Runs `npm run projections -- <args>` as its own process on a database; resolves with its exit code and output. */
export function runProjectionsCli(databaseUrl: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/projections-cli.ts', ...args], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}
