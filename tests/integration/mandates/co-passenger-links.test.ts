import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { claimStream } from '../../../src/claims/contract.js';
import type { ClaimMandates } from '../../../src/contracts/mandates.js';
import { issueSigningLinkToken } from '../../../src/mandates/index.js';
import { deriveKey } from '../../../src/platform/security/keys.js';
import { useTestDatabase } from '../../support/database.js';
import { startSmtpSink } from '../../support/smtp-sink.js';
import { postJson, startTestApp, type OperatorClient, type TestApp } from '../../support/test-app.js';
import { airportIds, type Submitted } from '../claims/claim-fixtures.js';
import { signIn, type SmtpSink } from '../passengers/passenger-fixtures.js';
import { familyClaim, readMandates, signWithToken } from './mandates-fixtures.js';

const redisUrl = inject('redisUrl');
if (!redisUrl) console.warn(`Co-passengers' signing link tests not run: ${inject('redisMissingReason')}`);

const CONTACT = { fullName: 'Maria Rossi', dateOfBirth: '1985-04-12', email: 'maria.rossi@example.it' };
/** The adult co-passenger, with an address of each test's own, so that each test reads its own e-mails. */
const paolo = (tag: string) => ({ fullName: 'Paolo Bianchi', dateOfBirth: '1983-01-30', email: `paolo.${tag}@example.it` });
type Companion = { fullName: string; dateOfBirth: string; email: string | null };
const LUCA = { fullName: 'Luca Rossi', dateOfBirth: '2016-09-01', email: null };
const SUBJECT = /^Firma il tuo mandato — pratica \d{6}$/;

describe.runIf(redisUrl)('an adult co-passenger signs only with their own e-mailed link', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let app: TestApp;
  let operator: OperatorClient;
  let airports: Awaited<ReturnType<typeof airportIds>>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp(database(), { SMTP_URL: smtp.url, EMAIL_ATTEMPTS: '1' }, { redisUrl: redisUrl!, workers: true });
    operator = await app.operator('operator', 'Giulia Verdi');
    airports = await airportIds(database().pool);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const events = async (claim: { id: number }, type?: string) => {
    const all = [];
    for await (const event of app.store.readStream(claimStream(claim.id))) if (!type || event.type === type) all.push(event);
    return all;
  };
  const typed = (passengerId: number, signerName: string, signedAs = 'passenger') => ({ passengerId, signerName, signedAs, signature: { kind: 'typed' }, consent: true });
  const linkMails = (address: string) => smtp.received.filter((mail) => mail.to.includes(address) && SUBJECT.test(mail.subject));
  /** The token of the n-th signing link e-mailed to the address (waits for it). */
  const linkToken = async (address: string, count = 1) => {
    await expect.poll(() => linkMails(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    const mail = linkMails(address)[count - 1]!;
    const link = /https?:\/\/\S+\/firma-mandato\?t=([\w.%-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    return { mail, token: decodeURIComponent(link![1]!) };
  };
  const ownLink = (token: string, method = 'GET', body?: unknown) =>
    method === 'GET' ? fetch(`${app.url}/api/mandate-signing`, { headers: { 'x-mandate-token': token } }) : postJson(`${app.url}/api/mandate-signing`, body, { 'x-mandate-token': token });
  const party = (...others: Companion[]) => familyClaim(app, airports, [CONTACT, ...others]);
  const documentsOf = async (claim: Submitted) => ((await (await operator.fetch(`/api/flight-checks/${claim.id}/documents`)).json()) as { documents: unknown[] }).documents;

  it('when the contact signs an adult co-passenger’s mandate by typing their name, then it is a 403 in Italian, and no event nor document is stored', async () => {
    const claim = await party(paolo('403'));
    const others = async () => (await events(claim)).filter((event) => event.type !== 'MandateSigningLinkRequested').length;
    const before = await others();

    const response = await signWithToken(app, claim, typed(2, 'Paolo Bianchi'));

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ title: 'Firma non consentita', detail: expect.stringContaining('firma il proprio mandato di persona') });
    expect(await others()).toBe(before);
    expect(await events(claim, 'MandateSigned')).toHaveLength(0);
    expect(await documentsOf(claim)).toEqual([]);
  });

  it('when the contact tries the same from the passenger area, then it is a 403 too and nothing is signed', async () => {
    const claim = await party(paolo('area'));
    const contact = await signIn(app, smtp, CONTACT.email);

    const response = await contact.fetch(`/api/passenger/claims/${claim.id}/mandates`, { method: 'POST', body: typed(2, 'Paolo Bianchi') });

    expect(response.status).toBe(403);
    expect(await events(claim, 'MandateSigned')).toHaveLength(0);
  });

  it('when the contact signs their own mandate and a minor’s as guardian, then both are signed through the contact’s access', async () => {
    const claim = await party(LUCA);

    expect((await signWithToken(app, claim, typed(1, 'Maria Rossi'))).status).toBe(201);
    const guardian = await signWithToken(app, claim, typed(2, 'Maria Rossi', 'guardian'));

    expect(guardian.status, await guardian.clone().text()).toBe(201);
    expect((await events(claim, 'MandateSigned')).map((event) => event.data)).toMatchObject([
      { passengerId: 1, signedAs: 'passenger', signedVia: 'contact_session' },
      { passengerId: 2, signedAs: 'guardian', signedVia: 'contact_session' },
    ]);
    // A minor gets no link: the guardian signs.
    expect(await events(claim, 'MandateSigningLinkRequested')).toHaveLength(0);
  });

  it('when the claim is submitted, then the adult co-passenger with an address gets their own link by e-mail (with the privacy notice), and it signs their mandate only', async () => {
    const claim = await party(paolo('own'), LUCA);
    const { mail, token } = await linkToken(paolo('own').email!);
    expect(mail.text).toContain('Gentile Paolo Bianchi');
    expect(mail.text).toMatch(/informativa sulla privacy completa è su https?:\/\/\S+\/privacy/);
    // Luca is a minor: his guardian signs, he gets no link.
    expect((await events(claim, 'MandateSigningLinkRequested')).map((event) => event.data)).toEqual([{ passengerId: 2, linkVersion: 1 }]);
    expect((await readMandates(app, claim)).passengers.map((passenger) => passenger.signing)).toEqual(['here', 'own_link', 'here']);

    const opened = (await (await ownLink(token)).json()) as ClaimMandates;
    expect(opened.passengers).toEqual([expect.objectContaining({ passengerId: 2, fullName: 'Paolo Bianchi', signed: null })]);

    const signed = await ownLink(token, 'POST', typed(2, 'paolo  bianchi'));

    expect(signed.status, await signed.clone().text()).toBe(201);
    const [event] = await events(claim, 'MandateSigned');
    expect(event!.data).toMatchObject({ passengerId: 2, signedAs: 'passenger', signedVia: 'own_link' });
    const timeline = (await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).json()) as { entries: { type: string; description: string }[] };
    expect(timeline.entries.find((entry) => entry.type === 'MandateSigned')?.description).toMatch(/^Mandato firmato per il passeggero 2 da paolo bianchi con il proprio link/);
    expect(timeline.entries.find((entry) => entry.type === 'MandateSigningLinkRequested')?.description).toBe('Link per firmare il mandato inviato per e-mail al passeggero 2');
  });

  it('when a co-passenger gets their link, then the same e-mail carries the privacy notice of art. 14 GDPR: who we are, what data, from whom, why, on what basis, how long, their rights', async () => {
    await party(paolo('privacy'));
    const { mail } = await linkToken(paolo('privacy').email!);
    const text = mail.text.replace(/\s+/g, ' ');

    expect(text).toContain('Informativa sul trattamento dei tuoi dati (art. 14 del Regolamento (UE) 2016/679)');
    expect(text).toMatch(/Chi tratta i tuoi dati\. Il titolare del trattamento è .+, partita IVA .+; per i tuoi dati scrivi a \S+@\S+/);
    expect(text).toMatch(/Quali dati e da chi li abbiamo\. Nome e cognome, data di nascita, indirizzo e-mail, i dati del volo .+ ce li ha comunicati Maria Rossi, che ha compilato la richiesta/);
    expect(text).toMatch(/Perché e su quale base\. .+art\. 6, par\. 1, lett\. f GDPR.+art\. 6, par\. 1, lett\. b/);
    expect(text).toMatch(/Per quanto tempo\. .+\d+ giorni.+\d+ mesi.+\d+ anni/);
    expect(text).toMatch(/I tuoi diritti\. .+accesso, rettifica, cancellazione.+Garante per la protezione dei dati personali/);
    // The HTML part says the same, escaped, after the button.
    expect(mail.html).toContain('Informativa sul trattamento dei tuoi dati');
    expect(mail.html.indexOf('Firma il mandato</a>')).toBeLessThan(mail.html.indexOf('Chi tratta i tuoi dati'));
  });

  it('when the link is used for another passenger, under another name or as guardian, then it is refused and nothing is stored', async () => {
    const claim = await party(paolo('other'));
    const { token } = await linkToken(paolo('other').email!);

    const contactsMandate = await ownLink(token, 'POST', typed(1, 'Maria Rossi'));
    expect(contactsMandate.status).toBe(403);
    expect(await contactsMandate.text()).toContain('Questo link serve a firmare soltanto il tuo mandato.');
    expect((await ownLink(token, 'POST', typed(2, 'Maria Rossi'))).status).toBe(400);
    expect((await ownLink(token, 'POST', typed(2, 'Maria Rossi', 'guardian'))).status).toBe(400);

    expect(await events(claim, 'MandateSigned')).toHaveLength(0);
    expect(await documentsOf(claim)).toEqual([]);
  });

  it('when the link is forged, expired, of an older version or missing, then it opens nothing and signs nothing', async () => {
    const claim = await party(paolo('forged'));
    const { token } = await linkToken(paolo('forged').email!);
    const key = deriveKey(app.secretKey, 'mandate-signing-link');
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherClaim = `${Buffer.from(JSON.stringify({ ...payload, claimId: claim.id - 1 })).toString('base64url')}.${signature}`;
    const expired = issueSigningLinkToken({ claimId: claim.id, passengerId: 2, version: 1 }, key, new Date(Date.now() - 15 * 86_400_000));
    const otherKey = issueSigningLinkToken({ claimId: claim.id, passengerId: 2, version: 1 }, deriveKey('un-altro-segreto-lungo-abbastanza', 'mandate-signing-link'), new Date());

    for (const refused of [otherClaim, expired, otherKey, 'non.un-token', '']) {
      const read = await ownLink(refused);
      expect(read.status).toBe(403);
      expect(await read.json()).toMatchObject({ title: 'Link non valido o scaduto' });
      expect((await ownLink(refused, 'POST', typed(2, 'Paolo Bianchi'))).status).toBe(403);
    }

    // An operator sends a new link: the first one ends, the new one works.
    const resent = await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates/2/signing-link`, { method: 'POST' });
    expect(resent.status, await resent.clone().text()).toBe(202);
    expect(JSON.stringify(await resent.json())).not.toContain('t=');
    const { token: fresh } = await linkToken(paolo('forged').email!, 2);
    expect((await ownLink(token, 'POST', typed(2, 'Paolo Bianchi'))).status).toBe(403);
    expect(await events(claim, 'MandateSigned')).toHaveLength(0);
    expect((await ownLink(fresh, 'POST', typed(2, 'Paolo Bianchi'))).status).toBe(201);
  });

  it('when the link went out, then no answer to the contact or to operators holds it, and the event stream does not either', async () => {
    const claim = await party(paolo('secret'));
    const { token } = await linkToken(paolo('secret').email!);
    const answers = [
      await (await fetch(`${app.url}/api/flight-checks/${claim.id}/mandates`, { headers: { 'x-upload-token': claim.uploadToken } })).text(),
      await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates`)).text(),
      await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/communications`)).text(),
      await (await operator.fetch(`/api/admin/flight-checks/${claim.id}/timeline`)).text(),
      JSON.stringify((await events(claim)).map((event) => [event.type, event.data, event.metadata])),
    ];
    for (const answer of answers) expect(answer).not.toContain(token.split('.')[1]);
  });

  it('when an operator asks a link for the contact or a minor, then it is refused in Italian and nothing is appended', async () => {
    const claim = await party(LUCA);
    for (const passengerId of [1, 2]) {
      const response = await operator.fetch(`/api/admin/flight-checks/${claim.id}/mandates/${passengerId}/signing-link`, { method: 'POST' });
      expect(response.status).toBe(409);
      expect((await response.json()).detail).toMatch(/nessun link da inviare/);
    }
    expect(await events(claim, 'MandateSigningLinkRequested')).toHaveLength(0);
  });
});
