import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import { BILLING_EVENT } from '../../../src/billing/contract.js';
import { recordFacts } from '../../../src/platform/event-store/index.js';
import { useTestDatabase } from '../../support/database.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from './claim-fixtures.js';

const database = useTestDatabase();
let app: TestApp;
let airports: Awaited<ReturnType<typeof airportIds>>;
let giulia: OperatorClient;

beforeAll(async () => {
  app = await startTestApp(database());
  airports = await airportIds(database().pool);
  giulia = await app.operator('operator', 'Giulia Verdi');
});
afterAll(() => app?.close());

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/flight-checks'],
  ['GET', '/api/admin/flight-checks/1'],
  ['PUT', '/api/admin/flight-checks/1'],
  ['PUT', '/api/admin/flight-checks/1/status'],
  ['PUT', '/api/admin/flight-checks/1/assign'],
  ['PUT', '/api/admin/flight-checks/1/priority'],
  ['GET', '/api/admin/flight-checks/1/communications'],
  ['POST', '/api/admin/flight-checks/1/communications'],
  ['GET', '/api/admin/flight-checks/1/timeline'],
  ['GET', '/api/admin/flight-checks/1/assessment'],
  ['POST', '/api/admin/flight-checks/1/flight-verification'],
  ['POST', '/api/admin/flight-checks/1/flight-times'],
  ['GET', '/api/admin/flight-verification'],
  ['GET', '/api/admin/flight-checks/1/airline'],
  ['POST', '/api/admin/flight-checks/1/airline/letter'],
  ['POST', '/api/admin/flight-checks/1/airline/send'],
  ['POST', '/api/admin/flight-checks/1/airline/reply-document'],
  ['POST', '/api/admin/flight-checks/1/airline/replies'],
  ['POST', '/api/admin/flight-checks/bulk'],
  ['GET', '/api/admin/flight-checks/export.csv'],
  ['GET', '/api/admin/events'],
  ['GET', '/api/admin/events/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/projections'],
  ['POST', '/api/admin/projections/claims/rebuild'],
  ['GET', '/api/admin/projections/claims/rebuild'],
  ['POST', '/api/admin/projections/claims/verify'],
  ['POST', '/api/admin/projections/claims/retry'],
  ['GET', '/api/admin/airlines'],
  ['GET', '/api/admin/airlines/report-card'],
  ['GET', '/api/admin/airlines/FR'],
  ['PATCH', '/api/admin/airlines/FR'],
  ['POST', '/api/admin/airlines/FR/claims-addresses'],
  ['DELETE', '/api/admin/airlines/FR/claims-addresses/reclami%40compagnia.example'],
  ['POST', '/api/admin/flight-checks/1/mandates/2/signing-link'],
  ['GET', '/api/admin/tasks'],
  ['GET', '/api/admin/flight-checks/1/tasks'],
  ['POST', '/api/admin/tasks/6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60/complete'],
  ['PUT', '/api/admin/tasks/6f1c1a52-8d7e-4f4e-9a43-1b2c3d4e5f60/assignment'],
  ['GET', '/api/admin/queues'],
  ['GET', '/api/admin/queues/mine/claims'],
  ['POST', '/api/admin/logout'],
];

describe('operators’ access', () => {
  it.each(ADMIN_ROUTES)('when %s %s comes without a session, then it is refused with 401', async (method, path) => {
    const response = await fetch(`${app.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ title: 'Accesso richiesto' });
  });

  it('when a state change comes without the CSRF token, then it is refused with 403 and nothing changes', async () => {
    const claim = await submit(app.url, claimBody(airports));

    const response = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id }, headers: { 'x-csrf-token': 'sbagliato' } });

    expect(response.status).toBe(403);
    expect((await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).assignedTo).toBeNull();
  });

  it('when the password is wrong, then login is refused; the session cookie is HttpOnly and SameSite=Strict; logout ends it', async () => {
    const wrong = await postJson(`${app.url}/api/admin/login`, { email: 'nessuno@rimborsovolo24.it', password: 'sbagliata-davvero' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).detail).toBe('Email o password non corretti.');

    const operator = await app.operator('admin', 'Paolo Bianchi');
    const me = await operator.fetch('/api/admin/me');
    expect(await me.json()).toMatchObject({ operator: { name: 'Paolo Bianchi', role: 'admin' }, csrfToken: operator.csrfToken });

    await operator.fetch('/api/admin/logout', { method: 'POST' });
    expect((await operator.fetch('/api/admin/me')).status).toBe(401);
  });

  it('when logging in, then the cookie carries HttpOnly and SameSite=Strict', async () => {
    await app.operator('operator', 'Anna Gialli');
    const { rows } = await database().pool.query("SELECT email FROM operators WHERE name = 'Anna Gialli'");
    const login = await postJson(`${app.url}/api/admin/login`, { email: rows[0].email, password: 'una-password-lunga' });

    expect(login.headers.get('set-cookie')).toMatch(/^rv_session=[^;]+;.*HttpOnly.*SameSite=Strict/i);
  });
});

describe('the claim list', () => {
  let claims: Submitted[];

  beforeAll(async () => {
    claims = [
      await submit(app.url, claimBody(airports, { passengerName: 'Carla Esposito', email: 'carla@example.it', flightNumber: 'FR1234' })),
      await submit(app.url, claimBody(airports, { passengerName: 'Davide Russo', email: 'davide@example.it', flightNumber: 'U28765' })),
      await submit(app.url, claimBody(airports, { passengerName: 'Elena Romano', email: 'elena@example.it', flightNumber: 'VY6101' })),
    ];
    await giulia.fetch(`/api/admin/flight-checks/${claims[1]!.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review' } });
  });

  it('when searching by name, e-mail, flight number or practice number, then the matching claim comes back', async () => {
    const search = async (q: string) => (await (await giulia.fetch(`/api/admin/flight-checks?q=${encodeURIComponent(q)}`)).json()).items.map((item: { id: number }) => item.id);

    expect(await search('esposito')).toEqual([claims[0]!.id]);
    expect(await search('DAVIDE@EXAMPLE')).toEqual([claims[1]!.id]);
    expect(await search('vy61')).toEqual([claims[2]!.id]);
    expect(await search(claims[2]!.practiceNumber)).toEqual([claims[2]!.id]);
    expect(await search("%' OR 1=1 --")).toEqual([]);
  });

  it('when filtering by status (processing meaning under_review), then only those claims come, newest first with a total', async () => {
    const underReview = await (await giulia.fetch('/api/admin/flight-checks?status=processing')).json();
    const all = await (await giulia.fetch('/api/admin/flight-checks?pageSize=2&page=1')).json();

    expect(underReview.items.map((item: { id: number }) => item.id)).toEqual([claims[1]!.id]);
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items[0].id).toBeGreaterThan(all.items[1].id);
  });

  it('when the status filter is unknown or the id is not a number, then the answer is 400 in Italian', async () => {
    const badStatus = await giulia.fetch('/api/admin/flight-checks?status=archived');
    const badId = await giulia.fetch('/api/admin/flight-checks/abc');

    expect(badStatus.status).toBe(400);
    expect((await badId.json()).errors).toContainEqual({ field: '(corpo)', message: 'ID pratica non valido' });
  });

  it('when a claim does not exist, then the answer is 404 Pratica non trovata', async () => {
    const response = await giulia.fetch('/api/admin/flight-checks/987654');

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ title: 'Pratica non trovata', detail: 'La pratica richiesta non esiste o non è accessibile' });
  });
});

describe('working on a claim', () => {
  it('when an operator edits with the version shown, then the change is saved; with a stale version, 409 and nothing changes', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const detail = await giulia.fetch(`/api/admin/flight-checks/${claim.id}`);
    const etag = detail.headers.get('etag')!;

    const saved = await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { passengerName: 'Maria Bianchi', compensationAmount: 600 }, headers: { 'if-match': etag } });
    const stale = await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { passengerName: 'Maria Verdi' }, headers: { 'if-match': etag } });

    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ passengerName: 'Maria Bianchi', compensationAmount: 600 });
    expect(saved.headers.get('etag')).not.toBe(etag);
    expect(stale.status).toBe(409);
    expect((await stale.json()).detail).toBe('Qualcun altro ha modificato questi dati nel frattempo. Ricarica la pagina e riprova.');
    expect((await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).json()).passengerName).toBe('Maria Bianchi');
  });

  it('when only an e-mail was recorded on the claim since the version shown, then an edit with that version is no conflict', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const etag = (await giulia.fetch(`/api/admin/flight-checks/${claim.id}`)).headers.get('etag')!;
    const email = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/send-email`, { method: 'POST', body: { subject: 'Documenti', message: 'Ci manca la carta di imbarco.' } });

    const saved = await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { phone: '+39 333 7654321' }, headers: { 'if-match': etag } });

    expect(email.status).toBe(202);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ phone: '+39 333 7654321' });
  });

  it('when the departure airport changes, then its name and IATA code follow; without If-Match the latest version is edited', async () => {
    const claim = await submit(app.url, claimBody(airports));

    const response = await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { departureAirportId: airports.MXP, compensationAmount: null } });

    expect(await response.json()).toMatchObject({ departureAirportId: airports.MXP, departureIata: 'MXP', departureAirport: expect.stringContaining('(MXP)') });
  });

  it('when an operator approves the claim, then the public lookup reads «in revisione» until the airline pays or accepts, and «approvata» after', async () => {
    const claim = await submit(app.url, claimBody(airports));
    const lookup = async () => (await (await fetch(`${app.url}/api/practice-status?email=maria.rossi%40example.it&practiceNumber=${claim.practiceNumber}`)).json()).status;

    await giulia.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'approved' } });
    expect(await lookup()).toBe('in_review');

    await recordFacts(app.store, claimStream(claim.id), [{ type: BILLING_EVENT.AirlinePaymentReceived, data: { amountCents: 40_000, receivedOn: '2026-11-25', bankReference: 'AZ-8812' } }], {
      actor: { kind: 'operator', id: giulia.id },
      correlationId: 'pagamento',
      causationId: 'pagamento',
      requestedAt: new Date().toISOString(),
    });
    expect(await lookup()).toBe('approved');
  });

  it('when the status changes with a passenger note, then the status lookup shows the new status and neither note', async () => {
    const claim = await submit(app.url, claimBody(airports));

    await giulia.fetch(`/api/admin/flight-checks/${claim.id}/status`, {
      method: 'PUT',
      body: { adminStatus: 'completed', adminNotes: 'Pagato con bonifico, rif. 8812', passengerNote: 'Il risarcimento è stato confermato.' },
    });
    const lookup = await (await fetch(`${app.url}/api/practice-status?email=maria.rossi%40example.it&practiceNumber=${claim.practiceNumber}`)).json();

    // The lookup shows only the status (a completed claim is «Chiusa»); the note for the passenger is in the passenger area.
    expect(lookup).toEqual({ practiceNumber: claim.practiceNumber, status: 'closed', lastUpdated: expect.any(String), uploadToken: expect.any(String) });
    expect(JSON.stringify(lookup)).not.toContain('bonifico');
  });

  it('when a claim is assigned to an operator by id, then their name is saved with it; priority likewise', async () => {
    const claim = await submit(app.url, claimBody(airports));

    const assigned = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/assign`, { method: 'PUT', body: { operatorId: giulia.id } });
    const urgent = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/priority`, { method: 'PUT', body: { priority: 'urgent' } });

    expect(await assigned.json()).toMatchObject({ assignedTo: 'Giulia Verdi', assignedOperatorId: giulia.id });
    expect((await urgent.json()).priority).toBe('urgent');
  });

  it('when a call is recorded, then it is listed with its author; empty content or type email are refused', async () => {
    const claim = await submit(app.url, claimBody(airports));

    const recorded = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'call', content: 'Passeggera richiamata, invierà la carta d’imbarco' } });
    const empty = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'note', content: '  ' } });
    const email = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/communications`, { method: 'POST', body: { type: 'email', content: 'Ciao' } });
    const list = await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}/communications`)).json();

    expect(recorded.status).toBe(201);
    expect(list).toEqual([expect.objectContaining({ type: 'call', content: 'Passeggera richiamata, invierà la carta d’imbarco', actorName: 'Giulia Verdi', actorKind: 'operator' })]);
    expect(empty.status).toBe(400);
    expect(email.status).toBe(400);
  });

  it('when the timeline is asked for, then every event comes newest first with actor, Italian description and field diffs; asOf shows the past claim', async () => {
    const claim = await submit(app.url, claimBody(airports));
    await giulia.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { passengerName: 'Maria Bianchi', phone: null } });
    await giulia.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review' } });

    const { entries } = await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json();
    const past = await (await giulia.fetch(`/api/admin/flight-checks/${claim.id}/timeline?asOf=2`)).json();
    const missing = await giulia.fetch(`/api/admin/flight-checks/${claim.id}/timeline?asOf=99`);

    expect(entries.map((entry: { version: number; type: string }) => [entry.version, entry.type])).toEqual([
      [4, 'ClaimStatusChanged'],
      [3, 'ClaimDetailsEdited'],
      [2, 'EligibilityAssessed'],
      [1, 'ClaimSubmitted'],
    ]);
    expect(entries[0]).toMatchObject({ actor: { kind: 'operator', name: 'Giulia Verdi' }, description: 'Stato cambiato da «In Attesa» a «In Revisione»' });
    expect(entries[1]).toMatchObject({
      description: 'Dati modificati: nome passeggero, telefono',
      changes: [
        { field: 'passengerName', label: 'nome passeggero', from: 'Maria Rossi', to: 'Maria Bianchi' },
        { field: 'phone', label: 'telefono', from: '+39 333 1234567', to: null },
      ],
    });
    expect(entries[3]).toMatchObject({ actor: { kind: 'passenger', name: 'Passeggero' } });
    expect(past).toMatchObject({ version: 2, claim: { passengerName: 'Maria Rossi', adminStatus: 'pending', estimatedCompensation: 600 } });
    expect(missing.status).toBe(404);
  });

  it('when the assessment is asked for, then the engine assesses the claim with the passenger’s answers, and old events read "unknown"', async () => {
    // A carrier the airlines table does not know (Q0): the passenger's answer decides the scope.
    const inbound = await submit(app.url, claimBody(airports, { flightNumber: 'Q0 610', departureAirportId: airports.JFK, arrivalAirportId: airports.FCO, operatingCarrierEuropean: 'no' }));
    const unanswered = await submit(app.url, claimBody(airports, { flightNumber: 'Q0 610', departureAirportId: airports.JFK, arrivalAirportId: airports.FCO }));

    const refused = await (await giulia.fetch(`/api/admin/flight-checks/${inbound.id}/assessment`)).json();
    const open = await (await giulia.fetch(`/api/admin/flight-checks/${unanswered.id}/assessment`)).json();

    expect(refused).toMatchObject({
      answers: { operatingCarrierEuropean: 'no', singleBooking: 'unknown' },
      assessment: { rulesetId: 'reg-261-2004', eligibility: 'not_eligible', inScope: false, amount: 0, maxAmount: 600 },
      assessedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(open).toMatchObject({
      answers: { operatingCarrierEuropean: 'unknown' },
      assessment: { eligibility: 'uncertain', inScope: 'depends_on_carrier', amount: 600, fee: { feeCents: 18300, netCents: 41700 } },
    });
    expect((await giulia.fetch('/api/admin/flight-checks/999999/assessment')).status).toBe(404);
  });

  it('when statuses change, then the stats count claims by status in both readings’ fields', async () => {
    const { rows } = await database().pool.query('SELECT admin_status, count(*)::int AS n FROM claims GROUP BY admin_status');
    const count = (status: string) => rows.find((row) => row.admin_status === status)?.n ?? 0;
    const stats = async () => (await (await giulia.fetch('/api/admin/stats')).json()) as { flightChecks: Record<string, number>; apiCalls: unknown; recentCalls: unknown };

    // Counters are gathered between batches (dashboards refresh on a timer), so they follow within moments.
    await expect.poll(async () => (await stats()).flightChecks, { timeout: 5_000 }).toEqual({
      total: rows.reduce((sum, row) => sum + row.n, 0),
      pending: count('pending'),
      underReview: count('under_review'),
      processing: count('under_review'),
      approved: count('approved'),
      completed: count('completed'),
      rejected: count('rejected'),
    });
    expect((await stats()).apiCalls).toMatchObject({ total: 0, successRate: 100 });
    expect((await stats()).recentCalls).toEqual([]);
  });
});
