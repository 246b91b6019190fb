import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/operators/index.js';
import { chromiumMissingReason, chromiumPath, launchChromium, openInteractive } from '../support/browser.js';
import { useTestDatabase } from '../support/database.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { airportIds, claimBody, submit, type Submitted } from '../integration/claims/claim-fixtures.js';

if (!chromiumPath) console.warn(`Passenger area browser test not run: ${chromiumMissingReason}`);

const OPERATOR = { email: 'giulia.verdi@rimborsovolo24.it', name: 'Giulia Verdi', password: 'una-password-lunga' };
type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

const PASSENGER = { passengerName: 'Ottavia Pellegrini', email: 'ottavia.pellegrini@example.it' };

describe.skipIf(!chromiumPath)('a passenger follows the claim live in the passenger area', () => {
  const database = useTestDatabase();
  let smtp: SmtpSink;
  let server: ServerProcess;
  let browser: Browser;
  let claim: Submitted;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    await createOperator(database().pool, { ...OPERATOR, role: 'operator' });
    server = await startServer({ DATABASE_URL: database().url, SMTP_URL: smtp.url, QUEUE_PREFIX: `e2e-area-${Date.now()}` });
    claim = await submit(server.url, claimBody(await airportIds(database().pool), PASSENGER));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** The link of the sign-in e-mail the sink received, opened on this server (PUBLIC_URL names another host). */
  async function signInLink(): Promise<string> {
    const signInMail = () => smtp.received.find((message) => message.to.includes(PASSENGER.email) && message.subject.includes('area riservata'));
    await expect.poll(signInMail, { timeout: 20_000 }).toBeDefined();
    const mail = signInMail()!;
    const link = new URL(/https?:\/\/\S+\/area-riservata\/accesso\?t=[\w.%-]+/.exec(mail.text)![0]);
    return `${server.url}${link.pathname}${link.search}`;
  }

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

  it('when the passenger signs in by the e-mailed link and an operator changes the status and writes, then the open page shows both without reload', async () => {
    const passenger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const errors: string[] = [];
    passenger.on('pageerror', (error) => errors.push(error.message));

    await openInteractive(passenger, `${server.url}/area-riservata`);
    await passenger.getByLabel('Email').fill(PASSENGER.email);
    await passenger.getByRole('button', { name: 'Inviami il link' }).click();
    await passenger.getByText("Se l'indirizzo ha pratiche, riceverai un link per accedere").waitFor();

    await passenger.goto(await signInLink());
    await passenger.waitForURL(/\/area-riservata$/, { timeout: 15_000 });
    await passenger.getByRole('heading', { name: 'La tua pratica passo per passo' }).waitFor({ timeout: 15_000 });
    await passenger.getByText('Abbiamo ricevuto la tua richiesta').first().waitFor();
    let navigations = 0;
    passenger.on('framenavigated', (frame) => frame === passenger.mainFrame() && navigations++);

    const operator = await operatorPage();
    await operator.getByRole('button', { name: 'Cambia stato o assegna' }).click();
    const status = operator.getByRole('dialog', { name: 'Stato, assegnazione e priorità' });
    await status.getByLabel('Stato della pratica').selectOption({ label: 'In Revisione' });
    await status.getByRole('button', { name: 'Aggiorna lo stato' }).click();
    await operator.getByText('✅ Stato aggiornato').first().waitFor({ timeout: 10_000 });
    await status.waitFor({ state: 'hidden' });
    await operator.getByRole('button', { name: 'Scrivi al passeggero' }).click();
    await operator.getByLabel('Scrivi al passeggero').fill('Buongiorno, ci serve anche la carta d’imbarco del ritorno.');
    await operator.getByRole('button', { name: 'Invia messaggio' }).click();

    await passenger.getByText('Pratica in revisione').first().waitFor({ timeout: 5_000 });
    await passenger.getByText('Buongiorno, ci serve anche la carta d’imbarco del ritorno.').first().waitFor({ timeout: 5_000 });
    expect(navigations).toBe(0);
    expect(errors).toEqual([]);
  });

  it('when the link is used a second time, then the area says it was already used and offers a new one', async () => {
    const page = await browser.newPage();
    const requested = smtp.received.length;
    await openInteractive(page, `${server.url}/area-riservata`);
    await page.getByLabel('Email').fill(PASSENGER.email);
    await page.getByRole('button', { name: 'Inviami il link' }).click();
    // Other e-mails of the claim (the operator's message, the status change) may arrive meanwhile: take the new sign-in link.
    const signInMail = () => smtp.received.slice(requested).find((mail) => mail.to.includes(PASSENGER.email) && /area-riservata\/accesso\?t=/.test(mail.text));
    await expect.poll(signInMail, { timeout: 20_000 }).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/area-riservata\/accesso\?t=[\w.%-]+/.exec(signInMail()!.text)![0]);
    const url = `${server.url}${link.pathname}${link.search}`;
    await page.goto(url);
    await page.waitForURL(/\/area-riservata$/, { timeout: 15_000 });

    const other = await (await browser.newContext()).newPage();
    await other.goto(url);
    await other.getByText('Il link è già stato usato: richiedine uno nuovo.').waitFor({ timeout: 15_000 });
    await other.getByRole('button', { name: 'Inviami il link' }).waitFor();
  });
});
