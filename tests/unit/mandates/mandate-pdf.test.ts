import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { estimateValues, MANDATE_BLANKS, mandateText } from '../../../src/contracts/mandate-text.js';
import { calculateFee } from '../../../src/eligibility/index.js';
import { renderMandatePdf } from '../../../src/mandates/mandate-pdf.js';
import { drawnSignature } from '../../../src/mandates/signature-image.js';
import { printedText } from '../../support/pdf-text.js';
import { blankPng, dataUrl, signaturePng } from './signature-pngs.js';

const values = {
  signerName: 'Anna Bianchi',
  minorName: 'Luca Bianchi',
  flightNumber: 'AZ610',
  flightDate: '03/10/2026',
  departureAirport: 'Roma Fiumicino (FCO)',
  arrivalAirport: 'New York JFK (JFK)',
  practiceNumber: '482913',
  companyName: 'RimborsoVolo24 S.r.l.',
  companyAddress: 'Via Roma 1, Milano',
  companyVatNumber: 'IT01234567890',
  ...estimateValues(calculateFee(30_000)),
};


describe('the signed mandate’s PDF', () => {
  it('when a guardian signs for a minor, then the PDF prints the filled text, who signed for whom, the IP and the text’s SHA-256', async () => {
    const textSha256 = createHash('sha256').update(mandateText(values, true)).digest('hex');
    const bytes = await renderMandatePdf({
      values,
      minor: true,
      signerName: 'Anna Bianchi',
      signedAs: 'guardian',
      minorName: 'Luca Bianchi',
      signedAt: new Date('2026-11-24T10:30:00Z'),
      signerIp: '203.0.113.5',
      signature: { kind: 'typed' },
      textSha256,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = (await printedText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('MANDATO CON RAPPRESENTANZA');
    for (const word of ['Anna Bianchi', 'in qualità di genitore o tutore di Luca', 'AZ610', '03/10/2026', '482913', 'RimborsoVolo24 S.r.l.', 'IT01234567890', '203.0.113.5', textSha256, '24 novembre 2026']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('in qualità di genitore/tutore di Luca Bianchi');
    // The minor's own amounts: 300 € estimated, 91,50 € fee with VAT, 208,50 € net.
    expect(text).toContain('risarcimento 300,00 €; compenso del mandatario, IVA inclusa, 91,50 €; netto per il passeggero 208,50 €.');
    for (const blank of Object.values(MANDATE_BLANKS).filter((blank) => !['luogo e data', 'firma'].includes(blank))) expect(text).not.toContain(`[${blank}]`);
  });

  it('when an adult signs, then the guardian clause is left out of the text they sign', () => {
    expect(mandateText(values, false)).not.toContain('genitore o tutore');
    expect(mandateText(values, false)).toContain('Io sottoscritto/a Anna Bianchi passeggero/a del volo AZ610');
  });

  it('when the signature is drawn, then its image is embedded', async () => {
    const png = drawnSignature(dataUrl(signaturePng()));
    const bytes = await renderMandatePdf({ values, minor: false, signerName: 'Anna Bianchi', signedAs: 'passenger', minorName: null, signedAt: new Date(), signerIp: null, signature: { kind: 'drawn', png }, textSha256: 'x' });
    const pdf = await PDFDocument.load(bytes);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    expect(pdf.getPageCount()).toBe(1);
  });
});

describe('the drawn signature’s check', () => {
  it('when the canvas is blank, then «Firma mancante»; when it is not a PNG, then it is refused as invalid', () => {
    expect(() => drawnSignature(dataUrl(blankPng()))).toThrow('Firma mancante');
    expect(() => drawnSignature(dataUrl(Buffer.from('not a png, just words typed in a field')))).toThrow(/non è un’immagine valida/);
    expect(() => drawnSignature('data:image/png;base64,')).toThrow('Firma mancante');
    const truncated = signaturePng().subarray(0, 60);
    expect(() => drawnSignature(dataUrl(truncated))).toThrow(/non è un’immagine valida/);
  });

  it('when the image is larger than a signature needs, then it is refused as too large', () => {
    const huge = Buffer.concat([signaturePng(), Buffer.alloc(71 * 1024, 1)]);
    expect(() => drawnSignature(dataUrl(huge))).toThrow(/troppo grande/);
  });

  it('when a stroke is drawn, then the PNG is accepted as it is', () => {
    const png = signaturePng();
    expect(drawnSignature(dataUrl(png)).equals(png)).toBe(true);
  });
});
