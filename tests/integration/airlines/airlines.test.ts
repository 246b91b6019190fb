import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../../../projections/rebuild.js';
import type { Projection } from '../../../projections/projection.js';
import { verifyProjection } from '../../../projections/verify.js';
import { airlineByFlightNumber, airlinesCurrentStatesMigration } from '../../../src/airlines/index.js';
import { useTestDatabase } from '../../support/database.js';
import { untilAllReadable } from '../../support/readable.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';

describe('the carriers: dataset, admins’ edits, and the claims’ operating carrier', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let operator: OperatorClient;

  beforeAll(async () => {
    app = await startTestApp(database());
    admin = await app.operator('admin', 'Anna Amministratrice');
    operator = await app.operator('operator', 'Giulia Verdi');
  });
  afterAll(async () => {
    await app?.close();
  });

  const carrier = async (code: string) => (await (await operator.fetch(`/api/admin/airlines/${code}`)).json()).airline;
  const projection = (name: string) => app.handlers.find((handler): handler is Projection => handler.kind === 'projection' && handler.name === name)!;
  const airlineEvents = async (code: string) => {
    const events = [];
    for await (const event of app.store.readStream(`airline-${code}`)) events.push(event);
    return events;
  };

  it('when the carriers are loaded, then FR is Ryanair, an Irish (EU) carrier, and EK is Emirates, not an EU carrier; search finds them by code and name', async () => {
    expect(await carrier('fr')).toMatchObject({ iataCode: 'FR', icaoCode: 'RYR', name: 'Ryanair', countryCode: 'IE', countryName: 'Irlanda', isEu: true, version: 0 });
    expect(await carrier('EK')).toMatchObject({ name: 'Emirates', countryCode: 'AE', isEu: false });
    // OpenFlights still says Alitalia and Congo Express: the curated list corrects them.
    expect(await carrier('AZ')).toMatchObject({ name: 'ITA Airways', countryCode: 'IT', isEu: true });
    expect(await carrier('XZ')).toMatchObject({ name: 'Aeroitalia', isEu: true });
    expect(await carrier('LX')).toMatchObject({ name: 'Swiss', isEu: true });
    // Lufthansa and its cargo arm share LH: the passenger carrier wins.
    expect(await carrier('LH')).toMatchObject({ name: 'Lufthansa', icaoCode: 'DLH' });

    const byName = await (await operator.fetch('/api/admin/airlines?q=ryan')).json();
    expect(byName.items.map((item: { iataCode: string }) => item.iataCode)).toContain('FR');
    const byCode = await (await operator.fetch('/api/admin/airlines?q=ek')).json();
    expect(byCode.items[0]).toMatchObject({ iataCode: 'EK', name: 'Emirates' });
    const missing = await (await operator.fetch('/api/admin/airlines?missingContact=true&q=air')).json();
    expect(missing.items.length).toBeGreaterThan(0);
    expect(missing.items.every((item: { claimsEmail: string | null; claimsWebFormUrl: string | null }) => !item.claimsEmail && !item.claimsWebFormUrl)).toBe(true);
    const withContact = await (await operator.fetch('/api/admin/airlines?q=FR')).json();
    expect(withContact.items[0]).toMatchObject({ iataCode: 'FR', claimsWebFormUrl: expect.stringMatching(/^https:\/\//) });
    expect((await (await operator.fetch('/api/admin/airlines?q=FR&missingContact=true')).json()).items.map((item: { iataCode: string }) => item.iataCode)).not.toContain('FR');
    expect((await operator.fetch('/api/admin/airlines?missingContact=forse')).status).toBe(400);
    const page = await (await operator.fetch('/api/admin/airlines?page=2&pageSize=10')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThan(500);
    expect((await operator.fetch('/api/admin/airlines/9Q9')).status).toBe(400);

    // The wizard's lookup: public, the carrier's name and flag only.
    const byFlightNumber = await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=fr%208314`);
    expect(await byFlightNumber.json()).toEqual({ iataCode: 'FR', name: 'Ryanair', isEu: true, paysDirectly: false, claimsWebFormUrl: expect.stringMatching(/^https:\/\//) });
    expect(await (await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=UAE205`)).json()).toMatchObject({ iataCode: 'EK' });
    const unknown = await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=Q0205`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe('Nessuna compagnia aerea nota per questo numero di volo');
    const invalid = await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=volo`);
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(await invalid.json())).toContain('Numero di volo non valido');
    expect((await operator.fetch('/api/admin/airlines?pageSize=1000')).status).toBe(400);
  });

  it('when an admin edits a carrier at the version seen, then the edit is an event with its author, the carrier shows it with its history; a stale version is a 409', async () => {
    const edited = await admin.fetch('/api/admin/airlines/EK', {
      method: 'PATCH',
      headers: { 'if-match': '"0"' },
      body: { claimsEmail: 'reclami@esempio-vettore.it', euOverride: true, name: 'Emirates' },
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).toBe('"1"');
    const detail = await edited.json();
    expect(detail.airline).toMatchObject({ iataCode: 'EK', claimsEmail: 'reclami@esempio-vettore.it', euOverride: true, datasetIsEu: false, isEu: true, version: 1, updatedBy: 'Anna Amministratrice' });
    expect(detail.history).toEqual([
      expect.objectContaining({
        version: 1,
        actorName: 'Anna Amministratrice',
        changes: [
          { field: 'claimsEmail', label: 'E-mail reclami', from: null, to: 'reclami@esempio-vettore.it' },
          { field: 'euOverride', label: 'Vettore comunitario (UE 261)', from: null, to: true },
        ],
      }),
    ]);
    const [event] = await airlineEvents('EK');
    expect(event).toMatchObject({ type: 'AirlineDetailsEdited', data: { airlineCode: 'EK' }, metadata: { actor: { kind: 'operator', id: admin.id, name: 'Anna Amministratrice' } } });
    expect(await airlineByFlightNumber(database().pool, 'EK 93')).toMatchObject({ iataCode: 'EK', isEu: true });

    const stale = await admin.fetch('/api/admin/airlines/EK', { method: 'PATCH', headers: { 'if-match': '"0"' }, body: { claimsEmail: null } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).detail).toContain('Qualcun altro ha modificato questi dati');

    const back = await admin.fetch('/api/admin/airlines/EK', { method: 'PATCH', headers: { 'if-match': '"1"' }, body: { euOverride: null } });
    expect((await back.json()).airline).toMatchObject({ isEu: false, euOverride: null, version: 2 });
    expect(await airlineEvents('EK')).toHaveLength(2);
  });

  it('when an admin marks a carrier as paying passengers who claim on their own, then its history says so and the wizard’s lookup offers the free path', async () => {
    const marked = await admin.fetch('/api/admin/airlines/U2', { method: 'PATCH', body: { paysDirectly: true } });
    expect(marked.status).toBe(200);
    const detail = await marked.json();
    expect(detail.airline).toMatchObject({ iataCode: 'U2', paysDirectly: true });
    expect(detail.history[0].changes).toEqual([{ field: 'paysDirectly', label: 'Paga direttamente chi reclama da sé', from: false, to: true }]);
    await expect.poll(async () => (await (await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=U2 1234`)).json()).paysDirectly).toBe(true);
    const forbidden = await operator.fetch('/api/admin/airlines/U2', { method: 'PATCH', body: { paysDirectly: false } });
    expect(forbidden.status).toBe(403);
  });

  it('when an operator who is not admin, or bad input, tries an edit, then it is refused (403, 400 in Italian) and nothing is recorded', async () => {
    const forbidden = await operator.fetch('/api/admin/airlines/FR', { method: 'PATCH', body: { claimsEmail: 'x@example.it' } });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).detail).toBe('Questa operazione è riservata agli amministratori.');

    const cases: [unknown, string][] = [
      [{ claimsEmail: 'non-una-mail' }, 'Indirizzo e-mail dei reclami non valido'],
      [{ claimsWebFormUrl: 'http://esempio.it/reclami' }, 'Indirizzo del modulo web non valido: usa un indirizzo https://'],
      [{ name: 'X' }, 'Il nome deve avere almeno 2 caratteri'],
      [{ euOverride: 'sì' }, 'Indica sì, no o lascia decidere al paese'],
      [{ paysDirectly: 'sì' }, 'Indica se la compagnia paga direttamente chi reclama da sé'],
      [{ countryCode: 'IT' }, 'Chiave non riconosciuta: \\"countryCode\\"'],
      [{}, 'Nessuna modifica indicata'],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.fetch('/api/admin/airlines/FR', { method: 'PATCH', body });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(message);
    }
    expect((await admin.fetch('/api/admin/airlines/Q0', { method: 'PATCH', body: { name: 'Nessuna' } })).status).toBe(404);
    const forged = await admin.fetch('/api/admin/airlines/FR', { method: 'PATCH', body: { claimsEmail: 'x@example.it' }, headers: { 'x-csrf-token': 'sbagliato' } });
    expect(forged.status).toBe(403);
    expect(await airlineEvents('FR')).toHaveLength(0);
    expect(await carrier('FR')).toMatchObject({ version: 0, claimsEmail: null });
  });

  it('when the airlines read model is verified and rebuilt, then the dataset and the edits come back as they were', async () => {
    await admin.fetch('/api/admin/airlines/V7', { method: 'PATCH', body: { claimsWebFormUrl: 'https://esempio-vettore.it/reclami' } });
    await untilAllReadable(app.store);
    const before = await carrier('V7');
    const deps = { pool: database().pool, store: app.store, batchSize: 500 };

    expect((await verifyProjection(deps, projection('airlines'))).differences).toEqual([]);
    await rebuildProjection(deps, projection('airlines'));

    expect(await carrier('V7')).toEqual(before);
    expect(await carrier('FR')).toMatchObject({ name: 'Ryanair', version: 0 });
    const { rows } = await database().pool.query('SELECT (SELECT count(*) FROM airlines) = (SELECT count(*) FROM airline_dataset) AS same');
    expect(rows[0].same).toBe(true);
  });

  it('when a claim is submitted, then it records the carrier of its flight number, and the carrier’s EU flag decides the scope of a flight into the EU', async () => {
    const airports = await airportIds(database().pool);
    const intoEurope = { departureAirportId: airports.JFK, arrivalAirportId: airports.FCO, departureAirport: '', arrivalAirport: '' };
    // The passenger thinks Emirates is European: the airlines table says otherwise.
    const emirates = await submit(app.url, claimBody(airports, { ...intoEurope, flightNumber: 'ek 205', operatingCarrierEuropean: 'yes' }));
    const ita = await submit(app.url, claimBody(airports, { ...intoEurope, flightNumber: 'AZ 611', operatingCarrierEuropean: 'unknown' }));
    const unknownCarrier = await submit(app.url, claimBody(airports, { ...intoEurope, flightNumber: 'Q0 611', operatingCarrierEuropean: 'unknown' }));
    const claim = async (id: number) => (await operator.fetch(`/api/admin/flight-checks/${id}`)).json();

    const scope = async (id: number) => (await (await operator.fetch(`/api/admin/flight-checks/${id}/assessment`)).json()).assessment.inScope;

    expect(await claim(emirates.id)).toMatchObject({ operatingCarrier: 'EK', isEligible: 'no' });
    expect(await scope(emirates.id)).toBe(false);
    expect((await (await operator.fetch(`/api/admin/flight-checks/${emirates.id}/assessment`)).json()).operatingCarrier).toEqual({ iataCode: 'EK', isEu: false });
    // The delay's length is still unknown: pending, but inside the Regulation's scope.
    expect(await claim(ita.id)).toMatchObject({ operatingCarrier: 'AZ', isEligible: 'pending' });
    expect(await scope(ita.id)).toBe(true);
    // A prefix the table does not know: recorded as typed, and the passenger's «non lo so» leaves the scope open.
    expect(await claim(unknownCarrier.id)).toMatchObject({ operatingCarrier: 'Q0', isEligible: 'pending' });
    expect(await scope(unknownCarrier.id)).toBe('depends_on_carrier');

    const wrongCode = await operator.fetch(`/api/admin/flight-checks/${emirates.id}`, { method: 'PUT', body: { operatingCarrier: 'Q0' } });
    expect(wrongCode.status).toBe(400);
    expect(JSON.stringify(await wrongCode.json())).toContain('Compagnia aerea sconosciuta');

    const corrected = await operator.fetch(`/api/admin/flight-checks/${emirates.id}`, { method: 'PUT', body: { operatingCarrier: 'az' } });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ operatingCarrier: 'AZ' });
    const { entries } = await (await operator.fetch(`/api/admin/flight-checks/${emirates.id}/timeline`)).json();
    expect(entries[0].changes).toEqual([expect.objectContaining({ field: 'operatingCarrier', label: 'compagnia operativa', from: 'EK', to: 'AZ' })]);
    expect(await scope(emirates.id)).toBe(true);
  });

  it('when New York → Rome is flown on DE2215 (Condor, German), then the flight is inside the Regulation and the wizard\'s lookup says European', async () => {
    const airports = await airportIds(database().pool);
    const condor = await submit(app.url, claimBody(airports, { departureAirportId: airports.JFK, arrivalAirportId: airports.FCO, flightNumber: 'DE2215', operatingCarrierEuropean: 'yes' }));
    const assessment = await (await operator.fetch(`/api/admin/flight-checks/${condor.id}/assessment`)).json();
    expect(assessment.operatingCarrier).toEqual({ iataCode: 'DE', isEu: true });
    expect(assessment.assessment.inScope).toBe(true);
    expect(JSON.stringify(assessment.assessment.reasons)).not.toContain('non europea');
    expect(await (await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=DE2215`)).json()).toMatchObject({ iataCode: 'DE', name: 'Condor Flugdienst', isEu: true, paysDirectly: false });
  });

  it('when a database filled with East Germany\'s code for German carriers is migrated, then the dataset and, after the rebuild, the carriers say DE and EU', async () => {
    const pool = database().pool;
    await pool.query("UPDATE airline_dataset SET country_code = 'DD', is_eu = false WHERE iata_code IN ('DE', 'X3', '4U')");
    const client = await pool.connect();
    try {
      await airlinesCurrentStatesMigration.up(client);
    } finally {
      client.release();
    }
    const { rows } = await pool.query("SELECT iata_code, country_code, is_eu FROM airline_dataset WHERE iata_code IN ('DE', 'X3', '4U') ORDER BY iata_code");
    expect(rows).toEqual([
      { iata_code: '4U', country_code: 'DE', is_eu: true },
      { iata_code: 'DE', country_code: 'DE', is_eu: true },
      { iata_code: 'X3', country_code: 'DE', is_eu: true },
    ]);
    await rebuildProjection({ pool, store: app.store, batchSize: 500 }, projection('airlines'));
    expect(await carrier('X3')).toMatchObject({ countryCode: 'DE', countryName: 'Germania', isEu: true });
  });

  it('when the carrier is in the table but its country is not known, then the passenger\'s answer decides the scope and the wizard\'s lookup does not answer for it', async () => {
    const airports = await airportIds(database().pool);
    // OpenFlights gives Balkan Bulgarian Airlines (LZ) no country.
    expect(await carrier('LZ')).toMatchObject({ countryCode: null });
    const intoEurope = { departureAirportId: airports.JFK, arrivalAirportId: airports.FCO, flightNumber: 'LZ 100' };
    const saidYes = await submit(app.url, claimBody(airports, { ...intoEurope, operatingCarrierEuropean: 'yes' }));
    const saidNo = await submit(app.url, claimBody(airports, { ...intoEurope, operatingCarrierEuropean: 'no' }));
    const assessed = async (id: number) => (await operator.fetch(`/api/admin/flight-checks/${id}/assessment`)).json();
    expect(await assessed(saidYes.id)).toMatchObject({ operatingCarrier: { iataCode: 'LZ', isEu: null }, assessment: { inScope: true } });
    expect(await assessed(saidNo.id)).toMatchObject({ assessment: { inScope: false } });
    expect((await fetch(`${app.url}/api/airlines/by-flight-number?flightNumber=LZ100`)).status).toBe(404);
  });
});

describe('the airline report card', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database());
  });
  afterAll(async () => {
    await app?.close();
  });

  const metadata = (at: string) => ({ actor: { kind: 'operator' as const, id: 'op-1', name: 'Giulia Verdi' }, correlationId: `c-${at}`, causationId: `c-${at}`, requestedAt: at });
  const sent = (airlineCode: string, sentAt: string) => ({
    type: 'ClaimSentToAirline',
    data: { messageId: `<${sentAt}@rimborsovolo24.it>`, airlineCode, recipient: 'reclami@esempio-vettore.it', letterDocumentId: 'doc-1', attachmentDocumentIds: [], sentAt },
    metadata: metadata(sentAt),
  });
  const replied = (airlineCode: string, outcome: string, receivedOn: string) => ({ type: 'AirlineReplied', data: { outcome, airlineCode, receivedOn }, metadata: metadata(`${receivedOn}T12:00:00.000Z`) });
  const paid = (receivedOn: string) => ({ type: 'AirlinePaymentReceived', data: { amountCents: 25_000, receivedOn, bankReference: 'BONIFICO' }, metadata: metadata(`${receivedOn}T09:00:00.000Z`) });

  it('when claims are sent, answered and paid, then each carrier shows claims sent, median days to answer, acceptance and payment rates; «no data» where nothing happened', async () => {
    const histories: [number, ReturnType<typeof sent | typeof replied | typeof paid>[]][] = [
      [700_001, [sent('FR', '2026-10-01T08:00:00.000Z'), replied('FR', 'accepted', '2026-10-05'), paid('2026-10-20')]],
      [700_002, [sent('FR', '2026-10-01T08:00:00.000Z'), replied('FR', 'rejected', '2026-10-11')]],
      [700_003, [sent('FR', '2026-10-02T08:00:00.000Z'), replied('FR', 'partial', '2026-10-04')]],
      [700_004, [sent('FR', '2026-10-03T08:00:00.000Z')]],
      [700_005, [sent('EK', '2026-10-03T08:00:00.000Z')]],
    ];
    let position;
    for (const [claimId, events] of histories) position = (await app.store.append(`claim-${claimId}`, events, { expectedVersion: 'any' })).position;
    expect(await app.runner.waitFor(['airline_claims'], position!, 5_000)).toBe(true);
    const admin = await app.operator('admin', 'Anna Amministratrice');

    const card = await (await admin.fetch('/api/admin/airlines/report-card')).json();

    expect(card.rows).toEqual([
      // Days to answer 4, 10 and 2: median 4. Accepted or partial 2 of 3 answered; paid 1 of those 2.
      { airlineCode: 'FR', airlineName: 'Ryanair', claimsSent: 4, replied: 3, medianDaysToAnswer: 4, acceptanceRate: 2 / 3, paymentRate: 0.5 },
      { airlineCode: 'EK', airlineName: 'Emirates', claimsSent: 1, replied: 0, medianDaysToAnswer: null, acceptanceRate: null, paymentRate: null },
    ]);
  });

  it('when the projector has not created the airlines read model yet, then the lookups a submission makes answer from the dataset', async () => {
    const pool = database().pool;
    await pool.query('ALTER TABLE airlines RENAME TO airlines_not_yet');
    try {
      expect(await airlineByFlightNumber(pool, 'FR8314')).toMatchObject({ iataCode: 'FR', name: 'Ryanair', isEu: true, version: 0 });
      expect(await airlineByFlightNumber(pool, 'UAE205')).toMatchObject({ iataCode: 'EK', isEu: false });
    } finally {
      await pool.query('ALTER TABLE airlines_not_yet RENAME TO airlines');
    }
  });

  it('when the report card is asked without a session or by an operator who is not admin, then it is refused', async () => {
    const anonymous = await fetch(`${app.url}/api/admin/airlines/report-card`);
    expect(anonymous.status).toBe(401);
    const operator = await app.operator('operator', 'Giulia Verdi');
    const refused = await operator.fetch('/api/admin/airlines/report-card');
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe('Questa operazione è riservata agli amministratori.');
  });
});
