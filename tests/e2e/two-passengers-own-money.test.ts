import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fatturaPaSchemaErrors } from '../../src/invoicing/fatturapa-schema.js';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { COMPANY_ENV } from '../integration/billing/billing-fixtures.js';

const redisUrl = inject('redisUrl');
const missing = !chromiumPath ? chromiumMissingReason : !redisUrl ? inject('redisMissingReason') : undefined;
if (missing) console.warn(`Two passengers' own money browser test not run: ${missing}`);

const ADMIN = { email: 'anna.admin@rimborsovolo24.it', name: 'Anna Amministratrice', password: 'una-password-lunga' };
const SECOND_ADMIN = { email: 'marco.admin@rimborsovolo24.it', name: 'Marco Secondo', password: 'una-password-lunga' };
/** The contact person, who fills in the claim, and the other adult on the same booking. */
const CONTACT = {
  fullName: 'Giovanni Esposito',
  email: 'giovanni.esposito@example.it',
  dateOfBirth: '1980-05-12',
  iban: 'IT60X0542811101000000123456',
  codiceFiscale: 'SPSGNN80E12F839E',
  address: { street: 'Via Toledo 100', postalCode: '80134', city: 'Napoli', province: 'NA' },
};
const CO_PASSENGER = {
  fullName: 'Chiara Esposito',
  email: 'chiara.esposito@example.it',
  dateOfBirth: '1982-03-08',
  iban: 'DE89370400440532013000',
  codiceFiscale: 'SPSCHR82C48F839Q',
  address: { street: 'Via dei Mille 7', postalCode: '80121', city: 'Napoli', province: 'NA' },
};

/** Draws a signature on a pad with the mouse: two strokes across its middle. */
async function drawSignature(page: Page, pad: Locator) {
  // At once, not smoothly: the strokes are drawn where the pad is when measured.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.15, 0.7],
    [0.3, 0.85],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(box.x + box.width * (from + ((to - from) * step) / 12), box.y + box.height * (0.5 + 0.25 * Math.sin(step)), { steps: 2 });
    }
    await page.mouse.up();
  }
}

/** Signs one's own mandate on whatever page shows the signing form, and waits until it is recorded. */
async function signOwnMandate(page: Page, name: string) {
  const form = page.getByRole('form', { name: `Firma per ${name}` });
  await form.getByRole('textbox').first().fill(name);
  await drawSignature(page, form.getByRole('img', { name: /disegna la firma/ }));
  await form.getByRole('checkbox', { name: /Ho letto e accetto il mandato con rappresentanza/ }).check();
  await form.getByRole('button', { name: 'Firma', exact: true }).click();
  await page.getByText(new RegExp(`${name}: mandato firmato`)).first().waitFor({ timeout: 15_000 });
}

/** Gives IBAN, holder, codice fiscale and residence address in the «Coordinate bancarie» form (the area's or the e-mailed link's). */
async function giveBankDetails(page: Page, person: typeof CONTACT) {
  const bank = page.getByRole('form', { name: 'Coordinate bancarie' });
  await bank.getByLabel('IBAN').fill(person.iban);
  await bank.getByLabel('Intestatario del conto').fill(person.fullName);
  await bank.getByLabel('Codice fiscale').fill(person.codiceFiscale);
  await bank.getByLabel('Via e numero civico').fill(person.address.street);
  await bank.getByLabel('CAP').fill(person.address.postalCode);
  await bank.getByLabel('Comune').fill(person.address.city);
  await bank.getByLabel('Provincia (sigla)').fill(person.address.province);
  await bank.getByRole('button', { name: 'Salva le coordinate' }).click();
  await page.getByText(new RegExp(`${person.iban.slice(0, 4)} \\*{4}`)).first().waitFor({ timeout: 15_000 });
}

describe.skipIf(missing)('two adults on one booking, each with their own mandate, account and invoice', () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let sdiOutbox: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    sdiOutbox = await mkdtemp(path.join(tmpdir(), 'rv-sdi-outbox-'));
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    await createOperator(database().pool, { ...SECOND_ADMIN, role: 'admin' });
    server = await startServer({
      DATABASE_URL: database().url,
      REDIS_URL: redisUrl!,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: `e2e-own-money-${Date.now()}`,
      EMAIL_BACKOFF_MS: '200',
      SDI_TRANSPORT: 'folder',
      SDI_OUTBOX_DIR: sdiOutbox,
      // The company as the FatturaPA names it: with placeholders every electronic invoice would wait.
      ...COMPANY_ENV,
      COMPANY_IBAN: 'IT03L0300203280000400162854',
      COMPANY_STREET: 'Via Roma 1',
      COMPANY_POSTAL_CODE: '00100',
      COMPANY_CITY: 'Roma',
      COMPANY_PROVINCE: 'RM',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** The link of the latest e-mail to this address whose subject matches, opened on this server (PUBLIC_URL may name another host). */
  async function emailedLink(to: string, subject: RegExp, link: RegExp): Promise<string> {
    const mail = () => smtp.received.findLast((message) => message.to.includes(to) && subject.test(message.subject));
    await expect.poll(mail, { timeout: 25_000 }).toBeDefined();
    const url = new URL(link.exec(mail()!.text)![0]);
    return `${server.url}${url.pathname}${url.search}`;
  }

  async function signInAsOperator(page: Page, operator: typeof ADMIN, to: string) {
    await openInteractive(page, `${server.url}${to}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
  }

  async function submitClaimForTwo(page: Page): Promise<string> {
    await openInteractive(page, `${server.url}/verifica-rimborso`);
    const next = () => page.getByRole('button', { name: 'Continua' }).click();
    for (const [label, code] of [
      ['Aeroporto di partenza', 'FCO'],
      ['Aeroporto di arrivo', 'JFK'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).fill(code);
      await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
    }
    await next();
    await page.getByLabel('Data del volo').fill(RECENT_FLIGHT_DATE);
    await next();
    await page.getByLabel('Oppure inserisci il numero del volo').fill('az610');
    await next();
    await page.getByLabel('Nome e cognome').first().fill(CONTACT.fullName);
    await page.getByLabel('Email', { exact: true }).fill(CONTACT.email);
    await page.getByLabel('Data di nascita').first().fill(CONTACT.dateOfBirth);
    await page.getByLabel('Che cosa è successo?').selectOption({ label: 'Volo in ritardo' });
    await page.getByRole('button', { name: 'Aggiungi passeggero' }).click();
    const other = page.getByRole('group', { name: /^Passeggero 2/ });
    await other.getByLabel('Nome e cognome').fill(CO_PASSENGER.fullName);
    await other.getByLabel('Data di nascita').fill(CO_PASSENGER.dateOfBirth);
    await other.getByLabel('Email', { exact: true }).fill(CO_PASSENGER.email);
    await next();
    await page.getByText('× 2 passeggeri').waitFor();
    await page.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ }).check();
    await page.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByRole('heading', { name: 'Firma il mandato' }).waitFor({ timeout: 15_000 });
    return (await page.getByTestId('practice-number').first().textContent())!.trim();
  }

  it('when each signs from their own e-mailed link and gives their own account, and the airline pays 400 € of 1.200 €, then two invoices of 61 € are sent to the SdI as valid FatturaPA and one approved batch pays 139 € to each account', async () => {
    // The contact fills in the claim and leaves the signing for later.
    const wizard = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    const practiceNumber = await submitClaimForTwo(wizard);
    await wizard.getByRole('button', { name: 'Firma più tardi' }).click();
    await wizard.getByRole('heading', { name: 'Richiesta inviata!' }).waitFor({ timeout: 15_000 });
    await wizard.context().close();
    const claimId = Number((await database().pool.query('SELECT claim_id FROM claim_registry WHERE practice_number = $1', [practiceNumber])).rows[0].claim_id);

    // The contact signs in with the link e-mailed to them, signs their own mandate and gives their account in the area.
    const contact = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    await openInteractive(contact, `${server.url}/area-riservata`);
    await contact.getByLabel('Email').fill(CONTACT.email);
    await contact.getByRole('button', { name: 'Inviami il link' }).click();
    await contact.goto(await emailedLink(CONTACT.email, /area riservata/, /https?:\/\/\S+\/area-riservata\/accesso\?t=[\w.%~-]+/));
    await contact.getByRole('heading', { name: 'La tua pratica passo per passo' }).waitFor({ timeout: 15_000 });
    await signOwnMandate(contact, CONTACT.fullName);
    await giveBankDetails(contact, CONTACT);

    // The other adult signs their own mandate from the link e-mailed to their own address.
    const coPassenger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openInteractive(coPassenger, await emailedLink(CO_PASSENGER.email, /^Firma il tuo mandato/, /https?:\/\/\S+\/firma-mandato\?t=[\w.%~-]+/));
    await coPassenger.getByRole('heading', { name: 'Firma il tuo mandato' }).waitFor();
    await signOwnMandate(coPassenger, CO_PASSENGER.fullName);
    const { rows: signed } = await database().pool.query(
      "SELECT data->>'passengerId' AS passenger, data->>'signedAs' AS signed_as FROM events WHERE stream_id = $1 AND type = 'MandateSigned' ORDER BY 1",
      [`claim-${claimId}`],
    );
    expect(signed).toEqual([
      { passenger: '1', signed_as: 'passenger' },
      { passenger: '2', signed_as: 'passenger' },
    ]);

    // The operator has the bank-details link sent to the other adult, who gives their own account through it.
    const operator = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    await signInAsOperator(operator, ADMIN, `/admin/practice/${claimId}`);
    await operator.getByRole('heading', { name: `Pratica #${practiceNumber}` }).waitFor({ timeout: 15_000 });
    await operator.getByRole('tab', { name: 'Passeggeri e denaro' }).click();
    await operator.getByRole('button', { name: `Invia a ${CO_PASSENGER.fullName} il link per le coordinate` }).click();
    await coPassenger.goto(await emailedLink(CO_PASSENGER.email, /^Coordinate bancarie/, /https?:\/\/\S+\/coordinate-bancarie\/\d+\?t=[\w.%~-]+/));
    await giveBankDetails(coPassenger, CO_PASSENGER);

    // The airline pays 400 € of the 2 × 600 € claimed: 200 € each, 61 € fee (25 % + IVA), 139 € to each.
    await operator.reload();
    const payment = operator.getByRole('form', { name: 'Registra il pagamento della compagnia' });
    await payment.getByLabel('Importo ricevuto (€)').fill('400');
    await payment.getByLabel('Data di accredito').fill('2026-11-20');
    await payment.getByLabel('Riferimento del bonifico').fill('AZ-RIMB-0400');
    await payment.getByRole('button', { name: 'Registra pagamento ed emetti le fatture' }).click();
    const shares = operator.getByText(/ricevuti\s+200,00\s+€\s+·\s+compenso\s+61,00\s+€\s+·\s+netto\s+139,00\s+€/);
    await expect.poll(() => shares.count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => operator.getByRole('link', { name: /^Fattura n\. / }).count(), { timeout: 15_000 }).toBe(2);

    // Both invoices reach the SdI outbox as FatturaPA that validates against the official schema, each made out to its passenger.
    const xmlFiles = async () => (await readdir(sdiOutbox, { recursive: true })).filter((file) => file.endsWith('.xml'));
    await expect.poll(async () => (await xmlFiles()).length, { timeout: 20_000 }).toBe(2);
    const invoices = await Promise.all((await xmlFiles()).map((file) => readFile(path.join(sdiOutbox, file), 'utf8')));
    for (const xml of invoices) {
      expect(await fatturaPaSchemaErrors(xml)).toEqual([]);
      expect(xml).toContain('<CodiceDestinatario>0000000</CodiceDestinatario>');
      expect(xml).toContain('<ImportoTotaleDocumento>61.00</ImportoTotaleDocumento>');
    }
    expect(invoices.map((xml) => /<CessionarioCommittente>[\s\S]*?<CodiceFiscale>(\w+)<\/CodiceFiscale>/.exec(xml)![1]).sort()).toEqual([CONTACT.codiceFiscale, CO_PASSENGER.codiceFiscale].sort());

    // One batch for both, approved by a second admin, pays each to their own account.
    await openInteractive(operator, `${server.url}/admin?tab=pagamenti`);
    await operator.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pagamenti', exact: true }).click();
    const ready = operator.getByRole('list', { name: 'Passeggeri pronti per il bonifico' });
    await expect.poll(() => ready.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(2);
    for (const box of await ready.getByRole('checkbox').all()) await box.check();
    await operator.getByRole('button', { name: /^Crea distinta \(2, 278,00/ }).click();
    await operator.getByText(/Creata da Anna Amministratrice · da approvare/).waitFor({ timeout: 15_000 });

    const secondAdmin = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    await signInAsOperator(secondAdmin, SECOND_ADMIN, '/admin?tab=pagamenti');
    await secondAdmin.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pagamenti', exact: true }).click();
    await secondAdmin.getByRole('button', { name: 'Approva', exact: true }).click();
    await secondAdmin.getByText(/approvata da Marco Secondo/).waitFor({ timeout: 15_000 });

    await operator.reload();
    await operator.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pagamenti', exact: true }).click();
    const sepaFile = operator.getByRole('button', { name: 'Scarica file SEPA (pain.001)' }).first();
    await sepaFile.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([operator.waitForEvent('download'), sepaFile.click()]);
    const pain = new JSDOM(await readFile(await download.path(), 'utf8'), { contentType: 'text/xml' }).window.document;
    const credited = [...pain.querySelectorAll('CdtTrfTxInf')].map((transaction) => ({
      name: transaction.querySelector('Cdtr > Nm')?.textContent,
      iban: transaction.querySelector('CdtrAcct IBAN')?.textContent,
      euros: Number(transaction.querySelector('InstdAmt')?.textContent),
    }));
    expect(credited.sort((a, b) => a.name!.localeCompare(b.name!))).toEqual([
      { name: CO_PASSENGER.fullName, iban: CO_PASSENGER.iban, euros: 139 },
      { name: CONTACT.fullName, iban: CONTACT.iban, euros: 139 },
    ]);
  });
});
