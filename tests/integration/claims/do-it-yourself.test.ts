import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProjectionsCommand } from '../../../projections/command.js';
import type { DoItYourselfView } from '../../../src/contracts/do-it-yourself.js';
import { openPassengerSession, PASSENGER_SESSION_COOKIE } from '../../../src/passengers/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { printedText } from '../../support/pdf-text.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { signWithToken } from '../mandates/mandates-fixtures.js';
import { passengerClient, type PassengerClient } from '../passengers/passenger-fixtures.js';
import { caughtUp, streamOf } from '../silence/fixtures.js';
import { airportIds, claimBody, type Submitted } from './claim-fixtures.js';

type Offered = Submitted & { doItYourself: { carrierName: string; claimsWebFormUrl: string | null; estimate?: unknown } | null };

describe('«Fai da te, gratis»: the passenger claims from a carrier that pays directly, on their own', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    app = await startTestApp(database());
    admin = await app.operator('admin', 'Anna Amministratrice');
    airports = await airportIds(database().pool);
    // ITA Airways pays passengers who use its own form; Air France (AF) is left as it is.
    const marked = await admin.fetch('/api/admin/airlines/AZ', { method: 'PATCH', body: { paysDirectly: true, claimsWebFormUrl: 'https://www.ita-airways.com/reclami' } });
    expect(marked.status, await marked.clone().text()).toBe(200);
    const markedBody = (await marked.json()) as { airline: { paysDirectly: boolean }; history: unknown[] };
    expect(markedBody.airline.paysDirectly).toBe(true);
    await caughtUp(app, 'projections');
  });
  afterAll(() => app?.close());

  const submitFor = async (tag: string, overrides: Record<string, unknown> = {}): Promise<Offered & { email: string }> => {
    const email = `fai.da.te.${tag}@example.it`;
    const body = claimBody(airports, { email, passengerName: 'Maria Rossi', arrivalDelayMinutes: 330, bookingReference: 'ABC123', ...overrides });
    const response = await postJson(`${app.url}/api/flight-checks`, body);
    expect(response.status, await response.clone().text()).toBe(201);
    return { ...((await response.json()) as Offered), email };
  };
  const chooseInWizard = (claim: Submitted, token = claim.uploadToken) =>
    fetch(`${app.url}/api/flight-checks/${claim.id}/do-it-yourself`, { method: 'POST', headers: { 'x-upload-token': token } });
  const sessionOf = async (email: string): Promise<PassengerClient> => {
    const session = await openPassengerSession(database().pool, deriveKey(app.secretKey, 'passenger-session'), email);
    return passengerClient(app, `${PASSENGER_SESSION_COOKIE}=${session.token}`, session.csrfToken);
  };
  const unassigned = async () => ((await (await admin.fetch('/api/admin/queues/unassigned/claims')).json()) as { items: { claimId: number }[] }).items.map((item) => item.claimId);
  const letterOf = (client: PassengerClient, claimId: number, lang: string) => client.fetch(`/api/passenger/claims/${claimId}/do-it-yourself/letter?lang=${lang}`);

  it('when the carrier pays directly, then the submission offers the free path with its claim form; another carrier’s does not', async () => {
    const offered = await submitFor('offerta');
    // FCO → JFK, 5 h 30 late: 600 € each; with us 25 % + IVA of it, only if the airline pays.
    expect(offered.doItYourself).toEqual({
      carrierName: 'ITA Airways',
      claimsWebFormUrl: 'https://www.ita-airways.com/reclami',
      estimate: { compensationCents: 60_000, feeCents: 18_300, netCents: 41_700 },
    });
    const notOffered = await submitFor('air-france', { flightNumber: 'AF 1204' });
    expect(notOffered.doItYourself).toBeNull();

    const refused = await chooseInWizard(notOffered);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Per la compagnia di questo volo il fai da te gratuito non è disponibile: ci pensiamo noi');
  });

  it('when the passenger chooses it in the wizard, then the claim records it with no mandate and no fee, the operators’ page shows it and their queues leave it out', async () => {
    const claim = await submitFor('scelta');
    const chosen = await chooseInWizard(claim);
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    const view = (await chosen.json()) as DoItYourselfView;
    expect(view.since).not.toBeNull();
    expect(view.enforcementBody).toEqual({ shortName: 'ENAC', complaintUrl: 'https://www.enac.gov.it/passeggeri' });
    expect(view.letterLinks).toEqual({ it: `/api/passenger/claims/${claim.id}/do-it-yourself/letter?lang=it`, en: `/api/passenger/claims/${claim.id}/do-it-yourself/letter?lang=en` });

    const events = await streamOf(app, claim.id);
    expect(events.filter((event) => event.type === 'DoItYourselfChosen').map((event) => event.data)).toEqual([{ reason: 'no_mandate_no_fee', operatingCarrier: 'AZ' }]);
    expect(events.some((event) => event.type === 'MandateSigned')).toBe(false);
    // Chosen twice is still once.
    expect((await chooseInWizard(claim)).status).toBe(200);
    expect((await streamOf(app, claim.id)).filter((event) => event.type === 'DoItYourselfChosen')).toHaveLength(1);

    const detail = (await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json()) as { doItYourselfSince: string | null; silentDays: number | null };
    expect(detail.doItYourselfSince).toBe(view.since);
    expect(detail.silentDays).toBeNull();
    const timeline = ((await (await admin.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json()) as { entries: { description: string }[] }).entries;
    expect(timeline.map((entry) => entry.description)).toContain('Il passeggero ha scelto il fai da te con la compagnia AZ: nessun mandato, nessun compenso, nessuna lettera da parte nostra');

    // Folded by the runner a moment later (the queues gather events): a claim submitted after it shows when it is there.
    const queued = await submitFor('in-coda');
    await expect.poll(unassigned, { timeout: 15_000 }).toContain(queued.id);
    expect(await unassigned()).not.toContain(claim.id);
  });

  it('when the claim is already being worked on, a mandate is signed, or the token is not the claim’s, then the choice is refused', async () => {
    const claim = await submitFor('in-lavorazione');
    expect((await admin.fetch(`/api/admin/flight-checks/${claim.id}/status`, { method: 'PUT', body: { adminStatus: 'under_review' } })).status).toBe(200);
    const late = await chooseInWizard(claim);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { detail: string }).detail).toContain('il fai da te si può scegliere solo prima');

    // A signed mandate makes the claim ours as well.
    const signedFirst = await submitFor('mandato-firmato');
    const signature = { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'typed' }, consent: true };
    expect((await signWithToken(app, signedFirst, signature)).status).toBe(201);
    const afterMandate = await chooseInWizard(signedFirst);
    expect(afterMandate.status).toBe(409);
    expect(((await afterMandate.json()) as { detail: string }).detail).toContain('con un mandato firmato');

    const other = await submitFor('altro-token');
    expect((await chooseInWizard(other, claim.uploadToken)).status).toBe(403);
    expect((await fetch(`${app.url}/api/flight-checks/${other.id}/do-it-yourself`, { method: 'POST' })).status).toBe(403);
  });

  it('when the passenger chooses it in their area, then only their own session with its CSRF token records it', async () => {
    const claim = await submitFor('area');
    const passenger = await sessionOf(claim.email);
    const path = `/api/passenger/claims/${claim.id}/do-it-yourself`;
    const offered = (await (await passenger.fetch(path)).json()) as DoItYourselfView;
    expect(offered).toMatchObject({ offer: { carrierName: 'ITA Airways' }, since: null, letterLinks: null });

    expect((await fetch(`${app.url}${path}`, { method: 'POST' })).status).toBe(401);
    expect((await passenger.fetch(path, { method: 'POST', csrf: false })).status).toBe(403);
    const stranger = await sessionOf((await submitFor('area-estraneo')).email);
    expect((await stranger.fetch(path, { method: 'POST' })).status).toBe(404);
    expect((await streamOf(app, claim.id)).some((event) => event.type === 'DoItYourselfChosen')).toBe(false);

    const chosen = await passenger.fetch(path, { method: 'POST' });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as DoItYourselfView).since).not.toBeNull();
    const events = await streamOf(app, claim.id);
    expect(events.find((event) => event.type === 'DoItYourselfChosen')?.metadata.actor).toEqual({ kind: 'passenger', id: claim.practiceNumber });
  });

  it('when the passenger downloads the letter in Italian, then it is addressed to the carrier with the flight, the facts, the Art. 7 amount, their details, the attachments and the deadlines', async () => {
    const claim = await submitFor('lettera-it');
    expect((await chooseInWizard(claim)).status).toBe(200);
    const passenger = await sessionOf(claim.email);

    const response = await letterOf(passenger, claim.id, 'it');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="lettera-reclamo-${claim.practiceNumber}-it.pdf"`);
    const text = await printedText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Spett.le ITA Airways',
      'Oggetto: volo AZ610 del',
      'richiesta di compensazione ai sensi del Regolamento (CE) n. 261/2004 e costituzione in mora',
      'con 5 ore e 30 minuti di ritardo',
      'pari a 600,00',
      'per passeggero',
      'Maria Rossi',
      claim.email,
      'Codice di prenotazione: ABC123',
      'atto interruttivo della prescrizione',
      'entro 6 settimane',
      'presenterò reclamo a ENAC (Ente Nazionale per l',
      'carta d',
      'documento d',
      'https://www.enac.gov.it/passeggeri',
      'conferma della prenotazione',
      'https://www.ita-airways.com/reclami',
      'per prudenza agisci entro un anno dal volo',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('when the passenger downloads the letter in English, then the same letter reads in English', async () => {
    const claim = await submitFor('lettera-en');
    expect((await chooseInWizard(claim)).status).toBe(200);
    const response = await letterOf(await sessionOf(claim.email), claim.id, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="claim-letter-${claim.practiceNumber}-en.pdf"`);
    const text = await printedText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      'Passenger claims department',
      'claim for compensation under Regulation (EC) No 261/2004 and formal notice',
      'reached its destination 5 hours and 30 minutes late',
      'EUR 600.00 per passenger',
      'Booking reference: ABC123',
      'within 6 weeks',
      'ENAC',
      'boarding pass',
      'identity document',
      'booking confirmation',
      'https://www.ita-airways.com/reclami',
      'act within one year of the flight',
    ]) {
      expect(text).toContain(expected);
    }
    const badLanguage = await letterOf(await sessionOf(claim.email), claim.id, 'fr');
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.text()).toContain('Lingua della lettera non valida');
  });

  it('when someone else asks for the letter (no session, another passenger, an operator, a claim that is ours), then nothing of it comes back', async () => {
    const claim = await submitFor('attacchi');
    expect((await chooseInWizard(claim)).status).toBe(200);
    const path = `/api/passenger/claims/${claim.id}/do-it-yourself/letter?lang=it`;

    const anonymous = await fetch(`${app.url}${path}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');

    const stranger = await submitFor('estraneo');
    const strangerSession = await sessionOf(stranger.email);
    const theirs = await strangerSession.fetch(path);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(claim.practiceNumber);

    // An operator's session is no passenger's: the route knows only passengers.
    expect((await admin.fetch(path)).status).toBe(401);
    // The upload token opens the wizard's choice, not the letter.
    expect((await fetch(`${app.url}${path}`, { headers: { 'x-upload-token': claim.uploadToken } })).status).toBe(401);
    // Forged cookies are no session.
    expect((await fetch(`${app.url}${path}`, { headers: { cookie: `${PASSENGER_SESSION_COOKIE}=forged` } })).status).toBe(401);

    // The stranger's own claim is ours, not theirs to do: no letter for it.
    const notChosen = await strangerSession.fetch(`/api/passenger/claims/${stranger.id}/do-it-yourself/letter?lang=it`);
    expect(notChosen.status).toBe(409);
    expect(await notChosen.text()).toContain('solo se hai scelto il fai da te');
  });

  it('when the passenger hands the claim back («Ci pensiamo noi»), then the claim is ours again: back in the queues, no letter, the usual path', async () => {
    const claim = await submitFor('ritorno');
    expect((await chooseInWizard(claim)).status).toBe(200);
    const passenger = await sessionOf(claim.email);

    // On their own, nobody acts for the passenger: no mandate is signed.
    const signature = { passengerId: 1, signerName: 'Maria Rossi', signedAs: 'passenger', signature: { kind: 'typed' }, consent: true };
    const refusedSigning = await signWithToken(app, claim, signature);
    expect(refusedSigning.status).toBe(409);
    expect(((await refusedSigning.json()) as { detail: string }).detail).toContain('Hai scelto il fai da te: il mandato non serve');

    const withoutCsrf = await passenger.fetch(`/api/passenger/claims/${claim.id}/our-service`, { method: 'POST', csrf: false });
    expect(withoutCsrf.status).toBe(403);
    const stranger = await sessionOf((await submitFor('ritorno-estraneo')).email);
    expect((await stranger.fetch(`/api/passenger/claims/${claim.id}/our-service`, { method: 'POST' })).status).toBe(404);

    const handedBack = await passenger.fetch(`/api/passenger/claims/${claim.id}/our-service`, { method: 'POST' });
    expect(handedBack.status, await handedBack.clone().text()).toBe(200);
    expect(((await handedBack.json()) as DoItYourselfView).since).toBeNull();
    const events = await streamOf(app, claim.id);
    expect(events.filter((event) => event.type === 'OurServiceChosen').map((event) => event.data)).toEqual([{ daysOnTheirOwn: 0 }]);
    expect(((await (await admin.fetch(`/api/admin/flight-checks/${claim.id}`)).json()) as { doItYourselfSince: string | null }).doItYourselfSince).toBeNull();
    expect((await letterOf(passenger, claim.id, 'it')).status).toBe(409);

    const story = (await (await passenger.fetch(`/api/passenger/claims/${claim.id}`)).json()) as { summary: { doItYourselfSince: string | null }; timeline: { title: string }[] };
    expect(story.summary.doItYourselfSince).toBeNull();
    expect(story.timeline.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Hai scelto di fare da te, gratis', 'Ci hai affidato la pratica']));
    // The usual path from here: the mandate is signed, and our fee follows from it.
    const signed = await signWithToken(app, claim, signature);
    expect(signed.status, await signed.clone().text()).toBe(201);

    await expect.poll(unassigned, { timeout: 15_000 }).toContain(claim.id);
  });

  it('when the read models are checked against the streams, then the claims and the queues agree with every «Fai da te» and hand-back folded so far', async () => {
    await caughtUp(app, 'projections');
    for (const name of ['claims', 'claim_queues']) {
      const lines: string[] = [];
      const code = await runProjectionsCommand(['verify', name], { pool: database().pool, store: app.store, handlers: app.handlers, batchSize: 3, print: (line) => lines.push(line) });
      expect(lines.join('\n')).toMatch(new RegExp(`^${name}: \\d+ events up to \\S+: identical$`, 'm'));
      expect(code).toBe(0);
    }
  });
});
