import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import type { PassengerClaimStory, PassengerMe } from '../../../src/contracts/passenger-area.js';
import { DEMAND_EVENT } from '../../../src/demands/contract.js';
import { recordFacts } from '../../../src/platform/event-store/index.js';
import type { PassengerDataExport } from '../../../src/contracts/personal-data.js';
import { useTestDatabase } from '../../support/database.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { fillPath, routesOf } from '../../support/routes.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { caughtUp, claimWithHistory, passenger, streamOf } from '../privacy/fixtures.js';
import { signIn, type PassengerClient, type SmtpSink } from './passenger-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Passenger area tests not run: ${inject('redisMissingReason')}`);

describe.runIf(redisUrl)('the passenger area', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let operator: OperatorClient;
  let admin: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    admin = await app.operator('admin', 'Anna Amministratrice');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const claimFor = (email: string) => submit(app.url, claimBody(airports, { email }));
  const story = async (client: PassengerClient, claimId: number) => {
    const response = await client.fetch(`/api/passenger/claims/${claimId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PassengerClaimStory;
  };

  it('when there is no session, then the area’s routes answer 401; with a session but without the CSRF token, a write answers 403', async () => {
    const claim = await claimFor('senza.sessione@example.it');
    for (const path of ['/api/passenger/me', `/api/passenger/claims/${claim.id}`, `/api/passenger/claims/${claim.id}/export`]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(401);
    }
    expect((await fetch(`${app.url}/api/passenger/sign-out`, { method: 'POST' })).status).toBe(401);
    const forged = await fetch(`${app.url}/api/passenger/me`, { headers: { cookie: 'rv_passenger=inventato' } });
    expect(forged.status).toBe(401);

    const client = await signIn(app, smtp, 'senza.sessione@example.it');
    for (const path of ['/api/passenger/sign-out', '/api/passenger/sign-out-everywhere']) {
      const response = await client.fetch(path, { method: 'POST', csrf: false });
      expect(response.status, path).toBe(403);
    }
    expect((await client.fetch('/api/passenger/me')).status).toBe(200);
  });

  it('when any passenger route but sign-in is called without a session, then 401; a write with a session but without the CSRF token, then 403', async () => {
    const claim = await claimFor('ogni.rotta@example.it');
    const client = await signIn(app, smtp, 'ogni.rotta@example.it');
    // Opened on purpose: asking for a link, using it, and the one-click unsubscribe, whose signed token is its credential.
    const open = ['/api/passenger/sign-in', '/api/passenger/sessions', '/api/passenger/unsubscribe'];
    const routes = routesOf(app.routers).filter((route) => route.path.startsWith('/api/passenger/') && !open.includes(route.path));
    expect(routes.length).toBeGreaterThanOrEqual(5); // the enumeration found the area's routes
    const call = (route: { method: string; path: string }, headers: Record<string, string> = {}) =>
      fetch(`${app.url}${fillPath(route.path, { id: String(claim.id), claimId: String(claim.id) })}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...headers },
        body: route.method === 'GET' ? undefined : '{}',
      });

    for (const route of routes) expect((await call(route)).status, `${route.method} ${route.path}`).toBe(401);
    for (const route of routes.filter((candidate) => candidate.method !== 'GET')) {
      expect((await call(route, { cookie: client.cookie })).status, `${route.method} ${route.path}`).toBe(403);
    }
    expect((await client.fetch('/api/passenger/me')).status).toBe(200);
  });

  it('when a passenger asks for another address’s claim, then the answer is the same 404 as for a claim that does not exist', async () => {
    const own = await claimFor('mia@example.it');
    const theirs = await claimFor('altrui@example.it');
    const client = await signIn(app, smtp, 'mia@example.it');

    const other = await client.fetch(`/api/passenger/claims/${theirs.id}`);
    const missing = await client.fetch('/api/passenger/claims/99999999');
    const otherExport = await client.fetch(`/api/passenger/claims/${theirs.id}/export`);

    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(otherExport.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
    expect((await client.fetch('/api/passenger/claims/abc')).status).toBe(404);
    const me = (await (await client.fetch('/api/passenger/me')).json()) as PassengerMe;
    expect(me.claims.map((claim) => claim.practiceNumber)).toEqual([own.practiceNumber]);
  });

  it('when every claim of the address is listed, then each shows flight, route, issue, status in the passenger’s words and its last update', async () => {
    const first = await claimFor('due.pratiche@example.it');
    const second = await submit(app.url, claimBody(airports, { email: 'Due.Pratiche@example.it', flightNumber: 'FR 1234', issueType: 'cancellation' }));
    const client = await signIn(app, smtp, 'due.pratiche@example.it');

    const me = (await (await client.fetch('/api/passenger/me')).json()) as PassengerMe;

    expect(me.email).toBe('due.pratiche@example.it');
    expect(me.claims).toEqual([
      expect.objectContaining({ claimId: second.id, practiceNumber: second.practiceNumber, flightNumber: 'FR1234', issueTypeLabel: 'Cancellazione', status: 'pending', statusLabel: 'In attesa di verifica' }),
      expect.objectContaining({ claimId: first.id, flightNumber: 'AZ610', flightDate: RECENT_FLIGHT_DATE, departureAirport: 'Roma Fiumicino (FCO)', arrivalAirport: 'New York JFK (JFK)', issueTypeLabel: 'Ritardo' }),
    ]);
    expect(me.claims[0]!.lastUpdate).toEqual(expect.any(String));
  });

  it('when a claim is new, then the next step is the passenger’s (upload the documents) and the upload link opens the upload page', async () => {
    const claim = await claimFor('nuova@example.it');
    const client = await signIn(app, smtp, 'nuova@example.it');

    const view = await story(client, claim.id);

    expect(view.nextStep).toMatchObject({ who: 'passenger' });
    expect(view.nextStep!.text).toContain('carta d’imbarco');
    expect(view.timeline[0]).toMatchObject({ title: 'Abbiamo ricevuto la tua richiesta', detail: `Pratica n. ${claim.practiceNumber}`, by: 'passenger' });
    // Then, once the worker has sent it, the confirmation e-mail.
    expect(view.timeline.slice(1).every((entry) => entry.title.startsWith('Ti abbiamo scritto: '))).toBe(true);
    expect(view.documents).toEqual([]);
    expect(view.uploadLink).toMatch(new RegExp(`^/carica-documenti/${claim.practiceNumber}\\?t=`));
    const page = await fetch(`${app.url}/api/flight-checks/practice/${claim.practiceNumber}?t=${new URL(view.uploadLink!, app.url).searchParams.get('t')}`);
    expect(page.status).toBe(200);
  });

  it('when an operator adds internal notes and changes the status with a note for the passenger, then the timeline shows the change and the note, never the internal notes nor the operator’s name', async () => {
    const person = passenger('7');
    const { claim, written } = await claimWithHistory(app, database(), operator, person);
    const internal = await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'call', content: 'Telefonata interna: il passeggero sembra nervoso' } });
    expect(internal.status).toBe(201);
    await caughtUp(app);
    const client = await signIn(app, smtp, person.email);

    const view = await story(client, claim.id);

    const titles = view.timeline.map((entry) => entry.title);
    // The e-mails interleave as the worker sends them; the rest comes in the order it happened.
    expect(titles.filter((title) => !title.startsWith('Ti abbiamo scritto: '))).toEqual(['Abbiamo ricevuto la tua richiesta', "Documento ricevuto: carta d'imbarco", 'Pratica in revisione']);
    expect(titles.filter((title) => title.startsWith('Ti abbiamo scritto: '))).toHaveLength(3);
    expect(titles).toContain(`Ti abbiamo scritto: ${written.emailSubject}`);
    expect(view.timeline.find((entry) => entry.title === 'Pratica in revisione')!.detail).toBe(written.passengerNote);
    expect(view.passengerNote).toBe(written.passengerNote);
    const text = JSON.stringify(view);
    for (const hidden of [written.adminNotes, 'Giulia Verdi', 'Telefonata interna', operator.id, written.newPhone]) expect(text).not.toContain(hidden);
    expect(view.nextStep).toMatchObject({ who: 'passenger' });
    expect(view.documents).toEqual([expect.objectContaining({ fileTypeLabel: "Carta d'imbarco", status: 'pending' })]);
    expect(text).not.toContain('reviewedBy');

    const approved = await operator.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved', passengerNote: 'La seguiamo con la compagnia.' } });
    expect(approved.status).toBe(200);
    const after = await story(client, claim.id);
    // The operators' approval is not the airline's: no «Approvata» yet.
    expect(after.summary).toMatchObject({ status: 'in_review', statusLabel: 'In fase di revisione' });
    expect(after.nextStep).toMatchObject({ who: 'airline', by: expect.any(String) });
    expect(after.timeline.at(-1)).toMatchObject({ title: 'Pratica verificata: la seguiamo con la compagnia aerea', detail: 'La seguiamo con la compagnia.' });

    await recordFacts(app.store, claimStream(claim.id), [{ type: DEMAND_EVENT.AirlineReplied, data: { outcome: 'accepted', airlineCode: 'AZ', receivedOn: '2026-11-20', amountCents: 40_000 } }], {
      actor: { kind: 'operator', id: operator.id },
      correlationId: 'risposta',
      causationId: 'risposta',
      requestedAt: new Date().toISOString(),
    });
    const accepted = await story(client, claim.id);
    expect(accepted.summary).toMatchObject({ status: 'approved', statusLabel: 'Approvata - Risarcimento confermato' });
  });

  it('when the passenger signs out, then that session ends; «Esci da tutti i dispositivi» ends every other session of the address', async () => {
    await claimFor('dispositivi@example.it');
    const phone = await signIn(app, smtp, 'dispositivi@example.it');
    const laptop = await signIn(app, smtp, 'dispositivi@example.it');
    const tablet = await signIn(app, smtp, 'dispositivi@example.it');

    const out = await phone.fetch('/api/passenger/sign-out', { method: 'POST' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^rv_passenger=;/);
    expect((await phone.fetch('/api/passenger/me')).status).toBe(401);
    expect((await laptop.fetch('/api/passenger/me')).status).toBe(200);

    const everywhere = await laptop.fetch('/api/passenger/sign-out-everywhere', { method: 'POST' });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ closed: 2 });
    expect((await laptop.fetch('/api/passenger/me')).status).toBe(401);
    expect((await tablet.fetch('/api/passenger/me')).status).toBe(401);
  });

  it('when the passenger downloads their data, then the export answers a ZIP attachment and is recorded with the passenger as actor', async () => {
    const claim = await claimFor('esporta@example.it');
    const client = await signIn(app, smtp, 'esporta@example.it');

    const response = await client.fetch(`/api/passenger/claims/${claim.id}/export`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pratica-${claim.practiceNumber}-dati.zip"`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const exported = JSON.parse(Buffer.from(files[`pratica-${claim.practiceNumber}-dati.json`]!).toString('utf8')) as PassengerDataExport;
    expect(exported).toMatchObject({ practiceNumber: claim.practiceNumber, contact: { name: 'Maria Rossi', email: 'esporta@example.it' } });
    const recorded = (await streamOf(app, claim.id)).find((event) => event.type === 'PersonalDataExported');
    expect(recorded?.metadata.actor).toEqual({ kind: 'passenger', id: claim.practiceNumber });
  });

  it('when an admin erases a claim, then the address’s sessions end only if it has no other claim left', async () => {
    const kept = await claimFor('erasure.two@example.it');
    const erased = await claimFor('erasure.two@example.it');
    const only = await claimFor('erasure.one@example.it');
    const withTwo = await signIn(app, smtp, 'erasure.two@example.it');
    const withOne = await signIn(app, smtp, 'erasure.one@example.it');

    for (const claim of [erased, only]) expect((await admin.fetch(`/api/admin/flight-checks/${claim.id}/erasure`, { method: 'POST', body: { reason: 'Richiesta del passeggero' } })).status).toBe(200);

    expect((await withOne.fetch('/api/passenger/me')).status).toBe(401);
    const me = await withTwo.fetch('/api/passenger/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as PassengerMe).claims.map((claim) => claim.claimId)).toEqual([kept.id]);
    const { rows } = await database().pool.query('SELECT count(*)::int AS n FROM passenger_sign_in_links WHERE email = $1', ['erasure.one@example.it']);
    expect(rows[0].n).toBe(0);
  });
});
