/** Disabling an operator, from the admins' API and from the CLI, as an attacker meets it. */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/database.js';
import { account, auditEvents, login, sessionOf } from '../../support/operator-accounts.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';

const database = useTestDatabase();
let app: TestApp;
let admin: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  admin = await app.operator('admin', 'Anna Bianchi');
});
afterAll(() => app?.close());

const pool = () => database().pool;

function operatorsCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/operators-cli.ts', ...args], { env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: database().url }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('disabling an operator', () => {
  it('when an admin disables an operator, then a stolen session of theirs is refused at once and their right password opens nothing', async () => {
    const victim = await account(pool(), 'operator', 'Paolo Rossi');
    const stolen = await sessionOf(app, await login(app, victim.email));
    expect((await stolen.fetch('/api/admin/flight-checks')).status).toBe(200);

    const disabled = await admin.fetch(`/api/admin/operators/${victim.id}/disable`, { method: 'POST' });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ operator: { id: victim.id, disabled: true } });

    expect((await stolen.fetch('/api/admin/flight-checks')).status).toBe(401);
    expect((await stolen.fetch('/api/email-templates')).status).toBe(401);
    expect((await pool().query('SELECT count(*)::int AS n FROM operator_sessions WHERE operator_id = $1', [victim.id])).rows[0].n).toBe(0);
    const again = await login(app, victim.email);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ detail: 'Email o password non corretti.' });

    expect((await admin.fetch(`/api/admin/operators/${victim.id}/enable`, { method: 'POST' })).status).toBe(200);
    expect((await login(app, victim.email)).status).toBe(200);

    const types = (await auditEvents(app)).filter((event) => (event.data as { operatorId?: string }).operatorId === victim.id).map((event) => event.type);
    expect(types).toEqual(['OperatorLoggedIn', 'OperatorDisabled', 'OperatorLoginFailed', 'OperatorEnabled', 'OperatorLoggedIn']);
    const disabling = (await auditEvents(app)).find((event) => event.type === 'OperatorDisabled')!;
    expect(disabling.metadata.actor).toEqual({ kind: 'operator', id: admin.id });
  });

  it('when an operator who is not an admin tries to disable someone, then 403; without the CSRF token nobody can, not even an admin', async () => {
    const operator = await app.operator('operator');
    const target = await account(pool());

    expect((await operator.fetch(`/api/admin/operators/${target.id}/disable`, { method: 'POST' })).status).toBe(403);
    expect((await operator.fetch('/api/admin/operators')).status).toBe(403);
    const noCsrf = await fetch(`${app.url}/api/admin/operators/${target.id}/disable`, { method: 'POST', headers: { cookie: admin.cookie } });
    expect(noCsrf.status).toBe(403);
    expect((await pool().query('SELECT disabled_at FROM operators WHERE id = $1', [target.id])).rows[0].disabled_at).toBeNull();
  });

  it('when an admin tries to disable themself, then 409 and the account stays on', async () => {
    const response = await admin.fetch(`/api/admin/operators/${admin.id}/disable`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ detail: 'Non puoi disattivare il tuo account.' });
    expect((await admin.fetch('/api/admin/me')).status).toBe(200);
  });

  it('when an admin lists the operators, then each shows name, e-mail, role, second factor and state', async () => {
    const body = (await (await admin.fetch('/api/admin/operators')).json()) as { operators: unknown[] };
    expect(body.operators).toContainEqual(expect.objectContaining({ id: admin.id, name: 'Anna Bianchi', role: 'admin', twoFactorEnabled: false, disabled: false }));
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|totp/i);
  });

  it('when the CLI disables an operator, then their session ends and they cannot log in; enable lets them in again', async () => {
    const victim = await account(pool());
    const session = await sessionOf(app, await login(app, victim.email));

    const disabled = await operatorsCli(['disable', '--email', victim.email.toUpperCase()]);
    expect(disabled).toMatchObject({ code: 0, output: expect.stringContaining('is now disabled') });
    expect((await session.fetch('/api/admin/me')).status).toBe(401);
    expect((await login(app, victim.email)).status).toBe(401);

    expect(await operatorsCli(['enable', '--email', victim.email])).toMatchObject({ code: 0, output: expect.stringContaining('is now enabled') });
    expect((await login(app, victim.email)).status).toBe(200);
    expect(await operatorsCli(['disable', '--email', 'nessuno@rimborsovolo24.it'])).toMatchObject({ code: 1, output: expect.stringContaining('No operator') });
    const cliEntry = (await auditEvents(app)).find((event) => event.type === 'OperatorDisabled' && (event.data as { operatorId: string }).operatorId === victim.id)!;
    expect(cliEntry.metadata.actor).toEqual({ kind: 'system', id: 'operators-cli' });
  });
});
