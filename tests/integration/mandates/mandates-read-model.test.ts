import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import type { ClaimMandates } from '../../../src/contracts/mandates.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds } from '../claims/claim-fixtures.js';
import { familyClaim, readMandates, signWithToken } from './mandates-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let admin: OperatorClient;
let airports: Awaited<ReturnType<typeof airportIds>>;

beforeAll(async () => {
  app = await startTestApp(database());
  operator = await app.operator('operator', 'Giulia Verdi');
  admin = await app.operator('admin', 'Anna Amministratrice');
  airports = await airportIds(database().pool);
});
afterAll(() => app?.close());

const family = [
  { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.lettura@example.it' },
  { fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: 'paolo.lettura@example.it' },
];
const typed = { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'typed' }, consent: true };
const adminView = async (claimId: number) => (await (await operator.fetch(`/api/admin/flight-checks/${claimId}/mandates`)).json()) as ClaimMandates;
const rowOf = async (claimId: number) => (await database().pool.query('SELECT state FROM claim_mandates WHERE claim_id = $1', [claimId])).rows[0]?.state as Record<string, unknown> | undefined;

describe('the mandates panels read the claim_mandates read model', () => {
  it('when a mandate is signed, then the next read of the panels shows it from the read model, without folding the claim’s stream', async () => {
    const claim = await familyClaim(app, airports, family);
    expect((await signWithToken(app, claim, typed)).status).toBe(201);

    expect((await readMandates(app, claim)).passengers.map((passenger) => passenger.signed?.signerName ?? null)).toEqual(['Maria Rossi', null]);
    expect((await adminView(claim.id)).passengers[0]!.signed).toMatchObject({ signerName: 'Maria Rossi', signedAs: 'passenger', signedVia: 'contact_session' });

    // What the panels answer is the row: a row changed by hand (never done outside this test) changes the answer.
    await database().pool.query(`UPDATE claim_mandates SET state = jsonb_set(state, '{signed,0,1,signerName}', '"Riga del modello di lettura"') WHERE claim_id = $1`, [claim.id]);
    expect((await adminView(claim.id)).passengers[0]!.signed?.signerName).toBe('Riga del modello di lettura');
    expect((await readMandates(app, claim)).passengers[0]!.signed?.signerName).toBe('Riga del modello di lettura');
  });

  it('when the claim’s data are erased, then its row keeps no signer’s name or address, and a rebuild and a verify of claim_mandates agree with it', async () => {
    const claim = await familyClaim(app, airports, [{ ...family[0]!, email: 'maria.cancellata@example.it' }, { ...family[1]!, email: 'paolo.cancellato@example.it' }]);
    expect((await signWithToken(app, claim, typed)).status).toBe(201);
    expect(JSON.stringify(await rowOf(claim.id))).toContain('Maria Rossi');

    expect((await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta della passeggera' } })).status).toBe(200);

    const erased = JSON.stringify(await rowOf(claim.id));
    for (const personal of ['Maria Rossi', 'Paolo Bianchi', 'maria.cancellata@example.it', 'paolo.cancellato@example.it']) expect(erased).not.toContain(personal);
    expect((await adminView(claim.id)).passengers.map((passenger) => [passenger.fullName, passenger.signed?.signerName ?? null])).toEqual([
      [ERASED_PERSONAL_DATA, ERASED_PERSONAL_DATA],
      [ERASED_PERSONAL_DATA, null],
    ]);

    expect(await app.runner.waitFor(['claim_mandates'], (await app.store.committedHeadPosition())!, 30_000)).toBe(true);
    const rows = async () => (await database().pool.query('SELECT * FROM claim_mandates ORDER BY claim_id')).rows;
    const before = await rows();
    const lines: string[] = [];
    const run = (...args: string[]) => runProjectionsCommand(args, { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 100, print: (line) => lines.push(line) });
    // The first test's hand-made change is the one difference a rebuild may undo.
    expect(await run('rebuild', 'claim_mandates'), lines.join('\n')).toBe(0);
    const rebuilt = await rows();
    expect(rebuilt.find((row) => Number(row.claim_id) === claim.id)).toEqual(before.find((row) => Number(row.claim_id) === claim.id));
    expect(JSON.stringify(rebuilt)).not.toContain('Riga del modello di lettura');
    expect(await run('verify', 'claim_mandates'), lines.join('\n')).toBe(0);
  }, 60_000);
});
