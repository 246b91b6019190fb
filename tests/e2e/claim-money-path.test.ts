import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { bankDetailsUrl } from '../../src/billing/index.js';
import { deriveKey } from '../../src/platform/security/keys.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { italianDaysAgo, RECENT_FLIGHT_DATE } from '../support/italian-days.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

if (!chromiumPath) console.warn(`Money path browser test not run: ${chromiumMissingReason}`);

const ADMIN = { email: 'anna.admin@rimborsovolo24.it', name: 'Anna Amministratrice', password: 'una-password-lunga' };
const SECOND_ADMIN = { email: 'marco.admin@rimborsovolo24.it', name: 'Marco Secondo', password: 'una-password-lunga' };
const PARENT = { fullName: 'Giovanni Esposito', email: 'giovanni.esposito@example.it', dateOfBirth: '1980-05-12' };
/** Nine years old whenever the test runs: a minor on the signing day. */
const CHILD = { fullName: 'Luca Esposito', dateOfBirth: italianDaysAgo(9 * 365) };

/** Draws a signature on a pad with the mouse: two strokes across its middle. */
async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  for (const [from, to] of [
    [0.15, 0.7],
    [0.3, 0.85],
  ] as const) {
    await page.mouse.move(box.x + box.width * from, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      const x = box.x + box.width * (from + ((to - from) * step) / 12);
      const y = box.y + box.height * (0.5 + 0.25 * Math.sin(step));
      await page.mouse.move(x, y, { steps: 2 });
    }
    await page.mouse.up();
  }
}

describe.skipIf(!chromiumPath)('a family’s claim from the form to the payout', () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    await createOperator(database().pool, { ...ADMIN, role: 'admin' });
    await createOperator(database().pool, { ...SECOND_ADMIN, role: 'admin' });
    server = await startServer({ DATABASE_URL: database().url, QUEUE_PREFIX: `e2e-money-${Date.now()}`, COMPANY_IBAN: 'DE89370400440532013000', COMPANY_BIC: 'COBADEFFXXX' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function submitFamilyClaim(page: Page): Promise<string> {
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
    await page.getByLabel('Nome e cognome').first().fill(PARENT.fullName);
    await page.getByLabel('Email', { exact: true }).fill(PARENT.email);
    await page.getByLabel('Data di nascita').first().fill(PARENT.dateOfBirth);
    await page.getByLabel('Che cosa è successo?').selectOption({ label: 'Volo in ritardo' });
    await page.getByLabel(/Codice di prenotazione/).fill('x7k2ql');
    await page.getByRole('button', { name: 'Aggiungi passeggero' }).click();
    const child = page.getByRole('group', { name: /^Passeggero 2/ });
    await child.getByLabel('Nome e cognome').fill(CHILD.fullName);
    await child.getByLabel('Data di nascita').fill(CHILD.dateOfBirth);
    await child.getByText('minorenne').waitFor();
    await next();
    await page.getByText('× 2 passeggeri').waitFor();
    await page.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ }).check();
    await page.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await page.getByRole('heading', { name: 'Firma il mandato' }).waitFor({ timeout: 15_000 });
    return (await page.getByTestId('practice-number').first().textContent())!.trim();
  }

  /** The link the e-mail worker sends to the claim's address, made as it makes it. */
  async function emailedLinkOf(claimId: number, practiceNumber: string): Promise<string> {
    const { rows } = await database().pool.query("SELECT data FROM events WHERE stream_id = $1 AND type = 'BankDetailsLinkSent' ORDER BY version DESC LIMIT 1", [`claim-${claimId}`]);
    return bankDetailsUrl({ bankDetailsKey: deriveKey(process.env.SECRET_KEY!, 'bank-details'), publicUrl: server.url }, { claimId, practiceNumber, ...rows[0].data });
  }

  /** Four eyes: another admin approves the batch Anna made. */
  async function approveAsSecondAdmin(batchId: string) {
    const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: SECOND_ADMIN.email, password: SECOND_ADMIN.password }) });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const approved = await fetch(`${server.url}/api/admin/payout-batches/${batchId}/approval`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(approved.status, await approved.clone().text()).toBe(200);
  }

  async function signFor(page: Page, formName: string, signerName: string, forPassenger: string) {
    const form = page.getByRole('form', { name: formName });
    await form.getByRole('textbox').first().fill(signerName);
    await drawSignature(page, form.getByRole('img', { name: /disegna la firma/ }));
    await form.getByRole('checkbox', { name: /Ho letto e accetto il mandato con rappresentanza/ }).check();
    await form.getByRole('button', { name: 'Firma', exact: true }).click();
    // The next form is filled only once this signature is recorded: the list re-renders when it is.
    await page.getByText(new RegExp(`${forPassenger}: mandato firmato`)).waitFor({ timeout: 15_000 });
  }

  it('when a parent claims for themselves and a child, signs both mandates with the mouse, and an operator records the payment and pays out, then every step leaves its document and file', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
    const practiceNumber = await submitFamilyClaim(page);
    expect(practiceNumber).toMatch(/^\d{6}$/);

    await signFor(page, `Firma per ${PARENT.fullName}`, PARENT.fullName, PARENT.fullName);
    await signFor(page, `Firma del genitore o tutore per ${CHILD.fullName}`, PARENT.fullName, CHILD.fullName);
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('heading', { name: 'Richiesta inviata!' }).waitFor({ timeout: 15_000 });

    const { rows: signed } = await database().pool.query(
      "SELECT e.data->>'passengerId' AS passenger, e.data->>'signedAs' AS signed_as FROM events e JOIN claim_registry r ON e.stream_id = 'claim-' || r.claim_id WHERE r.practice_number = $1 AND e.type = 'MandateSigned' ORDER BY 1",
      [practiceNumber],
    );
    expect(signed).toEqual([
      { passenger: '1', signed_as: 'passenger' },
      { passenger: '2', signed_as: 'guardian' },
    ]);

    // The operator records the airline's payment; the invoices wait for the codice fiscale and address of whom they are made out to.
    const operator = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    const claimId = Number((await database().pool.query('SELECT claim_id FROM claim_registry WHERE practice_number = $1', [practiceNumber])).rows[0].claim_id);
    await openInteractive(operator, `${server.url}/admin/practice/${claimId}`);
    await operator.waitForURL(/\/admin\/login\?next=/);
    await operator.getByLabel('Email').fill(ADMIN.email);
    await operator.getByLabel('Password').fill(ADMIN.password);
    await operator.getByRole('button', { name: 'Accedi' }).click();
    await operator.getByRole('heading', { name: `Pratica #${practiceNumber}` }).waitFor({ timeout: 15_000 });
    await operator.getByRole('tab', { name: 'Passeggeri e denaro' }).click();
    const payment = operator.getByRole('form', { name: 'Registra il pagamento della compagnia' });
    await payment.getByLabel('Importo ricevuto (€)').fill('1200');
    await payment.getByLabel('Data di accredito').fill('2026-11-20');
    await payment.getByLabel('Riferimento del bonifico').fill('AZ-RIMB-0042');
    await payment.getByRole('button', { name: 'Registra pagamento ed emetti le fatture' }).click();
    await expect.poll(() => operator.getByText(/ricevuti\s+600,00/).count(), { timeout: 15_000 }).toBe(2);
    const invoices = operator.getByRole('link', { name: /^Fattura n\. / });
    expect(await invoices.count()).toBe(0);

    // The passenger gives the bank account through the e-mailed link (the operator never sees it).
    await operator.getByRole('button', { name: `Invia a ${PARENT.fullName} il link per le coordinate` }).click();
    await operator.getByText(`Link in invio all’indirizzo e-mail di ${PARENT.fullName}`, { exact: false }).waitFor({ timeout: 15_000 });
    const link = new URL(await emailedLinkOf(claimId, practiceNumber));
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    const bank = page.getByRole('form', { name: 'Coordinate bancarie' });
    await bank.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
    await bank.getByLabel('Intestatario del conto').fill(PARENT.fullName);
    await bank.getByLabel('Codice fiscale').fill('SPSGNN80E12F839E');
    await bank.getByLabel('Via e numero civico').fill('Via Toledo 100');
    await bank.getByLabel('CAP').fill('80134');
    await bank.getByLabel('Comune').fill('Napoli');
    await bank.getByLabel('Provincia (sigla)').fill('NA');
    await bank.getByRole('button', { name: 'Salva le coordinate' }).click();
    await page.getByText(/IT60 \*{4}/).first().waitFor({ timeout: 15_000 });

    // With them, one invoice per passenger, made out to the parent (the child's guardian).
    await expect
      .poll(
        async () => {
          await operator.reload();
          await operator.getByText(/ricevuti\s+600,00/).first().waitFor({ timeout: 15_000 });
          return invoices.count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    const invoice = await operator.request.get(`${server.url}${await invoices.first().getAttribute('href')}`);
    expect(invoice.status()).toBe(200);
    expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The payout batch: both passengers, a SEPA file for the bank, then marked as executed.
    await openInteractive(operator, `${server.url}/admin?tab=pagamenti`);
    await operator.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pagamenti', exact: true }).click();
    const ready = operator.getByRole('list', { name: 'Passeggeri pronti per il bonifico' });
    await expect.poll(() => ready.getByRole('checkbox').count(), { timeout: 15_000 }).toBe(2);
    for (const box of await ready.getByRole('checkbox').all()) await box.check();
    await operator.getByRole('button', { name: /^Crea distinta \(2, / }).click();
    await operator.getByText(/Creata da Anna Amministratrice · da approvare/).waitFor({ timeout: 15_000 });
    await approveAsSecondAdmin((await database().pool.query('SELECT id FROM payout_batches')).rows[0].id);
    await operator.reload();
    await operator.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pagamenti', exact: true }).click();
    await operator.getByText(/approvata da Marco Secondo/).waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([operator.waitForEvent('download'), operator.getByRole('button', { name: 'Scarica file SEPA (pain.001)' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml).toContain('IT60X0542811101000000123456');
    await operator.getByRole('button', { name: 'Segna come eseguita' }).first().click();
    await operator.getByRole('button', { name: 'Sì, è eseguita' }).click();

    await expect
      .poll(async () => (await database().pool.query("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'PayoutSent'", [`claim-${claimId}`])).rows[0].n, { timeout: 15_000 })
      .toBe(2);
    await openInteractive(operator, `${server.url}/admin/practice/${claimId}?section=passeggeri`);
    await expect.poll(() => operator.getByText(/Bonifico inviato il/).count(), { timeout: 15_000 }).toBe(2);
  });
});
