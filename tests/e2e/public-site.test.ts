import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findAirportByIata } from '../../src/airports/index.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../src/contracts/legal-texts.js';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';
import { samplePdf, samplePng } from '../support/sample-files.js';

if (!chromiumPath) console.warn(`Public site browser tests not run: ${chromiumMissingReason}`);

describe.skipIf(!chromiumPath)('the public site in a browser', () => {
  const session = useServerAndBrowser();
  const database = session.database;

  async function submitClaim(email: string) {
    const [fco, jfk] = await Promise.all([findAirportByIata(database().pool, 'FCO'), findAirportByIata(database().pool, 'JFK')]);
    const response = await fetch(`${session.server.url}/api/flight-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flightNumber: 'AZ610', flightDate: RECENT_FLIGHT_DATE, departureAirportId: fco!.id, arrivalAirportId: jfk!.id, passengerName: 'Maria Rossi', email, issueType: 'delay', acceptedTerms: TERMS_VERSION, acknowledgedPrivacy: PRIVACY_NOTICE_VERSION }),
    });
    if (response.status !== 201) throw new Error(`submission answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { practiceNumber: string; uploadToken: string };
  }

  /** In `scope`: the landing has airport fields in its hero (without a flight-data key) as well as in the calculator. */
  async function chooseAirport(scope: Page | Locator, label: string, text: string, option: RegExp) {
    await scope.getByRole('combobox', { name: label }).fill(text);
    await scope.getByRole('option', { name: option }).click();
  }

  it('when a passenger computes FCO → JFK with a 5-hour delay, then the calculator shows 600,00 €, a 183,00 € fee and 417,00 € net', async () => {
    const page = await session.browser.newPage();
    await openInteractive(page, session.server.url);

    await page.getByRole('tab', { name: 'Calcolatore' }).click();
    const calculator = page.getByRole('tabpanel', { name: 'Calcolatore' });
    await chooseAirport(calculator, 'Aeroporto di partenza', 'FCO', /\(FCO\)/);
    await chooseAirport(calculator, 'Aeroporto di arrivo', 'JFK', /\(JFK\)/);
    await page.getByLabel('Tipo di problema').selectOption({ label: 'Ritardo volo' });
    await page.getByLabel("Ore di ritardo all'arrivo").fill('5');

    const panel = page.getByText('Stima del risarcimento').locator('xpath=ancestor::*[.//text()[contains(., "Importo netto per te")]][1]');
    await expect.poll(() => panel.textContent(), { timeout: 10_000 }).toMatch(/600,00\s*€/);
    const text = (await panel.textContent())!;
    expect(text).toMatch(/183,00\s*€/);
    expect(text).toMatch(/417,00\s*€/);
    expect(text).toContain("Ritardo di 5 ore all'arrivo: hai diritto al risarcimento completo secondo il Regolamento (CE) n. 261/2004.");
    await page.close();
  });

  it('when a passenger looks up a submitted claim, then its status shows as In attesa di verifica', async () => {
    const claim = await submitClaim('ricerca@example.it');
    const page = await session.browser.newPage();
    await openInteractive(page, `${session.server.url}/verifica-stato`);

    await page.getByLabel('Email').fill('Ricerca@Example.it');
    await page.getByLabel('Numero di pratica').fill(claim.practiceNumber);
    await page.getByRole('button', { name: 'Cerca pratica' }).click();

    await expect.poll(() => page.getByText('In attesa di verifica').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();
  });

  it('when a passenger uploads a boarding pass PDF and an identity PNG, then the page says Documenti sufficienti', async () => {
    const claim = await submitClaim('carica@example.it');
    const page = await session.browser.newPage();
    await openInteractive(page, `${session.server.url}/carica-documenti/${claim.practiceNumber}?t=${encodeURIComponent(claim.uploadToken)}`);
    await page.getByRole('heading', { name: 'Carica i tuoi Documenti' }).waitFor();

    const upload = async (type: string, name: string, mimeType: string, buffer: Buffer) => {
      await page.getByLabel('Tipo di documento').selectOption(type);
      await page.getByLabel('File da caricare').setInputFiles({ name, mimeType, buffer });
      await expect.poll(() => page.getByText(name).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    };
    await upload('carta_imbarco', 'carta-imbarco.pdf', 'application/pdf', samplePdf());
    await upload('documento_identita', 'carta-identita.png', 'image/png', samplePng());

    await expect.poll(() => page.getByText('Documenti sufficienti').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Completa il caricamento' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('when a passenger goes through the wizard, then the server’s practice number is shown, the lookup finds it and the upload link works', async () => {
    const page = await session.browser.newPage();
    await openInteractive(page, `${session.server.url}/verifica-rimborso`);
    const next = () => page.getByRole('button', { name: 'Continua' }).click();

    await chooseAirport(page, 'Aeroporto di partenza', 'FCO', /\(FCO\)/);
    await chooseAirport(page, 'Aeroporto di arrivo', 'JFK', /\(JFK\)/);
    await next();
    await page.getByLabel('Data del volo').fill(RECENT_FLIGHT_DATE);
    await next();
    await page.getByLabel('Oppure inserisci il numero del volo').fill('az610');
    await next();
    await page.getByLabel('Nome e cognome').fill('Giovanni Esposito');
    await page.getByLabel('Email', { exact: true }).fill('giovanni.esposito@example.it');
    await page.getByLabel('Data di nascita').fill('1980-05-12');
    await page.getByLabel('Che cosa è successo?').selectOption({ label: 'Volo in ritardo' });
    await next();
    await page.getByRole('checkbox', { name: /Ho letto e accetto i Termini del servizio/ }).check();
    await page.getByRole('checkbox', { name: /Ho letto l’Informativa privacy/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();

    const practiceNumber = (await page.getByTestId('practice-number').textContent({ timeout: 10_000 }))!.trim();
    expect(practiceNumber).toMatch(/^\d{6}$/);
    const { rows } = await database().pool.query('SELECT flight_number, passenger_name FROM claims WHERE practice_number = $1', [practiceNumber]);
    expect(rows).toEqual([{ flight_number: 'AZ610', passenger_name: 'Giovanni Esposito' }]);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBe(0);

    const lookup = await session.browser.newPage();
    await openInteractive(lookup, `${session.server.url}/verifica-stato`);
    await lookup.getByLabel('Email').fill('giovanni.esposito@example.it');
    await lookup.getByLabel('Numero di pratica').fill(practiceNumber);
    await lookup.getByRole('button', { name: 'Cerca pratica' }).click();
    await expect.poll(() => lookup.getByText('In attesa di verifica').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await lookup.close();

    await page.getByRole('button', { name: 'Firma più tardi' }).click();
    await page.getByRole('link', { name: /Carica i documenti/ }).click();
    await page.getByRole('heading', { name: 'Carica i tuoi Documenti' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Giovanni Esposito').count()).toBeGreaterThan(0);
    await page.close();
  });
});
