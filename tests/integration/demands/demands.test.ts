import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DemandPanel } from '../../../src/contracts/demands.js';
import type { AirlineContact } from '../../../src/contracts/demands.js';
import { messageIdOf } from '../../../src/communications/outbound/outbound-job.js';
import { sendAirlineLetter } from '../../../src/communications/outbound/send-airline-letter.js';
import { sendingOnce } from '../../../src/communications/outbound/sent-messages.js';
import { requestSending } from '../../../src/demands/send-letter.js';
import { airlineLetters } from '../../../src/demands/letter-dispatch.js';
import { createCommandExecutor } from '../../../src/platform/event-store/execute-command.js';
import { createLogger } from '../../../src/platform/logger.js';
import { useTestDatabase } from '../../support/database.js';
import { italianDate, RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { samplePdf } from '../../support/sample-files.js';
import { settled } from '../../support/settled.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { COMPANY_ENV, passengerOf } from '../billing/billing-fixtures.js';
import { airportIds, claimBody, submit } from '../claims/claim-fixtures.js';
import { streamOf } from '../privacy/fixtures.js';
import { printedText } from '../../support/pdf-text.js';
import { allowAddress, airlinePath, panelOf, readyClaim, recordFlightTimes, signMandate, uploadIdentityDocument } from './demand-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Demand letter tests not run: ${inject('redisMissingReason')}`);

const CLAIMS_DESK = 'reclami@compagnia.example';

describe.runIf(redisUrl)('claiming from the airline: the letter, its sending, the answer', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let operator: OperatorClient;
  let admin: OperatorClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { ...COMPANY_ENV, AIRLINE_SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '50' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    admin = await app.operator('admin', 'Anna Amministratrice');
    // ITA Airways publishes no claims e-mail in the carriers' table: an admin adds the desks the letters go to.
    for (const address of [CLAIMS_DESK, 'retry@compagnia.example', 'doppio@compagnia.example', 'fallita@compagnia.example', 'riprova-monitoraggio@compagnia.example']) await allowAddress(admin, 'AZ', address);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const generate = (claim: { id: number }, body: unknown = { language: 'it' }) => operator.fetch(airlinePath(claim, '/letter'), { method: 'POST', body });
  const send = (claim: { id: number }, recipient = CLAIMS_DESK) => operator.fetch(airlinePath(claim, '/send'), { method: 'POST', body: { recipient } });
  const reply = (claim: { id: number }, body: Record<string, unknown>) => operator.fetch(airlinePath(claim, '/replies'), { method: 'POST', body: { receivedOn: '2026-11-20', ...body } });
  const eventsOf = async (claim: { id: number }, type: string) => (await streamOf(app, claim.id)).filter((event) => event.type === type);
  const descriptionsOf = async (claim: { id: number }, type: string) => {
    const response = await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`);
    expect(response.status, await response.clone().text()).toBe(200);
    const { entries } = (await response.json()) as { entries: { type: string; description: string }[] };
    return entries.filter((entry) => entry.type === type).map((entry) => entry.description.replace(/\s/g, ' '));
  };
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('when no passenger has signed the mandate, then «Genera lettera» is refused naming them and nothing is appended', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: 'Carla Neri' }));
    await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { compensationAmount: 600 } });

    const response = await generate(claim);

    expect(response.status).toBe(409);
    expect((await response.json()).detail).toContain('Nessun passeggero ha ancora firmato il mandato (mancano: Carla Neri)');
    expect(await eventsOf(claim, 'DemandLetterGenerated')).toHaveLength(0);
    expect((await panelOf(operator, claim)).missing).toEqual(['Nessun passeggero ha ancora firmato il mandato (mancano: Carla Neri)']);
  });

  it('when only the contact of a booking of two adults has signed, then the letter names and claims for the contact alone, with their mandate attached', async () => {
    const passengers = [
      { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.coppia@example.it' },
      { fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: 'paolo.coppia@example.it' },
    ];
    const claim = await readyClaim(app, database().pool, operator, { email: 'maria.coppia@example.it', bookingReference: 'X7K2QL', passengers });

    const response = await generate(claim);

    expect(response.status, await response.clone().text()).toBe(201);
    const panel = (await response.json()) as DemandPanel;
    expect(panel.letter).toMatchObject({ amountCents: 60000 });
    const [generated] = await eventsOf(claim, 'DemandLetterGenerated');
    expect(generated!.data).toMatchObject({ amountCents: 60000, attachmentDocumentIds: [expect.any(String), expect.any(String)] });
    const text = await printedText(new Uint8Array(await (await operator.fetch(panel.letter!.objectPath)).arrayBuffer()));
    expect(text).toContain('Maria Rossi');
    expect(text).not.toContain('Paolo Bianchi');
    expect(text).toMatch(/Totale \(1 passeggero\)\s*600,00/);

    // The claim goes ahead for her: the letter leaves with her mandate alone, while Paolo's stays unsigned.
    expect((await send(claim)).status).toBe(202);
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    const [mail] = mailsTo(CLAIMS_DESK).filter((sent) => sent.subject.includes(claim.practiceNumber));
    expect(mail!.attachments.filter((attachment) => attachment.filename.startsWith('mandato-')).map((attachment) => attachment.filename)).toEqual([`mandato-${claim.practiceNumber}-passeggero-1.pdf`]);
    const mandates = (await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates`)).json()) as { passengers: { passengerId: number; signed: unknown; signing: string }[] };
    expect(mandates.passengers.map(({ passengerId, signed, signing }) => ({ passengerId, signed: signed !== null, signing }))).toEqual([
      { passengerId: 1, signed: true, signing: 'here' },
      { passengerId: 2, signed: false, signing: 'own_link' },
    ]);
  });

  it('when the claim is worth nothing (the operator set 0 €), then «Genera lettera» is refused until an amount is set', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: 'Paolo Riva' }));
    await signMandate(app, claim, 'Paolo Riva');
    expect((await operator.fetch(`/api/admin/flight-checks/${claim.id}`, { method: 'PUT', body: { compensationAmount: 0 } })).status).toBe(200);

    const response = await generate(claim);

    expect(response.status).toBe(409);
    expect((await response.json()).detail).toContain('Manca l’importo della compensazione');
    expect(await eventsOf(claim, 'DemandLetterGenerated')).toHaveLength(0);
  });

  it('when the amount is only the assessment’s estimate and the flight’s times are not verified, then «Genera lettera» is refused saying so and nothing is appended; once the times are recorded it is made', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool), { passengerName: 'Elena Sala', arrivalDelayMinutes: 300 }));
    await signMandate(app, claim, 'Elena Sala');
    const unverified = 'Mancano gli orari verificati del volo o un importo confermato da un operatore: verifica il volo, registrane gli orari o conferma l’importo nella pratica';
    const before = await streamOf(app, claim.id);

    const response = await generate(claim);

    expect(response.status).toBe(409);
    expect((await response.json()).detail).toBe(`${unverified}.`);
    expect(await streamOf(app, claim.id)).toHaveLength(before.length);
    expect((await panelOf(operator, claim)).missing).toEqual([unverified]);

    await recordFlightTimes(app, claim);
    expect((await panelOf(operator, claim)).missing).toEqual([]);
    expect((await generate(claim)).status).toBe(201);
  });

  it('when nothing was generated, then «Invia alla compagnia» is refused; a reply before any letter is refused; a wrong address is a 400', async () => {
    const claim = await submit(app.url, claimBody(await airportIds(database().pool)));
    await signMandate(app, claim);

    const noLetter = await send(claim);
    expect(noLetter.status).toBe(409);
    expect((await noLetter.json()).detail).toContain('Genera prima la lettera');

    const early = await reply(claim, { outcome: 'accepted', amount: 600 });
    expect(early.status).toBe(409);
    expect((await early.json()).detail).toContain('genera la lettera prima di registrarne la risposta');

    const badAddress = await send(claim, 'non un indirizzo');
    expect(badAddress.status).toBe(400);
    const badTick = await operator.fetch(airlinePath(claim, '/send'), { method: 'POST', body: { recipient: CLAIMS_DESK, identityDocumentsRequested: 'sì' } });
    expect(badTick.status).toBe(400);
    const badOutcome = await reply(claim, { outcome: 'forse' });
    expect(badOutcome.status).toBe(400);
    const rejectedWithoutReason = await reply(claim, { outcome: 'rejected' });
    expect(rejectedWithoutReason.status).toBe(400);
  });

  it('when the letter is generated, then DemandLetterGenerated names the PDF stored on the claim, its amount and the attachments, and the panel links it', async () => {
    const claim = await readyClaim(app, database().pool, operator);

    const response = await generate(claim);

    expect(response.status, await response.clone().text()).toBe(201);
    const panel = (await response.json()) as DemandPanel;
    expect(panel).toMatchObject({ airlineCode: 'AZ', missing: [], letter: { language: 'it', amountCents: 60000 }, dispatch: null });
    const [generated] = await eventsOf(claim, 'DemandLetterGenerated');
    const data = generated!.data as { documentId: string; attachmentDocumentIds: string[]; sha256: string };
    expect(data).toMatchObject({ airlineCode: 'AZ', language: 'it', amountCents: 60000 });
    expect(data.attachmentDocumentIds).toHaveLength(2); // the mandate and the boarding pass
    const pdf = await operator.fetch(panel.letter!.objectPath);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await descriptionsOf(claim, 'DemandLetterGenerated')).toEqual(['Lettera alla compagnia AZ generata (italiano, 600,00 € in totale)']);

    // Without a language: Italian for AZ, which the carriers' table knows as ITA Airways, Italian…
    const italian = (await (await generate(claim, {})).json()) as DemandPanel;
    expect(italian.letter!.language).toBe('it');
    // …and English for a foreign carrier (LH, Lufthansa).
    const foreign = await readyClaim(app, database().pool, operator, { flightNumber: 'LH 1234' });
    const english = (await (await generate(foreign, {})).json()) as DemandPanel;
    expect(english).toMatchObject({ airlineCode: 'LH', carrier: { name: 'Lufthansa' }, letter: { language: 'en' } });
    // Both are formal notices, and the company's details close them.
    const printed = async (panel: DemandPanel) => (await printedText(new Uint8Array(await (await operator.fetch(panel.letter!.objectPath)).arrayBuffer()))).replace(/\s+/g, ' ');
    // The PDF's text as printedText reads it keeps WinAnsi's curly apostrophes and dashes as control characters: any character stands for them.
    expect(await printed(italian)).toMatch(/costituzione in mora ai sensi dell.art\. 1219 c\.c\..*P\.IVA IT01234567890/);
    const englishText = await printed(english);
    expect(englishText).toMatch(/formal notice placing the carrier in default under Article 1219.*VAT No IT01234567890/);
    expect(englishText).toMatch(/Signed mandate \W+ Maria Rossi/);
    expect(englishText).not.toMatch(/Mandato firmato|Carta d.imbarco/);
  });

  it('when the letter is sent, then the airline gets one e-mail with the PDF, the mandate and the boarding pass, ClaimSentToAirline holds its Message-ID, and a second send is refused', async () => {
    const claim = await readyClaim(app, database().pool, operator);
    await generate(claim);

    const response = await send(claim);

    expect(response.status, await response.clone().text()).toBe(202);
    await expect.poll(async () => (await panelOf(operator, claim)).dispatch?.status, { timeout: 25_000 }).toBe('sent');
    const mails = mailsTo(CLAIMS_DESK).filter((mail) => mail.subject.includes(claim.practiceNumber));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Richiesta di compensazione Reg. (CE) 261/2004 — volo AZ610 del ${italianDate(RECENT_FLIGHT_DATE)} — pratica ${claim.practiceNumber}`);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf', 'application/pdf', 'application/pdf']);
    expect(mail.attachments[0]!.filename).toBe(`lettera-${claim.practiceNumber}.pdf`);
    expect(mail.text.trim().endsWith(`Distinti saluti,\n${app.config.COMPANY_NAME}`)).toBe(true);
    expect(mail.attachments[1]!.filename).toMatch(/^mandato-/);
    expect(mail.attachments[2]!.filename).toBe('carta-imbarco.pdf');
    for (const attachment of mail.attachments) expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');

    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 5_000 }).toBe(1);
    const [sent] = await eventsOf(claim, 'ClaimSentToAirline');
    expect(sent!.data).toMatchObject({ airlineCode: 'AZ', recipient: CLAIMS_DESK, messageId: mail.messageId });
    expect((await panelOf(operator, claim)).dispatch).toMatchObject({ status: 'sent', recipient: CLAIMS_DESK, messageId: mail.messageId });

    const again = await send(claim);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toContain('già stata inviata');
    const passenger = await passengerOf(app, database().pool, 'maria.rossi@example.it');
    expect(JSON.stringify(await (await passenger(`/api/passenger/claims/${claim.id}`)).json())).toContain('Abbiamo inviato la richiesta di risarcimento alla compagnia aerea');
  });

  it('when an operator sends the letter to an address they typed that is none of the carrier’s, then it is a 422 in Italian: nothing is queued, appended or sent', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'dirottata@example.it' });
    await generate(claim);

    const response = await send(claim, 'attacker@evil.example');

    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: 'Destinatario non ammesso', detail: expect.stringContaining('non è tra quelli della compagnia AZ') });
    expect(await eventsOf(claim, 'AirlineLetterQueued')).toHaveLength(0);
    expect((await panelOf(operator, claim)).dispatch).toBeNull();
    await settled(app);
    expect(mailsTo('attacker@evil.example')).toHaveLength(0);
    expect(await eventsOf(claim, 'ClaimSentToAirline')).toHaveLength(0);
    expect((await panelOf(operator, claim)).allowedRecipients).toEqual(expect.arrayContaining([CLAIMS_DESK]));
    expect((await panelOf(operator, claim)).allowedRecipients).not.toContain('attacker@evil.example');
  });

  it('when an operator (not an admin) adds an address to a carrier, then it is a 403 and the carrier is unchanged; an admin’s addition is an event naming them, and letters may go there', async () => {
    const refused = await operator.fetch('/api/admin/airlines/AZ/claims-addresses', { method: 'POST', body: { address: 'attacker@evil.example' } });
    expect(refused.status).toBe(403);

    await allowAddress(admin, 'AZ', 'PEC.Reclami@Compagnia.example');

    const stream = [];
    for await (const event of app.store.readStream('airline-AZ')) stream.push(event);
    expect(stream.filter((event) => (event.data as { address?: string }).address === 'attacker@evil.example')).toEqual([]);
    const added = stream.filter((event) => event.type === 'AirlineClaimsAddressAdded').at(-1)!;
    expect(added.data).toEqual({ airlineCode: 'AZ', address: 'pec.reclami@compagnia.example' });
    expect(added.metadata.actor).toMatchObject({ kind: 'operator', id: admin.id });
    const detail = await (await operator.fetch('/api/admin/airlines/AZ')).json();
    expect(detail.history[0].changes).toEqual([{ field: 'additionalClaimsEmails', label: 'Indirizzo reclami aggiunto', from: null, to: 'pec.reclami@compagnia.example' }]);

    const claim = await readyClaim(app, database().pool, operator, { email: 'pec@example.it' });
    await generate(claim);
    expect((await send(claim, 'pec.reclami@compagnia.example')).status).toBe(202);
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo('pec.reclami@compagnia.example')).toHaveLength(1);

    // Taken back, it is refused again.
    expect((await admin.fetch(`/api/admin/airlines/AZ/claims-addresses/${encodeURIComponent('pec.reclami@compagnia.example')}`, { method: 'DELETE' })).status).toBe(200);
    const other = await readyClaim(app, database().pool, operator, { email: 'pec2@example.it' });
    await generate(other);
    expect((await send(other, 'pec.reclami@compagnia.example')).status).toBe(422);
  });

  it('when the carrier did not ask for identity documents (no tick), then the e-mail carries none; with the tick they go along and the sending records it', async () => {
    const plain = await readyClaim(app, database().pool, operator, { email: 'senza.documento@example.it' });
    await uploadIdentityDocument(app, plain);
    await generate(plain);
    const [letter] = await eventsOf(plain, 'DemandLetterGenerated');
    expect((letter!.data as { attachmentDocumentIds: string[] }).attachmentDocumentIds).toHaveLength(2);

    expect((await send(plain)).status).toBe(202);
    await expect.poll(async () => (await eventsOf(plain, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    const withoutTick = mailsTo(CLAIMS_DESK).find((mail) => mail.subject.includes(plain.practiceNumber))!;
    expect(withoutTick.attachments.map((attachment) => attachment.filename)).toEqual([`lettera-${plain.practiceNumber}.pdf`, expect.stringMatching(/^mandato-/), 'carta-imbarco.pdf']);
    expect((await eventsOf(plain, 'ClaimSentToAirline'))[0]!.data).toMatchObject({ identityDocumentsRequested: false, attachmentDocumentIds: [expect.any(String), expect.any(String)] });

    const asked = await readyClaim(app, database().pool, operator, { email: 'con.documento@example.it' });
    await uploadIdentityDocument(app, asked);
    await generate(asked);
    const ticked = await operator.fetch(airlinePath(asked, '/send'), { method: 'POST', body: { recipient: CLAIMS_DESK, identityDocumentsRequested: true } });
    expect(ticked.status, await ticked.clone().text()).toBe(202);
    await expect.poll(async () => (await eventsOf(asked, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    const withTick = mailsTo(CLAIMS_DESK).find((mail) => mail.subject.includes(asked.practiceNumber))!;
    expect(withTick.attachments.map((attachment) => attachment.filename)).toEqual([`lettera-${asked.practiceNumber}.pdf`, expect.stringMatching(/^mandato-/), 'carta-imbarco.pdf', 'carta-identita.pdf']);
    expect((await eventsOf(asked, 'ClaimSentToAirline'))[0]!.data).toMatchObject({ identityDocumentsRequested: true, attachmentDocumentIds: [expect.any(String), expect.any(String), expect.any(String)] });
    expect((await descriptionsOf(asked, 'ClaimSentToAirline'))[0]).toContain('documenti d’identità inclusi su richiesta della compagnia');
  });

  it('when the SMTP server refuses the first attempt, then the job retries: one e-mail, one ClaimSentToAirline', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'riprova@example.it' });
    await generate(claim);
    smtp.refuse(1, 'Casella temporaneamente non disponibile per reclami@compagnia.example');

    expect((await send(claim, 'retry@compagnia.example')).status).toBe(202);

    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo('retry@compagnia.example')).toHaveLength(1);
    expect((await panelOf(operator, claim)).dispatch).toMatchObject({ status: 'sent' });
  });

  it('when «Invia alla compagnia» is clicked twice at once, then one request is queued, the other refused, and one e-mail goes', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'doppio@example.it' });
    await generate(claim);

    const statuses = (await Promise.all([send(claim, 'doppio@compagnia.example'), send(claim, 'doppio@compagnia.example')])).map((response) => response.status).sort();

    expect(statuses).toEqual([202, 409]);
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo('doppio@compagnia.example')).toHaveLength(1);
  });

  it('when the SMTP server refuses every attempt, then the request is marked failed with the reason (no address in it), nothing is appended, and sending again works', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'fallita@example.it' });
    await generate(claim);
    smtp.refuse(3, 'Mailbox unavailable: fallita@compagnia.example');

    expect((await send(claim, 'fallita@compagnia.example')).status).toBe(202);

    await expect.poll(async () => (await panelOf(operator, claim)).dispatch?.status, { timeout: 25_000 }).toBe('failed');
    const failed = (await panelOf(operator, claim)).dispatch!;
    expect(failed.failureReason).toContain('Mailbox unavailable');
    expect(failed.failureReason).not.toContain('fallita@compagnia.example');
    expect(await eventsOf(claim, 'ClaimSentToAirline')).toHaveLength(0);

    expect((await send(claim, 'fallita@compagnia.example')).status).toBe(202);
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo('fallita@compagnia.example')).toHaveLength(1);
  });

  it('when a letter fails for good, then Monitoraggio lists it without the address; «Riprova» sends it once and a second «Riprova» is a conflict', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'monitoraggio@example.it' });
    await generate(claim);
    smtp.refuse(3, 'Mailbox unavailable: riprova-monitoraggio@compagnia.example', 'riprova-monitoraggio@compagnia.example');
    expect((await send(claim, 'riprova-monitoraggio@compagnia.example')).status).toBe(202);
    const listedLetter = async () =>
      ((await (await operator.fetch('/api/admin/outbound/failed')).json()) as { messages: { id: string; kind: string; claimId: number }[] }).messages.find((message) => message.claimId === claim.id);
    await expect.poll(listedLetter, { timeout: 25_000 }).toMatchObject({ kind: 'airline-letter', practiceNumber: claim.practiceNumber, reason: expect.stringContaining('Mailbox unavailable') });
    const failed = (await listedLetter())!;
    expect(JSON.stringify(failed)).not.toContain('riprova-monitoraggio@compagnia.example');

    const retried = await operator.fetch(`/api/admin/outbound/failed/${failed.id}/retry`, { method: 'POST' });

    expect(retried.status).toBe(202);
    expect(await listedLetter()).toBeUndefined();
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);
    expect(mailsTo('riprova-monitoraggio@compagnia.example')).toHaveLength(1);
    const again = await operator.fetch(`/api/admin/outbound/failed/${failed.id}/retry`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toMatch(/già stata inviata o riprovata/);
  });

  it('when the SMTP server accepted the e-mail but the event was not appended (a crash), then the retried job appends it once and sends nothing again', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'crash@example.it' });
    const panel = (await (await generate(claim)).json()) as DemandPanel;
    const executeCommand = createCommandExecutor({ store: app.store, waitForReadModels: async () => true });
    const actor = { actor: { kind: 'operator', id: operator.id }, correlationId: 'c', causationId: 'c', requestedAt: new Date().toISOString() } as const;
    const airlines = { contactOf: async () => ({ claimsEmails: ['crash@compagnia.example'] }) as AirlineContact };
    // The request is recorded but its job never ran: the SMTP server took the letter, then the process died before recording it.
    const dispatch = await requestSending({ store: app.store, executeCommand, airlines }, actor, { claimId: claim.id, recipient: 'crash@compagnia.example', identityDocumentsRequested: false });
    const job = { kind: 'airline-letter', dispatchId: dispatch.id } as const;
    await database().pool.query('INSERT INTO outbound_sent_messages (message_id, accepted_as) VALUES ($1, $2)', [messageIdOf(job), '<accettata@smtp>']);
    const letters = airlineLetters({ pool: database().pool, store: app.store, executeCommand, documents: { store: async () => {}, bytes: async () => Buffer.alloc(0) }, company: { name: 'RimborsoVolo24 S.r.l.', address: 'Via Roma 1, Roma', vatNumber: 'IT01234567890', email: 'pratiche@example.it', pec: null, iban: null, bic: null } });
    const unreachable = { send: async () => expect.unreachable('the e-mail was already accepted'), close: () => {} };
    const deps = { letters, logger: createLogger('silent'), transportFor: () => sendingOnce(database().pool, unreachable) };

    expect(await sendAirlineLetter(job, { made: 1, allowed: 3 }, deps)).toBe('sent');
    expect(await sendAirlineLetter(job, { made: 2, allowed: 3 }, deps)).toBe('already_sent');

    const sent = await eventsOf(claim, 'ClaimSentToAirline');
    expect(sent.map((event) => event.data)).toMatchObject([{ messageId: '<accettata@smtp>', recipient: 'crash@compagnia.example', letterDocumentId: panel.letter!.documentId, dispatchId: dispatch.id }]);
    expect(mailsTo('crash@compagnia.example')).toHaveLength(0);
    expect((await panelOf(operator, claim)).dispatch).toMatchObject({ status: 'sent', messageId: '<accettata@smtp>' });
  });

  it('when the airline answers, then AirlineReplied holds the outcome and amount, the reason stays encrypted and away from the passenger, and a voucher tells them it needs their written agreement', async () => {
    const claim = await readyClaim(app, database().pool, operator, { email: 'risposte@example.it' });
    await generate(claim);
    await send(claim);
    await expect.poll(async () => (await eventsOf(claim, 'ClaimSentToAirline')).length, { timeout: 25_000 }).toBe(1);

    const notPdf = await operator.fetch(airlinePath(claim, '/reply-document'), { method: 'POST', body: 'solo testo', headers: { 'content-type': 'text/plain' } });
    expect(notPdf.status).toBe(400);
    const upload = await fetch(`${app.url}${airlinePath(claim, '/reply-document')}`, {
      method: 'POST',
      headers: { cookie: operator.cookie, 'x-csrf-token': operator.csrfToken, 'content-type': 'application/pdf' },
      body: new Uint8Array(samplePdf('Risposta AZ')),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { documentId } = (await upload.json()) as { documentId: string };

    const rejected = await reply(claim, { outcome: 'rejected', reason: 'Maltempo a Fiumicino secondo la compagnia', documentId });
    expect(rejected.status, await rejected.clone().text()).toBe(201);
    const voucher = await reply(claim, { outcome: 'voucher', amount: 700 });
    expect(voucher.status).toBe(201);
    const accepted = await reply(claim, { outcome: 'accepted', amount: 600 });
    const panel = (await accepted.json()) as DemandPanel;
    expect(panel.replies.map((entry) => [entry.outcome, entry.amountCents])).toEqual([
      ['rejected', null],
      ['voucher', 70000],
      ['accepted', 60000],
    ]);
    expect(panel.replies[0]!.documentObjectPath).toBe(`/api/admin/documents/${documentId}/content`);

    const replies = await eventsOf(claim, 'AirlineReplied');
    expect(replies.map((event) => event.data)).toMatchObject([
      { outcome: 'rejected', airlineCode: 'AZ', receivedOn: '2026-11-20', reason: 'Maltempo a Fiumicino secondo la compagnia', documentId },
      { outcome: 'voucher', amountCents: 70000 },
      { outcome: 'accepted', amountCents: 60000 },
    ]);
    const { rows } = await database().pool.query(`SELECT data FROM events WHERE stream_id = $1 AND type = 'AirlineReplied' ORDER BY version LIMIT 1`, [`claim-${claim.id}`]);
    expect(JSON.stringify(rows[0]!.data)).not.toContain('Maltempo');

    const passenger = await passengerOf(app, database().pool, 'risposte@example.it');
    const view = JSON.stringify(await (await passenger(`/api/passenger/claims/${claim.id}`)).json());
    expect(view).toContain('La compagnia aerea ha respinto la richiesta');
    expect(view).toContain('La compagnia aerea ha offerto un buono da 700,00');
    expect(view).toContain('un buono vale solo se lo accetti tu per iscritto (art. 7, par. 3');
    expect(view).toContain('La compagnia aerea ha accettato di pagare 600,00');
    expect(view).not.toContain('Maltempo');
    expect(view).not.toContain('Documento aggiunto dal nostro team');
    expect(await descriptionsOf(claim, 'AirlineReplied')).toEqual([
      'Risposta della compagnia AZ registrata — Accettata: 600,00 €',
      'Risposta della compagnia AZ registrata — Buono offerto: 700,00 €',
      'Risposta della compagnia AZ registrata — Respinta (motivo: Maltempo a Fiumicino secondo la compagnia)',
    ]);
  });
});
