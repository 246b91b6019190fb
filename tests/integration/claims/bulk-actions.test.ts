import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;
let giulia: OperatorClient;
let marco: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
  giulia = await app.operator('operator', 'Giulia Verdi');
  marco = await app.operator('operator', 'Marco Neri');
});
afterAll(() => app?.close());

async function eventTypes(claimId: number): Promise<string[]> {
  const types: string[] = [];
  for await (const event of app.store.readStream(claimStream(claimId))) types.push(event.type);
  return types;
}

async function seen(claim: Submitted): Promise<{ id: number; version: number }> {
  const detail = await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json();
  return { id: claim.id, version: detail.version };
}

const bulk = (body: unknown, headers?: Record<string, string>) => giulia.fetch('/api/admin/flight-checks/bulk', { method: 'POST', body, headers });

describe('bulk actions on a selection of claims', () => {
  it('when three claims are assigned and one was changed in between, then two are assigned, one is reported as conflicted and only two events are appended', async () => {
    const claims = await Promise.all([1, 2, 3].map((n) => submit(app.url, claimBody(airports, { email: `massa${n}@example.it` }))));
    const selection = await Promise.all(claims.map(seen));
    const changed = await giulia.fetch(`/api/admin/flight-checks/${claims[1]!.id}/priority`, { method: 'PUT', body: { priority: 'high' } });
    expect(changed.status).toBe(200);
    const before = await Promise.all(claims.map((claim) => eventTypes(claim.id)));

    const response = await bulk({ action: 'assign', claims: selection, operatorId: marco.id });

    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.succeeded).toEqual([claims[0], claims[2]].map((claim) => ({ id: claim!.id, practiceNumber: claim!.practiceNumber })));
    expect(result.conflicted).toEqual([{ id: claims[1]!.id, practiceNumber: claims[1]!.practiceNumber, reason: 'La pratica è stata modificata da qualcun altro' }]);
    expect(result.failed).toEqual([]);
    const after = await Promise.all(claims.map((claim) => eventTypes(claim.id)));
    expect(after.map((types, index) => types.slice(before[index]!.length))).toEqual([['ClaimAssigned'], [], ['ClaimAssigned']]);
    expect((await (await giulia.fetch(`/api/admin/flight-checks/${claims[1]!.id}`)).json()).assignedTo).toBeNull();
  });

  it('when the status of two claims changes, then each gets one ClaimStatusChanged with the note; a claim that does not exist is reported as not found', async () => {
    const claims = await Promise.all([1, 2].map((n) => submit(app.url, claimBody(airports, { email: `stato${n}@example.it` }))));
    const selection = await Promise.all(claims.map(seen));

    const response = await bulk({ action: 'change_status', claims: [...selection, { id: 999_999, version: 1 }], adminStatus: 'under_review', passengerNote: 'Stiamo verificando il volo' });

    const result = await response.json();
    expect(result.succeeded.map((claim: { id: number }) => claim.id)).toEqual(claims.map((claim) => claim.id));
    expect(result.failed).toEqual([{ id: 999_999, reason: 'Pratica non trovata' }]);
    for (const claim of claims) {
      expect((await eventTypes(claim.id)).filter((type) => type === 'ClaimStatusChanged')).toHaveLength(1);
      expect((await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).adminStatus).toBe('under_review');
    }
  });

  it('when a template is sent to two claims, then one e-mail is queued for each, with the template’s subject', async () => {
    const admin = await app.operator('admin', 'Paolo Bianchi');
    const created = await admin.fetch('/api/admin/email-templates', { method: 'POST', body: { name: 'Sollecito documenti', subject: 'Ci mancano dei documenti', content: 'Gentile {{passengerName}}, ci serve la carta d’imbarco.' } });
    expect(created.status).toBe(201);
    const template = await created.json();
    const claims = await Promise.all([1, 2].map((n) => submit(app.url, claimBody(airports, { email: `modello${n}@example.it` }))));
    const selection = await Promise.all(claims.map(seen));

    const response = await bulk({ action: 'send_template', claims: selection, templateId: template.id });

    const result = await response.json();
    expect(result.succeeded).toHaveLength(2);
    for (const claim of claims) {
      expect((await eventTypes(claim.id)).filter((type) => type === 'EmailRequested')).toHaveLength(1);
      const communications = await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}/communications`)).json();
      expect(communications.filter((row: { subject: string }) => row.subject === 'Ci mancano dei documenti')).toHaveLength(1);
    }
  });

  it('when the template is unknown, then every claim is reported as failed with the reason and nothing is queued', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'nessun-modello@example.it' }));

    const result = await (await bulk({ action: 'send_template', claims: [await seen(claim)], templateId: '00000000-0000-4000-8000-000000000000' })).json();

    expect(result.failed).toEqual([{ id: claim.id, reason: 'Il modello di email scelto non esiste o non è attivo' }]);
    expect(await eventTypes(claim.id)).not.toContain('EmailRequested');
  });
});

describe('who may act in bulk', () => {
  it('when the request comes without a session, then it is refused with 401', async () => {
    const response = await fetch(`${app.url}/api/admin/flight-checks/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'assign', claims: [{ id: 1, version: 1 }], operatorId: giulia.id }) });

    expect(response.status).toBe(401);
  });

  it('when the CSRF token is wrong, then it is refused with 403 and nothing is assigned', async () => {
    const claim = await submit(app.url, claimBody(airports, { email: 'csrf@example.it' }));

    const response = await bulk({ action: 'assign', claims: [await seen(claim)], operatorId: giulia.id }, { 'x-csrf-token': 'sbagliato' });

    expect(response.status).toBe(403);
    expect((await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).assignedTo).toBeNull();
  });

  it('when the selection is empty or has 201 claims, then it is refused with 400 and an Italian message', async () => {
    const empty = await bulk({ action: 'assign', claims: [], operatorId: marco.id });
    const tooMany = await bulk({ action: 'assign', claims: Array.from({ length: 201 }, (_, index) => ({ id: index + 1, version: 1 })), operatorId: marco.id });

    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Seleziona almeno una pratica');
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('Puoi selezionare al massimo 200 pratiche alla volta');
  });
});
