import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../../src/operators/index.js';
import { verifyPassword } from '../../../src/operators/passwords.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';

const database = useTestDatabase();

function operatorsCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/operators-cli.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('operators', () => {
  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set and nobody exists yet, then the first admin is created once, with a hashed password', async () => {
    const logger = createLogger('silent');

    await ensureFirstAdmin(database().pool, { email: 'Admin@RimborsoVolo24.it', password: 'password-iniziale' }, logger);
    await ensureFirstAdmin(database().pool, { email: 'altro@rimborsovolo24.it', password: 'password-iniziale' }, logger);

    const { rows } = await database().pool.query('SELECT email, role, password_hash FROM operators');
    expect(rows.map((row) => [row.email, row.role])).toEqual([['admin@rimborsovolo24.it', 'admin']]);
    expect(rows[0].password_hash).not.toContain('password-iniziale');
    expect(await verifyPassword('password-iniziale', rows[0].password_hash)).toBe(true);
    expect(await verifyPassword('password-sbagliata', rows[0].password_hash)).toBe(false);
  });

  it('when the CLI creates an operator, then it exists with its role; a second one with the same e-mail is refused', async () => {
    const env = { DATABASE_URL: database().url, OPERATOR_PASSWORD: 'una-password-robusta' };
    const args = ['create', '--email', 'giulia@rimborsovolo24.it', '--name', 'Giulia Verdi', '--role', 'operator'];

    const first = await operatorsCli(args, env);
    const again = await operatorsCli(args, env);
    const noPassword = await operatorsCli(args, { DATABASE_URL: database().url });

    expect(first).toMatchObject({ code: 0, output: expect.stringContaining('Created operator Giulia Verdi <giulia@rimborsovolo24.it>') });
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('exists already') });
    expect(noPassword).toMatchObject({ code: 2, output: expect.stringContaining('OPERATOR_PASSWORD is required') });
  });
});
