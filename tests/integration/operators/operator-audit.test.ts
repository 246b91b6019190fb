/** The operators' audit stream: what it records, what it never keeps, and who reads it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOperatorAudit } from '../../../src/operators/index.js';
import { useTestDatabase } from '../../support/database.js';
import { account, auditEvents, login } from '../../support/operator-accounts.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const database = useTestDatabase();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(database());
});
afterAll(() => app?.close());

const pool = () => database().pool;

describe('the operators audit stream', () => {
  it('when a login fails for an unknown e-mail, then an event records only that it was unknown: neither the typed e-mail nor the password', async () => {
    const typed = 'intruso.curioso@example.org';
    const password = 'Segreto-Digitato-123';
    await login(app, typed, password);

    const failures = (await auditEvents(app)).filter((event) => event.type === 'OperatorLoginFailed');
    expect(failures.at(-1)!.data).toEqual({ operatorId: null, reason: 'unknown_email' });
    const everything = JSON.stringify((await auditEvents(app)).map(({ data, metadata }) => ({ data, metadata })));
    expect(everything).not.toContain('intruso');
    expect(everything.toLowerCase()).not.toContain(password.toLowerCase());
  });

  it('when a known operator types a wrong password, then the failure names the account and keeps no password', async () => {
    const operator = await account(pool());
    await login(app, operator.email, 'Tentativo-Sbagliato-9');
    const failure = (await auditEvents(app)).filter((event) => event.type === 'OperatorLoginFailed').at(-1)!;
    expect(failure.data).toEqual({ operatorId: operator.id, reason: 'wrong_password' });
    expect(failure.metadata).toMatchObject({ actor: { kind: 'system' }, correlationId: expect.any(String), requestedAt: expect.any(String) });
    expect(JSON.stringify((await auditEvents(app)).map(({ data, metadata }) => ({ data, metadata })))).not.toContain('Tentativo-Sbagliato');
  });

  it('when an admin reads the audit, then the latest entries come newest first with the operator name, a lock recorded from elsewhere included; an operator gets 403', async () => {
    const admin = await app.operator('admin', 'Sara Azzurri');
    const locked = await account(pool(), 'operator', 'Luca Viola');
    await recordOperatorAudit(app.store, { type: 'OperatorLocked', data: { operatorId: locked.id, until: new Date(Date.now() + 15 * 60_000).toISOString() } });

    type Entry = { type: string; operator: { name: string } | null };
    const audit = async () => ((await (await admin.fetch('/api/admin/operators/audit')).json()) as { entries: Entry[] }).entries;
    await expect.poll(async () => (await audit())[0]).toMatchObject({ type: 'OperatorLocked', operator: { name: 'Luca Viola' } });
    const entries = await audit();
    expect(entries.length).toBeLessThanOrEqual(50);
    expect(entries).toContainEqual(expect.objectContaining({ type: 'OperatorLoggedIn', operator: expect.objectContaining({ name: 'Sara Azzurri' }) }));
    expect((await (await app.operator('operator')).fetch('/api/admin/operators/audit')).status).toBe(403);
  });
});
