import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PassengerDataExport, PersonalDataExport } from '../../../src/contracts/personal-data.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { printedText } from '../../support/pdf-text.js';
import { samplePdf } from '../../support/sample-files.js';
import { settled } from '../../support/settled.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV, INVOICE_DATA, ITALIAN_IBAN, pay } from '../billing/billing-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { signWithToken } from '../mandates/mandates-fixtures.js';
import { caughtUp, claimWithHistory, passenger, streamOf } from '../privacy/fixtures.js';
import { passengerClient, type PassengerClient } from './passenger-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Passenger export tests not run: ${inject('redisMissingReason')}`);

/** What operators keep for themselves: none of it may reach the passenger's copy. */
const INTERNAL_EVENT_TYPES = ['AdminNotesChanged', 'ClaimAssigned', 'ClaimPriorityChanged', 'CommunicationRecorded', 'ClaimDetailsEdited', 'OperatorNotified', 'PersonalDataExported', 'AirlinePaymentReceived'];

describe.runIf(redisUrl)('the passenger’s copy of their data (art. 15 GDPR)', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let operator: OperatorClient;
  let admin: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database(), { ...COMPANY_ENV, EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    admin = await app.operator('admin', 'Anna Amministratrice');
  });
  afterAll(() => app?.close());

  const sessionOf = async (email: string): Promise<PassengerClient> => {
    const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), email);
    return passengerClient(app, `${PASSENGER_SESSION_COOKIE}=${session.token}`, session.csrfToken);
  };
  const unzip = async (response: Response) => unzipSync(new Uint8Array(await response.arrayBuffer()));
  const eventCount = async (claimId: number) => (await streamOf(app, claimId)).length;

  /**
   * A claim with everything a passenger may see and everything they may not: their document, e-mails,
   * a note for them, messages, a mandate, bank details and an invoice; and internal notes, a call log,
   * an internal note, the assignment to the operator and a change of priority.
   */
  async function claimWithEverything(tag: string) {
    const person = passenger(tag);
    const { claim, written } = await claimWithHistory(app, database(), operator, person);
    const internal = {
      call: `Telefonata interna ${tag}: il passeggero sembra nervoso`,
      note: `Appunto riservato ${tag}: verificare con l’ufficio legale`,
    };
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'call', content: internal.call } })).status).toBe(201);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'note', content: internal.note } })).status).toBe(201);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: operator.id } })).status).toBe(200);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/priority`, { method: 'PUT', body: { priority: 'high' } })).status).toBe(200);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}/messages`, { method: 'POST', body: { text: `Ci serve la carta d’imbarco ${tag}` } })).status).toBe(201);
    const client = await sessionOf(person.email);
    expect((await client.fetch(`/api/passenger/claims/${claim.id}/messages`, { method: 'POST', body: { text: `Eccola, allegata ${tag}` } })).status).toBe(201);
    const signed = await signWithToken(app, claim, { passengerId: 1, signerName: person.passengerName, signedAs: 'passenger', signature: { kind: 'typed' }, consent: true });
    expect(signed.status, await signed.clone().text()).toBe(201);
    expect((await client.fetch(`/api/passenger/claims/${claim.id}/bank-details`, { method: 'PUT', body: { iban: ITALIAN_IBAN, accountHolder: person.passengerName, ...INVOICE_DATA } })).status).toBe(200);
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { compensationAmount: 600 } })).status).toBe(200);
    expect((await pay(operator, claim.id)).status).toBe(201);
    await caughtUp(app);
    return { person, claim, written, internal, client };
  }

  it('when the passenger downloads their data, then the ZIP’s JSON, PDF and files hold their claim, and nothing of the internal notes, call logs, operator’s name, assignment or internal events', async () => {
    const { person, claim, written, internal, client } = await claimWithEverything('41');

    const response = await client.fetch(`/api/passenger/claims/${claim.id}/export`);

    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pratica-${claim.practiceNumber}-dati.zip"`);
    const files = await unzip(response);
    const json = Buffer.from(files[`pratica-${claim.practiceNumber}-dati.json`]!).toString('utf8');
    const exported = JSON.parse(json) as PassengerDataExport;
    expect(exported).toMatchObject({
      practiceNumber: claim.practiceNumber,
      contact: { name: person.passengerName, email: person.email, phone: written.newPhone },
      claim: { issueDetails: person.issueDetails, noteFromUs: written.passengerNote, flightNumber: 'AZ610', status: 'In fase di revisione' },
      bankDetails: { iban: ITALIAN_IBAN, accountHolder: person.passengerName },
    });
    expect(exported.emails).toContainEqual({ subject: written.emailSubject, message: written.emailMessage, at: expect.any(String) });
    expect(exported.messages.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: 'RimborsoVolo24', text: 'Ci serve la carta d’imbarco 41' },
      { from: 'tu', text: 'Eccola, allegata 41' },
    ]);
    expect(exported.timeline.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Abbiamo ricevuto la tua richiesta', 'Pratica in revisione', 'Mandato con rappresentanza firmato']));
    expect(exported.mandates).toEqual([expect.objectContaining({ passengerId: 1, signerName: person.passengerName, signedAs: 'passenger' })]);
    expect(exported.invoices).toEqual([expect.objectContaining({ passengerId: 1, totalCents: 18_300, compensationCents: 60_000 })]);
    const boardingPass = exported.documents.find((document) => document.originalName === written.fileName)!;
    expect(boardingPass).toMatchObject({ type: "Carta d'imbarco", description: written.description, addedBy: 'tu', fileNote: null });
    expect(Buffer.from(files[boardingPass.file!]!)).toEqual(samplePdf());
    expect(exported.documents.filter((document) => document.file).length).toBe(3); // the boarding pass, the signed mandate, the invoice

    const pdf = await printedText(files[`pratica-${claim.practiceNumber}-riepilogo.pdf`]!);
    for (const shown of [claim.practiceNumber, person.passengerName, written.emailSubject, written.passengerNote, 'Pratica in revisione', 'Eccola, allegata 41', ITALIAN_IBAN]) expect(pdf).toContain(shown);

    const operatorEmail = (await database().pool.query<{ email: string }>('SELECT email FROM operators WHERE id = $1', [operator.id])).rows[0]!.email;
    for (const [name, text] of [['JSON', json], ['PDF', pdf]]) {
      for (const hidden of [written.adminNotes, internal.call, internal.note, operator.name, 'Giulia', operator.id, operatorEmail, 'BONIFICO AZ 4471', 'assignedTo', 'adminNotes', 'priority', ...INTERNAL_EVENT_TYPES]) {
        expect(text, `${name} holds «${hidden}»`).not.toContain(hidden);
      }
    }
    const recorded = (await streamOf(app, claim.id)).at(-1)!;
    expect(recorded).toMatchObject({ type: 'PersonalDataExported', data: { format: 'zip' }, metadata: { actor: { kind: 'passenger', id: claim.practiceNumber } } });
  }, 90_000);

  it('when another passenger’s session asks for the claim’s export, then the answer is 404 and nothing is appended', async () => {
    const theirs = await submit(app.url, claimBody(await airportIds(database().pool), { email: 'vittima.export@example.it' }));
    await submit(app.url, claimBody(await airportIds(database().pool), { email: 'curioso.export@example.it' }));
    const intruder = await sessionOf('curioso.export@example.it');
    // The confirmation e-mail's outcome lands on the claim's stream a moment after the answer.
    await settled(app);
    const before = await eventCount(theirs.id);

    const response = await intruder.fetch(`/api/passenger/claims/${theirs.id}/export`);

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Pratica non trovata' });
    expect(await eventCount(theirs.id)).toBe(before);
    expect((await fetch(`${app.url}/api/passenger/claims/${theirs.id}/export`)).status).toBe(401);
  });

  it('when an admin exports a claim for a data-subject request, then the operators’ names, addresses and ids are left out unless asked for with operatorNames=true; a bad flag is a 400 in Italian and appends nothing', async () => {
    const { claim, written } = await claimWithEverything('42');
    const operatorEmail = (await database().pool.query<{ email: string }>('SELECT email FROM operators WHERE id = $1', [operator.id])).rows[0]!.email;
    // The assignee was told of the passenger's message at their address.
    await expect.poll(async () => (await streamOf(app, claim.id)).some((event) => event.type === 'OperatorNotified'), { timeout: 20_000 }).toBe(true);

    const redacted = await admin.fetch(`/api/admin/flight-checks/${claim.id}/export`);
    expect(redacted.status).toBe(200);
    const text = await redacted.text();
    for (const hidden of [operator.name, operator.id, operatorEmail]) expect(text, hidden).not.toContain(hidden);
    const exported = JSON.parse(text) as PersonalDataExport;
    expect(exported.claim.assignedTo).toBe('[operatore]');
    expect(exported.claim.adminNotes).toBe(written.adminNotes); // the admins' export keeps what the company holds
    expect(exported.messages[0]).toMatchObject({ author: 'operator', authorName: '[operatore]' });
    expect(exported.events.find((event) => event.type === 'ClaimAssigned')).toMatchObject({ description: 'Pratica assegnata a [operatore]', actor: { kind: 'operator', name: '[operatore]' } });

    const named = await admin.fetch(`/api/admin/flight-checks/${claim.id}/export?operatorNames=true`);
    expect(named.status).toBe(200);
    const withNames = (await named.json()) as PersonalDataExport;
    expect(withNames.claim.assignedTo).toBe(operator.name);
    expect(withNames.messages[0]).toMatchObject({ authorName: operator.name });
    expect(JSON.stringify(withNames)).toContain(operatorEmail);
    const trail = (await streamOf(app, claim.id)).filter((event) => event.type === 'PersonalDataExported').slice(-2);
    expect(trail.map((event) => event.data)).toEqual([{ format: 'json' }, { format: 'json', operatorNames: true }]);

    const before = await eventCount(claim.id);
    const bad = await admin.fetch(`/api/admin/flight-checks/${claim.id}/export?operatorNames=si`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('operatorNames può valere solo true o false');
    expect(await eventCount(claim.id)).toBe(before);
  }, 90_000);

  it('when a passenger downloads their data an 11th time within the hour, from any of their claims, then 429 in Italian and nothing is appended', async () => {
    const airports = await airportIds(database().pool);
    const first = await submit(app.url, claimBody(airports, { email: 'scarica.spesso@example.it' }));
    const second = await submit(app.url, claimBody(airports, { email: 'scarica.spesso@example.it' }));
    const client = await sessionOf('scarica.spesso@example.it');
    for (let index = 0; index < 10; index++) {
      const response = await client.fetch(`/api/passenger/claims/${(index % 2 ? second : first).id}/export`);
      expect(response.status, `export ${index + 1}`).toBe(200);
      await response.arrayBuffer();
    }
    await settled(app);
    const before = [await eventCount(first.id), await eventCount(second.id)];

    const refused = await client.fetch(`/api/passenger/claims/${second.id}/export`);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = await refused.json();
    expect(problem.title).toBe('Troppe esportazioni');
    expect(problem.detail).toMatch(/^Hai scaricato i tuoi dati molte volte in poco tempo\. Riprova tra \d+ minuti\.$/);
    expect([await eventCount(first.id), await eventCount(second.id)]).toEqual(before);
  }, 90_000);
});
