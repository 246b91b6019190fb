import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumMissingReason, chromiumPath, openInteractive } from '../support/browser.js';
import { barcodePng, bcbpText, photoLike } from '../support/boarding-pass-barcodes.js';
import { useServerAndBrowser } from '../support/browser-session.js';
import { RECENT_FLIGHT_DATE } from '../support/italian-days.js';

if (!chromiumPath) console.warn(`Boarding pass browser test not run: ${chromiumMissingReason}`);

/** The day of the year of a date (1 January → 1), all a boarding pass says of it. */
function dayOfYear(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 0)) / 86_400_000;
}

/** A one-flight boarding pass, Rome Fiumicino to Paris Charles de Gaulle on AZ318, in a paper pass's PDF417. */
const BCBP = bcbpText('FONTANA/CARLA MRS', 'QW7RT2', [{ from: 'FCO', to: 'CDG', carrier: 'AZ', flight: '0318', day: dayOfYear(RECENT_FLIGHT_DATE) }]);
const passPng = () => barcodePng('pdf417', BCBP);

/** An A4 PDF with the barcode printed in its upper part, as airlines e-mail boarding passes. */
async function passPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const image = await pdf.embedPng(await passPng());
  const width = 300;
  page.drawImage(image, { x: 60, y: 842 - 80 - (image.height * width) / image.width, width, height: (image.height * width) / image.width });
  return Buffer.from(await pdf.save());
}

describe.skipIf(!chromiumPath)('the wizard filled from a boarding pass read in the browser', () => {
  const session = useServerAndBrowser();

  /** Opens the wizard, picks the file, and collects what the page reported against the CSP and where it sent requests. */
  async function scan(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
    const violations: string[] = [];
    const origins = new Set<string>();
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
    });
    await openInteractive(page, `${session.server.url}/verifica-rimborso`);
    await page.getByLabel("Carica la carta d'imbarco").setInputFiles(file);
    await page.getByText("Dati letti dalla carta d'imbarco").waitFor({ timeout: 30_000 });
    return { violations, origins };
  }

  /** Goes through the steps and reads what each holds, as the passenger sees it. */
  async function expectFilledWizard(page: Page) {
    const next = () => page.getByRole('button', { name: 'Continua' }).click();
    expect(await page.getByRole('combobox', { name: 'Aeroporto di partenza' }).inputValue()).toMatch(/\(FCO\)$/);
    expect(await page.getByRole('combobox', { name: 'Aeroporto di arrivo' }).inputValue()).toMatch(/\(CDG\)$/);
    await next();
    expect(await page.getByLabel('Data del volo').inputValue()).toBe(RECENT_FLIGHT_DATE);
    await next();
    expect(await page.getByLabel('Oppure inserisci il numero del volo').inputValue()).toBe('AZ318');
    await next();
    expect(await page.getByLabel('Nome e cognome').first().inputValue()).toBe('Carla Fontana');
    expect(await page.getByLabel(/Codice di prenotazione/).inputValue()).toBe('QW7RT2');
  }

  it('when the passenger picks a picture of the pass, then airports, date, flight, name and booking code are filled, under our CSP and from our server only', async () => {
    const page = await session.browser.newPage();
    const { violations, origins } = await scan(page, { name: 'carta-imbarco.png', mimeType: 'image/png', buffer: await passPng() });

    const summary = page.getByText("Dati letti dalla carta d'imbarco").locator('..');
    expect(await summary.textContent()).toContain(`volo AZ318, passeggero Carla Fontana, prenotazione QW7RT2`);
    expect(violations).toEqual([]);
    expect([...origins]).toEqual([session.server.url]);
    await expectFilledWizard(page);
    await page.close();
  });

  it('when the picture is a phone photo of a paper pass, turned 12 degrees and noisy, then it is read all the same', async () => {
    const page = await session.browser.newPage();
    await scan(page, { name: 'IMG_2044.png', mimeType: 'image/png', buffer: photoLike(await passPng(), 12, 40) });

    await expectFilledWizard(page);
    await page.close();
  });

  it('when the pass is a PDF, then its page is rendered in the browser and read the same way', async () => {
    const page = await session.browser.newPage();
    const { violations, origins } = await scan(page, { name: 'carta-imbarco.pdf', mimeType: 'application/pdf', buffer: await passPdf() });

    expect(violations).toEqual([]);
    expect([...origins]).toEqual([session.server.url]);
    await expectFilledWizard(page);
    await page.close();
  });
});

