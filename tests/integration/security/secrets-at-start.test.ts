import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/platform/services/tcp.js';
import { useTestDatabase } from '../../support/database.js';
import { runServerToExit, startServer, type ServerProcess } from '../../support/server-process.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

const database = useTestDatabase();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** The product as `npm start` runs it, with no Redis to reach (no e-mail leaves), and SECRET_KEY unset unless given. */
async function start(env: Record<string, string>) {
  const server = await startServer({ DATABASE_URL: database().url, REDIS_URL: `redis://127.0.0.1:${await freePort()}`, SECRET_KEY: '', ...env });
  servers.push(server);
  return server;
}

function runOperatorsCli(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const args = ['--import', 'tsx', 'src/operators-cli.ts', 'create', '--email', 'operatrice@rimborsovolo24.it', '--name', 'Giulia Verdi'];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...process.env, DATABASE_URL: database().url, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr });
    });
  });
}

describe('secrets at start', () => {
  it('when the product starts without SECRET_KEY, then it keeps a generated key in DATA_DIR readable by its owner only, and the next start signs with the same key', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'rv-key-')), 'dati');
    const first = await start({ DATA_DIR: dataDir });
    const claim = await submit(first.url, claimBody(await airportIds(database().pool)));
    await first.stop();

    const file = path.join(dataDir, 'secret-key');
    const key = (await readFile(file, 'utf8')).trim();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.output()).toContain(`generated a secret key in ${file}`);
    expect(first.output()).not.toContain(key);

    const second = await start({ DATA_DIR: dataDir });
    const page = await fetch(`${second.url}/api/flight-checks/practice/${claim.practiceNumber}?t=${claim.uploadToken}`);

    expect(page.status).toBe(200);
    expect(second.output()).not.toContain('generated');
    expect(second.output()).not.toContain(key);
  });

  it('when NODE_ENV is production and SECRET_KEY is unset, then the process refuses to start with one line naming SECRET_KEY', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-key-'));

    const { code, output } = await runServerToExit({ NODE_ENV: 'production', SECRET_KEY: '', DATA_DIR: dataDir, DATABASE_URL: database().url });

    expect(code).toBe(1);
    expect(output.trim().split('\n').filter((line) => !line.includes('nodedir'))).toEqual(['Invalid configuration: SECRET_KEY: must be set in production (32 characters or more)']);
    await expect(stat(path.join(dataDir, 'secret-key'))).rejects.toThrow(/ENOENT/);
  });

  it('when DATABASE_URL carries a password, then no line the product logs while starting and serving shows it', async () => {
    const url = new URL(database().url);
    url.password = 'pg-pass-8841';

    const server = await start({ DATABASE_URL: url.toString(), LOG_LEVEL: 'trace' });
    await fetch(`${server.url}/api/health`);
    await server.stop();

    expect(server.output()).toContain('infrastructure ready');
    expect(server.output()).not.toContain('pg-pass-8841');
  });

  it('when a connection string with a password cannot be used, then the error printed at start shows *** in its place', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-key-'));

    const { code, output } = await runServerToExit({ DATA_DIR: dataDir, DATABASE_URL: database().url, ESDB_URL: 'esdb://admin:esdb-pass-5502@127.0.0.1:2113?tls=forse' });

    expect(code).toBe(1);
    expect(output).toContain('esdb://admin:***@127.0.0.1:2113');
    expect(output).not.toContain('esdb-pass-5502');
  });

  it('when OPERATOR_PASSWORD is too short, then the operators CLI names the variable and not its value', async () => {
    const { code, output } = await runOperatorsCli({ OPERATOR_PASSWORD: 'corta-77' });

    expect(code).toBe(2);
    expect(output).toContain('OPERATOR_PASSWORD must be at least 10 characters');
    expect(output).not.toContain('corta-77');
  });
});
