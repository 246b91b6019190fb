import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PersonalDataExport } from '../../../src/contracts/personal-data.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { useTestDatabase } from '../../support/database.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { claimWithHistory, passenger, streamOf } from './fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Export tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('exporting a claim’s personal data', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let operator: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), { EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    admin = await app.operator('admin', 'Anna Amministratrice');
    operator = await app.operator('operator', 'Giulia Verdi');
  });
  afterAll(() => app?.close());

  const exportOf = (client: OperatorClient, claimId: number) => client.fetch(`/api/admin/flight-checks/${claimId}/export`);

  it('when an operator exports a claim, then the JSON attachment holds the passenger’s data, documents, e-mails, notes and readable events, the operators’ names left out, and the export is in the history', async () => {
    const person = passenger('5');
    const { claim, written } = await claimWithHistory(app, database(), operator, person);

    const response = await exportOf(operator, claim.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pratica-${claim.practiceNumber}-dati.json"`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const exported = (await response.json()) as PersonalDataExport;

    expect(exported).toMatchObject({ practiceNumber: claim.practiceNumber, personalDataErasedAt: null });
    expect(exported.passenger).toEqual({ name: person.passengerName, email: person.email, phone: written.newPhone, ipAddress: expect.any(String) });
    expect(exported.claim).toMatchObject({ issueDetails: person.issueDetails, adminNotes: written.adminNotes, flightNumber: 'AZ610' });
    expect(exported.documents).toEqual([expect.objectContaining({ fileName: written.fileName, description: written.description, fileTypeLabel: "Carta d'imbarco" })]);
    expect(exported.emails).toHaveLength(3);
    expect(exported.emails).toContainEqual(expect.objectContaining({ subject: written.emailSubject, recipient: person.email, status: 'sent' }));
    expect(exported.notesToPassenger).toEqual([{ note: written.passengerNote, at: expect.any(String) }]);
    const submitted = exported.events.find((event) => event.type === 'ClaimSubmitted')!;
    expect(submitted).toMatchObject({ description: `Richiesta inviata dal passeggero (pratica #${claim.practiceNumber})`, actor: { kind: 'passenger', name: 'Passeggero' } });
    expect(submitted.data).toMatchObject({ passengerName: person.passengerName, email: person.email });
    expect(exported.events.at(-1)).toMatchObject({ type: 'PersonalDataExported', actor: { kind: 'operator', name: '[operatore]' } });
    expect(JSON.stringify(exported)).not.toContain('Giulia Verdi');

    const recorded = (await streamOf(app, claim.id)).at(-1)!;
    expect(recorded).toMatchObject({ type: 'PersonalDataExported', data: { format: 'json' }, metadata: { actor: { kind: 'operator', id: operator.id } } });
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    expect(entries[0]).toMatchObject({ type: 'PersonalDataExported', description: 'Dati personali esportati (artt. 15 e 20 GDPR)' });
  }, 60_000);

  it('when the claim’s data were erased, then the export says so and holds none of them', async () => {
    const person = passenger('6');
    const { claim, written } = await claimWithHistory(app, database(), operator, person);
    expect((await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } })).status).toBe(200);

    const exported = (await (await exportOf(admin, claim.id)).json()) as PersonalDataExport;

    expect(exported.personalDataErasedAt).toEqual(expect.any(String));
    expect(exported.notice).toContain('sono stati cancellati');
    expect(exported.passenger).toMatchObject({ name: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, phone: ERASED_PERSONAL_DATA });
    expect(exported.documents[0]).toMatchObject({ fileName: ERASED_PERSONAL_DATA, description: ERASED_PERSONAL_DATA });
    const text = JSON.stringify(exported).toLowerCase();
    for (const value of [person.passengerName, person.email, person.issueDetails, ...Object.values(written)]) expect(text).not.toContain(value.toLowerCase());
  }, 60_000);

  it('when there is no session, then 401; when the claim does not exist, then 404', async () => {
    expect((await fetch(`${app.url}/api/admin/flight-checks/1/export`)).status).toBe(401);
    expect((await exportOf(operator, 987_654)).status).toBe(404);
  });
});
