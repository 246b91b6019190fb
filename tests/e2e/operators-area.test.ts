import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';
import { samplePdf } from '../support/sample-files.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink } from '../support/smtp-sink.js';

const redisUrl = inject('redisUrl');
const missing = !chromiumPath ? chromiumMissingReason : !redisUrl ? inject('redisMissingReason') : undefined;
if (missing) console.warn(`Operators' area browser tests not run: ${missing}`);

const OPERATOR = { email: 'giulia.verdi@rimborsovolo24.it', name: 'Giulia Verdi', password: 'una-password-lunga' };
const PASSENGER = { name: 'Lucia Ferrari', email: 'lucia.ferrari@example.it' };

describe.skipIf(missing)("an operator's day in the browser", () => {
  const database = useTestDatabase();
  let server: ServerProcess;
  let browser: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let operator: BrowserContext;
  let page: Page;
  let practiceNumber = '';
  let claimId = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    await createOperator(database().pool, { ...OPERATOR, role: 'admin' });
    server = await startServer({ DATABASE_URL: database().url, REDIS_URL: redisUrl!, SMTP_URL: smtp.url, QUEUE_PREFIX: `e2e-${Date.now()}`, EMAIL_BACKOFF_MS: '200' });
    browser = await launchChromium();
    operator = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    page = await operator.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function logIn(target: Page, next = '/admin') {
    await openInteractive(target, `${server.url}${next}`);
    await target.waitForURL(/\/admin\/login\?next=/);
    await target.getByLabel('Email').fill(OPERATOR.email);
    await target.getByLabel('Password').fill(OPERATOR.password);
    await target.getByRole('button', { name: 'Accedi' }).click();
    await target.waitForURL((url) => url.pathname + url.search === next);
  }

  it('when a passenger submits the wizard and uploads a boarding pass, then the claim exists with a document', async () => {
    const passenger = await browser.newPage();
    await openInteractive(passenger, `${server.url}/verifica-rimborso`);
    const next = () => passenger.getByRole('button', { name: 'Continua' }).click();
    for (const [label, code] of [['Aeroporto di partenza', 'FCO'], ['Aeroporto di arrivo', 'JFK']] as const) {
      await passenger.getByRole('combobox', { name: label }).fill(code);
      await passenger.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
    }
    await next();
    await passenger.getByLabel('Data del volo').fill(RECENT_FLIGHT_DATE);
    await next();
    await passenger.getByLabel('Oppure inserisci il numero del volo').fill('az610');
    await next();
    await passenger.getByLabel('Nome e cognome').fill(PASSENGER.name);
    await passenger.getByLabel('Email', { exact: true }).fill(PASSENGER.email);
    await passenger.getByLabel('Data di nascita').fill('1980-05-12');
    await passenger.getByLabel('Che cosa è successo?').selectOption({ label: 'Volo in ritardo' });
    await next();
    await passenger.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ }).check();
    await passenger.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ }).check();
    await passenger.getByRole('button', { name: 'Invia richiesta' }).click();
    practiceNumber = (await passenger.getByTestId('practice-number').textContent({ timeout: 10_000 }))!.trim();
    await passenger.getByRole('button', { name: 'Firma più tardi' }).click();

    await passenger.getByRole('link', { name: /Carica i documenti/ }).click();
    await passenger.getByLabel('Tipo di documento').selectOption('carta_imbarco');
    await passenger.getByLabel('File da caricare').setInputFiles({ name: 'carta-imbarco.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await passenger.getByText('In verifica').first().waitFor({ timeout: 10_000 }); // recorded by the server, awaiting review
    await passenger.close();
    expect(practiceNumber).toMatch(/^\d{6}$/);
  });

  it('when the operator logs in and searches the practice number, then the claim is found and its page opens', async () => {
    await logIn(page);
    await page.getByRole('navigation', { name: 'Sezioni dell’area operatori' }).getByRole('link', { name: 'Pratiche', exact: true }).click();
    await page.getByLabel('Cerca per numero pratica, nome, email o volo').fill(practiceNumber);
    await page.waitForURL(new RegExp(`q=${practiceNumber}`));
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2); // the header and the one claim
    await page.getByRole('row', { name: new RegExp(practiceNumber) }).getByRole('link', { name: 'Dettagli' }).click();

    await page.getByRole('heading', { name: `Pratica #${practiceNumber}` }).waitFor({ timeout: 10_000 });
    claimId = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(claimId).toBeGreaterThan(0);
    expect(await page.getByText(PASSENGER.email).count()).toBeGreaterThan(0);
  });

  it('when the operator approves the claim before the airline agreed, then the public lookup still reads «in revisione» and the status e-mail reaches the passenger', async () => {
    await page.getByRole('button', { name: 'Cambia stato o assegna' }).click();
    const status = page.getByRole('dialog', { name: 'Stato, assegnazione e priorità' });
    await status.getByLabel('Stato della pratica').selectOption({ label: 'Approvata' });
    await status.getByRole('button', { name: 'Aggiorna lo stato' }).click();
    await page.getByText('✅ Stato aggiornato').first().waitFor({ timeout: 10_000 });
    await status.waitFor({ state: 'hidden' });

    const lookup = await fetch(`${server.url}/api/practice-status?email=${encodeURIComponent(PASSENGER.email)}&practiceNumber=${practiceNumber}`);
    expect(await lookup.json()).toMatchObject({ status: 'in_review', practiceNumber });
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(PASSENGER.email) && mail.subject.includes('In fase di revisione')).length, { timeout: 20_000 }).toBe(1);
  });

  it('when the operator edits the phone number, then the timeline shows the change with the operator name and the diff', async () => {
    await page.getByRole('button', { name: 'Attiva le modifiche' }).click();
    await page.getByLabel('Telefono').fill('+39 333 7654321');
    await page.getByRole('button', { name: 'Salva le modifiche' }).click();
    await page.getByText(`Modifiche salvate per la pratica #${practiceNumber}`).first().waitFor({ timeout: 10_000 });

    await page.getByRole('tab', { name: 'Cronologia' }).click();
    const timeline = page.getByRole('list', { name: 'Cronologia della pratica' });
    const edit = timeline.getByRole('listitem').filter({ hasText: '+39 333 7654321' }).first();
    await edit.waitFor({ timeout: 10_000 });
    expect(await edit.textContent()).toContain(OPERATOR.name);
    expect(await edit.textContent()).toMatch(/telefono: —\s*→\s*\+39 333 7654321/i);
  });

  it('when the operator opens the claim as it was when submitted, then the past version is marked and shows the old values', async () => {
    const timeline = page.getByRole('list', { name: 'Cronologia della pratica' });
    await timeline.getByRole('listitem').last().getByRole('button', { name: 'Vedi la pratica a questo punto' }).click();

    const past = page.getByRole('region', { name: 'Versione storica' });
    await past.getByText(/Versione storica: la pratica com'era/).waitFor({ timeout: 10_000 });
    await past.getByText('Nome', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await past.textContent()).toContain('In Attesa');
    expect(await past.textContent()).toContain(PASSENGER.name);
    expect(await past.textContent()).not.toContain('+39 333 7654321');
    await past.getByRole('button', { name: 'Torna alla versione attuale' }).click();
    expect(await past.count()).toBe(0);
  });

  it('when the operator views and verifies the boarding pass, then it shows as verified', async () => {
    await page.getByRole('tab', { name: 'Documenti' }).click();
    await page.getByRole('button', { name: 'Visualizza' }).first().click();
    const viewer = page.getByRole('dialog');
    expect(await viewer.locator('iframe').count()).toBe(1); // the PDF, inline
    await viewer.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('✅ Documento verificato').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByText('Verificato', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('when the operator creates, duplicates, previews and deletes a template, then each step shows and says so', async () => {
    await openInteractive(page, `${server.url}/admin?tab=template`);
    await page.getByRole('button', { name: 'Nuovo modello' }).click();
    await page.getByLabel('Nome').fill('Richiesta documenti mancanti');
    await page.getByLabel('Oggetto').fill('Pratica ');
    await page.getByRole('button', { name: '{{practiceNumber}}' }).click();
    await page.getByLabel('Contenuto').fill('Gentile , ci serve la carta di imbarco.');
    await page.getByLabel('Contenuto').evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(8, 8));
    await page.getByRole('button', { name: '{{passengerName}}' }).click();
    expect(await page.getByLabel('Contenuto').inputValue()).toBe('Gentile {{passengerName}}, ci serve la carta di imbarco.');
    const preview = page.frameLocator('iframe[title="Anteprima del messaggio"]');
    await preview.getByText('Gentile Mario Rossi, ci serve la carta di imbarco.').filter({ visible: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Salva il modello' }).click();
    await page.getByText('Template email aggiornato con successo').first().waitFor({ timeout: 10_000 });

    const card = (name: string) => page.getByRole('article', { name, exact: true });
    await card('Richiesta documenti mancanti').getByRole('button', { name: 'Duplica' }).click();
    expect(await page.getByLabel('Nome').inputValue()).toBe('Richiesta documenti mancanti (copia)');
    await page.getByRole('button', { name: 'Salva il modello' }).click();
    await card('Richiesta documenti mancanti (copia)').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('tab', { name: 'Template (8)' }).count()).toBe(1);

    await card('Richiesta documenti mancanti (copia)').getByRole('button', { name: 'Anteprima' }).click();
    await preview.getByText('Gentile Mario Rossi', { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: /Template \(/ }).click();
    await card('Richiesta documenti mancanti (copia)').getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Template rimosso con successo').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole('tab', { name: 'Template (7)' }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('when two operators edit the same claim, then the second save gets the conflict message and the fresh values', async () => {
    const other = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const second = await other.newPage();
    await logIn(second, `/admin/practice/${claimId}`);
    await openInteractive(page, `${server.url}/admin/practice/${claimId}`);
    for (const each of [page, second]) await each.getByRole('button', { name: 'Attiva le modifiche' }).click();

    await page.getByLabel('Motivo del ritardo').fill('Guasto tecnico');
    await page.getByRole('button', { name: 'Salva le modifiche' }).click();
    await page.getByText(`Modifiche salvate per la pratica #${practiceNumber}`).first().waitFor({ timeout: 10_000 });
    await second.getByLabel('Telefono').fill('+39 333 0000000');
    await second.getByRole('button', { name: 'Salva le modifiche' }).click();

    await second.getByText('La pratica è stata modificata da un altro operatore: ricaricata con i dati aggiornati.').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => second.getByLabel('Motivo del ritardo').inputValue(), { timeout: 10_000 }).toBe('Guasto tecnico');
    await other.close();
  });
});
