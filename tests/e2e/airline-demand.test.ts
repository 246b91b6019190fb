import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { samplePdf } from '../support/sample-files.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';
import { postJson } from '../support/test-app.js';
import { airportIds, claimBody, submit, type Submitted } from '../integration/claims/claim-fixtures.js';
import { startAeroDataBoxStub, statusFlight, type AeroDataBoxStub } from '../support/aerodatabox-stub.js';

if (!chromiumPath) console.warn(`Airline demand browser test not run: ${chromiumMissingReason}`);

const OPERATOR = { email: 'marco.bianchi@rimborsovolo24.it', name: 'Marco Bianchi', password: 'una-password-lunga' };
const ADMIN = { email: 'anna.rossi@rimborsovolo24.it', name: 'Anna Rossi', password: 'una-password-lunga' };
const PASSENGER = { passengerName: 'Teresa Gallo', email: 'teresa.gallo@example.it' };
const CLAIMS_DESK = 'customer.relations@ita-airways.example';

describe.skipIf(!chromiumPath)('an operator claims from the airline and the passenger sees the answer', () => {
  const database = useTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let flightData: AeroDataBoxStub;
  let server: ServerProcess;
  let browser: Browser;
  let claim: Submitted;

  /** What the passenger does before the operator's work: the mandate signed and the boarding pass uploaded, with the upload link. */
  async function readyClaim() {
    const submitted = await submit(server.url, claimBody(await airportIds(database().pool), PASSENGER));
    const headers = { 'x-upload-token': submitted.uploadToken };
    const signed = await postJson(`${server.url}/api/flight-checks/${submitted.id}/mandates`, { passengerId: 1, signerName: PASSENGER.passengerName, signedAs: 'passenger', signature: { kind: 'typed' }, consent: true }, headers);
    expect(signed.status, await signed.clone().text()).toBe(201);
    const grant = await (await postJson(`${server.url}/api/documents/upload-signature`, { practiceNumber: submitted.practiceNumber }, headers)).json();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'carta-imbarco.pdf');
    expect((await fetch(`${server.url}${grant.upload_url}`, { method: 'POST', body: form })).status).toBe(201);
    const recorded = await postJson(`${server.url}/api/documents`, { practiceNumber: submitted.practiceNumber, public_id: grant.public_id, fileType: 'carta_imbarco', originalName: 'carta-imbarco.pdf', description: 'Andata' }, headers);
    expect(recorded.status).toBe(201);
    return submitted;
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // The flight-data service, answering as AeroDataBox does: the claim's AZ 610 landed at JFK 4 h 20 min late.
    flightData = await startAeroDataBoxStub();
    flightData.answer(() => ({
      body: [
        statusFlight({
          number: 'AZ 610',
          from: 'FCO',
          to: 'JFK',
          status: 'Arrived',
          departure: { scheduled: `${RECENT_FLIGHT_DATE} 10:15+02:00`, revised: `${RECENT_FLIGHT_DATE} 14:30+02:00` },
          arrival: { scheduled: `${RECENT_FLIGHT_DATE} 13:50-04:00`, revised: `${RECENT_FLIGHT_DATE} 18:10-04:00` },
        }),
      ],
    }));
    await createOperator(database().pool, { ...OPERATOR, role: 'operator' });
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    server = await startServer({
      DATABASE_URL: database().url,
      SMTP_URL: smtp.url,
      AIRLINE_SMTP_URL: smtp.url,
      AERODATABOX_API_KEY: 'chiave-di-prova',
      AERODATABOX_BASE_URL: flightData.url,
      QUEUE_PREFIX: `e2e-airline-${Date.now()}`,
      COMPANY_NAME: 'RimborsoVolo24 S.r.l.',
      COMPANY_IBAN: 'IT03L0300203280000400162854',
      COMPANY_BIC: 'BPMOIT22XXX',
    });
    claim = await readyClaim();
    // ITA Airways publishes no claims e-mail in the carriers' table: an admin adds the desk letters may go to.
    const login = await postJson(`${server.url}/api/admin/login`, { email: ADMIN.email, password: ADMIN.password });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const added = await fetch(`${server.url}/api/admin/airlines/AZ/claims-addresses`, {
      method: 'POST',
      headers: { cookie: login.headers.get('set-cookie')!.split(';')[0]!, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ address: CLAIMS_DESK }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await flightData?.close();
  });

  async function operatorPage(): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    await openInteractive(page, `${server.url}/admin/practice/${claim.id}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: `Pratica #${claim.practiceNumber}` }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('when the operator verifies the flight, generates the letter, sends it and records the airline’s acceptance, then the airline’s inbox has the PDF and the mandate and the passenger reads the answer in plain Italian', async () => {
    const operator = await operatorPage();
    await operator.getByRole('tab', { name: 'Compagnia aerea' }).click();
    const errors: string[] = [];
    operator.on('pageerror', (error) => errors.push(error.message));

    // Neither verified times nor a confirmed amount yet: the button is disabled, and the panel says why.
    const generateButton = operator.getByRole('button', { name: 'Genera lettera' });
    await operator.getByRole('list', { name: 'Cosa manca per la lettera' }).getByText(/^Mancano gli orari verificati del volo/).waitFor({ timeout: 15_000 });
    expect(await generateButton.isDisabled()).toBe(true);
    const describedBy = await generateButton.getAttribute('aria-describedby');
    expect(await operator.locator(`[id="${describedBy}"]`).innerText()).toContain('Mancano gli orari verificati del volo');

    // The amount the letter claims: the operator confirms 600 € in the claim's details.
    const login = await postJson(`${server.url}/api/admin/login`, { email: OPERATOR.email, password: OPERATOR.password });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const edited = await fetch(`${server.url}/api/admin/flight-checks/${claim.id}`, {
      method: 'PUT',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ compensationAmount: 600 }),
    });
    expect(edited.status).toBe(200);
    await operator.reload();
    await operator.locator('html[data-interactive]').waitFor({ state: 'attached' });

    await operator.getByRole('button', { name: 'Verifica volo' }).click();
    await operator.getByText("4 h 20 min all'arrivo").waitFor({ timeout: 15_000 });
    expect(flightData.requests.map((request) => request.path)).toEqual([`/flights/number/AZ610/${RECENT_FLIGHT_DATE}`]);

    await operator.getByLabel('Lingua').selectOption({ label: 'Italiano' });
    await operator.getByRole('button', { name: 'Genera lettera' }).click();
    const letterLink = operator.getByRole('link', { name: 'Apri la lettera (PDF)' });
    await letterLink.waitFor({ timeout: 15_000 });
    const letterUrl = `${server.url}${await letterLink.getAttribute('href')}`;
    await expect.poll(async () => (await operator.request.get(letterUrl)).status(), { timeout: 10_000 }).toBe(200);
    const letter = await operator.request.get(letterUrl);
    expect((await letter.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await operator.getByRole('button', { name: 'Invia alla compagnia' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Invia la lettera alla compagnia' });
    await dialog.getByLabel('Indirizzo reclami della compagnia').selectOption(CLAIMS_DESK);
    expect(await dialog.getByRole('checkbox', { name: /La compagnia ha chiesto il documento d’identità/ }).isChecked()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Conferma invio' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: /Ho controllato la lettera/ }).check();
    await dialog.getByRole('button', { name: 'Conferma invio' }).click();
    await operator.getByText(new RegExp(`Inviata il .* a ${CLAIMS_DESK.replaceAll('.', '\\.')} \\(Message-ID <airline-`)).waitFor({ timeout: 20_000 });

    const mails = smtp.received.filter((mail) => mail.to.includes(CLAIMS_DESK));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain(`pratica ${claim.practiceNumber}`);
    const [pdf, mandate, boardingPass] = mail!.attachments;
    expect(pdf).toMatchObject({ filename: `lettera-${claim.practiceNumber}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mandate!.filename).toMatch(new RegExp(`^mandato-${claim.practiceNumber}-passeggero-1\\.pdf$`));
    expect(mandate!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(boardingPass!.filename).toBe('carta-imbarco.pdf');
    expect(mail!.attachments).toHaveLength(3);

    const reply = operator.getByRole('form', { name: 'Registra risposta' });
    await reply.getByLabel('Esito').selectOption({ label: 'Accettata' });
    await reply.getByLabel('Importo (€)').fill('600');
    await reply.getByLabel('Data della risposta').fill('2026-11-20');
    await reply.getByRole('button', { name: 'Registra risposta' }).click();
    await operator.getByRole('list', { name: 'Risposte della compagnia' }).getByText('Accettata').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);

    // The passenger signs in by the e-mailed link and finds both steps in the claim's story.
    const passenger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openInteractive(passenger, `${server.url}/area-riservata`);
    await passenger.getByLabel('Email').fill(PASSENGER.email);
    await passenger.getByRole('button', { name: 'Inviami il link' }).click();
    const signInMail = () => smtp.received.find((message) => message.to.includes(PASSENGER.email) && message.subject.includes('area riservata'));
    await expect.poll(signInMail, { timeout: 20_000 }).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/area-riservata\/accesso\?t=[\w.%-]+/.exec(signInMail()!.text)![0]);
    await passenger.goto(`${server.url}${link.pathname}${link.search}`);
    await passenger.getByRole('heading', { name: 'La tua pratica passo per passo' }).waitFor({ timeout: 15_000 });
    await passenger.getByText(/Abbiamo verificato gli orari del volo: arrivo con 4 h 20 min di ritardo/).first().waitFor({ timeout: 10_000 });
    await passenger.getByText('Abbiamo inviato la richiesta di risarcimento alla compagnia aerea').first().waitFor({ timeout: 10_000 });
    await passenger.getByText(/La compagnia aerea ha accettato di pagare 600,00/).first().waitFor({ timeout: 10_000 });
  });
});
