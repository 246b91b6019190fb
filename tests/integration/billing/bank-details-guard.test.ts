/**
 * Bank details are a payment instruction (issue 30, H1 and L3), tried as the attacker did: an operator
 * asking for the passenger's link, a link used twice, late, after the address changed or was revoked,
 * a PUT with neither session nor link, an IBAN swapped after the batch was made, a batch approved by
 * the one who made it, and account holders a bank cannot read.
 */
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBillingModule, type BillingDeps } from '../../../src/billing/index.js';
import { openPassengerSession } from '../../../src/passengers/index.js';
import { createRateLimits } from '../../../src/platform/http/rate-limit.js';
import type { Logger } from '../../../src/platform/logger.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { streamOf } from '../privacy/fixtures.js';
import { claimWorth, COMPANY_ENV, emailedLink, INVOICE_DATA, ITALIAN_IBAN, passengerOf, putThroughLink, readyToPay } from './billing-fixtures.js';

const HOUR_MS = 3_600_000;
const GERMAN_IBAN = 'DE89370400440532013000';
const SWAPPED_IBAN = 'NL91ABNA0417164300';

const database = useTestDatabase();
let app: TestApp;
let operator: OperatorClient;
let admin: OperatorClient;
let secondAdmin: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database(), COMPANY_ENV);
  operator = await app.operator('operator', 'Luca Ferri');
  admin = await app.operator('admin', 'Giulia Marchetti');
  secondAdmin = await app.operator('admin', 'Anna Bianchi');
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const types = async (claimId: number) => (await streamOf(app, claimId)).map((event) => event.type);
const bankDetailsEvents = async (claimId: number) => (await types(claimId)).filter((type) => type === 'BankDetailsProvided').length;
const batchEvents = async (batchId: string) => (await database().pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [`payout-batch-${batchId}`])).rows.map((row) => row.type as string);
const sendLink = (claimId: number) => operator.fetch(`/api/admin/flight-checks/${claimId}/bank-details-link`, { method: 'POST' });
const problemOf = async (response: Response) => JSON.stringify(await response.json());
const createBatch = async (by: OperatorClient, claimIds: number[]) => {
  const created = await by.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: claimIds.map((claimId) => ({ claimId, passengerId: 1 })) } });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: string; items: { claimId: number }[] };
};
const sepaFile = async (by: OperatorClient, batchId: string) => {
  const file = await by.fetch(`/api/admin/payout-batches/${batchId}/pain.001`);
  expect(file.status).toBe(200);
  const xml = new JSDOM(await file.text(), { contentType: 'text/xml' }).window.document;
  return [...xml.querySelectorAll('CdtTrfTxInf')].map((transaction) => ({
    endToEndId: transaction.querySelector('EndToEndId')?.textContent,
    name: transaction.querySelector('Cdtr > Nm')?.textContent,
    iban: transaction.querySelector('CdtrAcct IBAN')?.textContent,
  }));
};

describe('the e-mailed bank-details link', () => {
  it('when an operator of the lowest role asks for the link, then the answer has no token and no stored event holds one: only the passenger’s mailbox gets it', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400);

    const answer = await sendLink(claim.id);

    expect(answer.status).toBe(202);
    const { token } = await emailedLink(app, claim.id);
    const signature = token.split('.')[1]!;
    const body = await answer.text();
    expect(body).not.toContain(signature);
    expect(body).not.toContain('coordinate-bancarie');
    expect(JSON.parse(body)).toEqual({ sent: true, expiresAt: expect.any(String) });
    expect(Date.parse(JSON.parse(body).expiresAt) - Date.now()).toBeGreaterThan(71 * HOUR_MS);
    expect(Date.parse(JSON.parse(body).expiresAt) - Date.now()).toBeLessThanOrEqual(72 * HOUR_MS);
    const stored = await database().pool.query('SELECT data::text AS data FROM events');
    expect(stored.rows.map((row) => row.data).join()).not.toContain(signature);
    expect(await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`)).text()).not.toContain(signature);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries[0]).toMatchObject({ type: 'BankDetailsLinkSent', actor: { kind: 'operator', name: 'Luca Ferri' }, description: expect.stringContaining('una sola volta') });
  });

  it('when the link is used a second time, or twice at once, then only one change is made and the other use is refused', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400);
    await sendLink(claim.id);
    const { token } = await emailedLink(app, claim.id);

    const answers = await Promise.all([putThroughLink(app, token, { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA }), putThroughLink(app, token, { iban: GERMAN_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA })]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    expect(await bankDetailsEvents(claim.id)).toBe(1);

    const again = await putThroughLink(app, token, { iban: SWAPPED_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA });
    expect(again.status).toBe(403);
    expect(await problemOf(again)).toContain('è già stato usato');
    expect((await fetch(`${app.url}/api/bank-details?t=${encodeURIComponent(token)}`)).status).toBe(403);
    expect(await bankDetailsEvents(claim.id)).toBe(1);
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries.find((entry: { type: string }) => entry.type === 'BankDetailsProvided')).toMatchObject({
      actor: { kind: 'passenger', name: 'Passeggero' },
      description: expect.stringContaining('tramite il link inviato per e-mail'),
    });
  });

  it('when the link is older than 72 hours, then it is refused and nothing is appended; within 72 hours it works', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400);
    await sendLink(claim.id);
    const { token } = await emailedLink(app, claim.id);
    const sentAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });

    vi.setSystemTime(sentAt + 72 * HOUR_MS + 60_000);
    const late = await putThroughLink(app, token, { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA });
    expect(late.status).toBe(403);
    expect(await problemOf(late)).toContain('è scaduto');
    expect(await bankDetailsEvents(claim.id)).toBe(0);

    vi.setSystemTime(sentAt + 71 * HOUR_MS);
    expect((await putThroughLink(app, token, { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA })).status).toBe(200);
    expect(await bankDetailsEvents(claim.id)).toBe(1);
  });

  it('when the claim’s e-mail changes, or an operator presses «Revoca link», then the link sent before is refused', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'vecchio@example.it' });
    await sendLink(claim.id);
    const beforeEdit = (await emailedLink(app, claim.id)).token;
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { email: 'nuovo@example.it' } })).status).toBe(200);
    expect((await putThroughLink(app, beforeEdit, { iban: SWAPPED_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA })).status).toBe(403);

    await sendLink(claim.id);
    const beforeRevoke = (await emailedLink(app, claim.id)).token;
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/revoke-upload-links`, { method: 'POST' })).status).toBe(200);
    expect((await putThroughLink(app, beforeRevoke, { iban: SWAPPED_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA })).status).toBe(403);
    expect(await bankDetailsEvents(claim.id)).toBe(0);
  });

  it('when a PUT carries neither a link nor a signed-in passenger (or no CSRF token), then it is refused in Italian and nothing is appended', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'senzasessione@example.it' });
    const details = { iban: SWAPPED_IBAN, accountHolder: 'Ladro', ...INVOICE_DATA };

    const noLink = await putThroughLink(app, undefined, details);
    expect(noLink.status).toBe(403);
    expect(await problemOf(noLink)).toContain('Il link per le coordinate bancarie non è valido');
    const area = `${app.url}/api/passenger/claims/${claim.id}/bank-details`;
    const noSession = await fetch(area, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(details) });
    expect(noSession.status).toBe(401);
    expect(await problemOf(noSession)).toContain('Accedi all’area riservata');
    const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), 'senzasessione@example.it');
    const noCsrf = await fetch(area, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: `rv_passenger=${session.token}` }, body: JSON.stringify(details) });
    expect(noCsrf.status).toBe(403);
    expect(await bankDetailsEvents(claim.id)).toBe(0);
  });
});

describe('a payout batch freezes its accounts', () => {
  it('when a passenger’s bank details change after the batch was made, then that passenger leaves it (back to ready, recorded on the batch) and the SEPA file pays the other lines from the IBAN frozen at creation', async () => {
    const kept = await readyToPay(app, database().pool, operator, 'resta@example.it', 'Lucia Ferrari');
    const changed = await readyToPay(app, database().pool, operator, 'cambia@example.it', 'Marco Verdi');
    const batch = await createBatch(operator, [kept.id, changed.id]);

    const passenger = await passengerOf(app, database().pool, 'cambia@example.it');
    expect((await passenger(`/api/passenger/claims/${changed.id}/bank-details`, { method: 'PUT', body: { iban: SWAPPED_IBAN, accountHolder: 'Marco Verdi', ...INVOICE_DATA } })).status).toBe(200);

    expect(await batchEvents(batch.id)).toEqual(['PayoutBatchCreated', 'PayoutLinesWithdrawn']);
    const { batches } = await (await operator.fetch('/api/admin/payout-batches')).json();
    expect(batches.find((candidate: { id: string }) => candidate.id === batch.id).items.map((item: { claimId: number }) => item.claimId)).toEqual([kept.id]);
    expect((await (await operator.fetch(`/api/admin/flight-checks/${changed.id}/billing`)).json()).passengers[0]).toMatchObject({ state: 'ready', batchId: null });
    const ready = (await (await operator.fetch('/api/admin/payouts/ready')).json()).payouts.map((payout: { claimId: number }) => payout.claimId);
    expect(ready).toContain(changed.id);
    expect(ready).not.toContain(kept.id);

    // A swap that reached the claim's stream without going through the change (a raced or replayed write): the file still pays the frozen account.
    await app.store.append(`claim-${kept.id}`, [{ type: 'BankDetailsProvided', data: { iban: SWAPPED_IBAN, accountHolder: 'Ladro', via: 'area' }, metadata: { actor: { kind: 'passenger', id: kept.practiceNumber }, correlationId: 'x', causationId: 'x', requestedAt: new Date().toISOString() } }], { expectedVersion: 'any' });
    expect((await secondAdmin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    expect(await sepaFile(operator, batch.id)).toEqual([{ endToEndId: `${kept.practiceNumber}-1`, name: 'Lucia Ferrari', iban: ITALIAN_IBAN }]);
  });

  it('when the batch is approved, then the passenger’s bank details can no longer change and nothing is appended', async () => {
    const claim = await readyToPay(app, database().pool, operator, 'approvata@example.it');
    const batch = await createBatch(operator, [claim.id]);
    expect((await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
    const passenger = await passengerOf(app, database().pool, 'approvata@example.it');

    const late = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: SWAPPED_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA } });

    expect(late.status).toBe(409);
    expect(await problemOf(late)).toContain('già approvato');
    expect(await bankDetailsEvents(claim.id)).toBe(1);
    expect(await batchEvents(batch.id)).toEqual(['PayoutBatchCreated', 'PayoutBatchApproved']);
  });
});

describe('four eyes on a payout batch', () => {
  it('when the SEPA file or «eseguita» is asked for before a second admin approved, or the creator or a non-admin approves, then it is refused; a second admin’s approval names both', async () => {
    const claim = await readyToPay(app, database().pool, operator, 'quattrocchi@example.it');
    const batch = await createBatch(admin, [claim.id]);

    const early = await operator.fetch(`/api/admin/payout-batches/${batch.id}/pain.001`);
    expect(early.status).toBe(409);
    expect(await problemOf(early)).toContain('deve essere approvata da un secondo amministratore');
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' })).status).toBe(409);
    const byOperator = await operator.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' });
    expect(byOperator.status).toBe(403);
    expect(await problemOf(byOperator)).toContain('riservata agli amministratori');
    const byCreator = await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' });
    expect(byCreator.status).toBe(409);
    expect(await problemOf(byCreator)).toContain('Chi ha creato la distinta non può approvarla');
    expect(await batchEvents(batch.id)).toEqual(['PayoutBatchCreated']);

    const approved = await secondAdmin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ createdBy: { id: admin.id, name: 'Giulia Marchetti' }, approvedBy: { id: secondAdmin.id, name: 'Anna Bianchi' }, approvedAt: expect.any(String) });
    const { rows } = await database().pool.query("SELECT type, data, metadata FROM events WHERE stream_id = $1 AND type IN ('PayoutBatchCreated', 'PayoutBatchApproved') ORDER BY version", [`payout-batch-${batch.id}`]);
    expect(rows.map((row) => [row.data.createdBy?.name ?? row.data.approvedBy?.name, row.metadata.actor.id])).toEqual([
      ['Giulia Marchetti', admin.id],
      ['Anna Bianchi', secondAdmin.id],
    ]);
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/pain.001`)).status).toBe(200);
    expect((await operator.fetch(`/api/admin/payout-batches/${batch.id}/executed`, { method: 'POST' })).status).toBe(200);
  });

  it('when PAYOUT_APPROVERS=1, then the creator approves their own batch, and the start logs a warning', async () => {
    const onePerson = await startTestApp(database(), { ...COMPANY_ENV, PAYOUT_APPROVERS: '1' });
    try {
      const alone = await onePerson.operator('admin', 'Titolare Unico');
      const claim = await readyToPay(onePerson, database().pool, alone, 'unico@example.it');
      const created = await alone.fetch('/api/admin/payout-batches', { method: 'POST', body: { items: [{ claimId: claim.id, passengerId: 1 }] } });
      const batch = await created.json();
      expect((await alone.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' })).status).toBe(200);
      expect((await alone.fetch(`/api/admin/payout-batches/${batch.id}/pain.001`)).status).toBe(200);
    } finally {
      await onePerson.close();
    }
    const warn = vi.fn();
    const logger = { warn } as unknown as Logger;
    const module = createBillingModule({ payoutApprovers: 1, passengerGuard: { requirePassenger: () => undefined } } as unknown as BillingDeps, logger, createRateLimits({ prefix: 'approvers', logger }));
    await module.start?.();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PAYOUT_APPROVERS=1'));
  });
});

describe('changes a signed-in passenger can make (L4)', () => {
  it('when a passenger changes their bank details an 11th time within the hour, then 429 in Italian and nothing is appended', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'ripetuto@example.it' });
    const passenger = await passengerOf(app, database().pool, 'ripetuto@example.it');
    const change = (accountHolder: string) => passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder, ...INVOICE_DATA } });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await change(`Maria Rossi ${'I'.repeat(attempt)}`)).status).toBe(200);

    const refused = await change('Maria Rossi XI');

    expect(refused.status).toBe(429);
    expect(await problemOf(refused)).toContain('Hai cambiato le coordinate bancarie molte volte in poco tempo');
    expect(await bankDetailsEvents(claim.id)).toBe(10);
  });
});

describe('account holders a bank can read (L3)', () => {
  it('when the holder has no Latin letters («@@», «東京»), then it is refused in Italian at entry and nothing is appended', async () => {
    const claim = await claimWorth(app, database().pool, operator, 400, { email: 'illeggibile@example.it' });
    const passenger = await passengerOf(app, database().pool, 'illeggibile@example.it');
    await sendLink(claim.id);
    const { token } = await emailedLink(app, claim.id);

    for (const accountHolder of ['@@', '東京']) {
      const area = await passenger(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder, ...INVOICE_DATA } });
      expect(area.status).toBe(400);
      expect(await problemOf(area)).toContain('Scrivi l’intestatario in lettere latine');
      expect((await putThroughLink(app, token, { iban: ITALIAN_IBAN, accountHolder, ...INVOICE_DATA })).status).toBe(400);
    }
    expect(await bankDetailsEvents(claim.id)).toBe(0);
    // Refused input leaves the link unused.
    expect((await putThroughLink(app, token, { iban: ITALIAN_IBAN, accountHolder: 'Maria Rossi', ...INVOICE_DATA })).status).toBe(200);
  });

  it('when the holder is «Ærøskøbing Ñúñez», then the SEPA file names «Aeroskobing Nunez»', async () => {
    const claim = await readyToPay(app, database().pool, operator, 'danese@example.it', 'Ærøskøbing Ñúñez');
    const batch = await createBatch(operator, [claim.id]);
    await admin.fetch(`/api/admin/payout-batches/${batch.id}/approval`, { method: 'POST' });

    expect(await sepaFile(operator, batch.id)).toEqual([{ endToEndId: `${claim.practiceNumber}-1`, name: 'Aeroskobing Nunez', iban: ITALIAN_IBAN }]);
  });
});
