import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { drawDocument } from '../../../src/invoicing/draw-document.js';
import { fatturaPaSchemaErrors, InvalidFatturaPaError } from '../../../src/invoicing/fatturapa-schema.js';
import { ADULT, COMPANY, GUARDIAN, invoiceOf } from './fixtures.js';

const read = (xml: string) => {
  const document = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  return (selector: string) => document.querySelector(selector)?.textContent ?? null;
};

describe('the FatturaPA document of an invoice to a consumer', () => {
  it('when an adult passenger is invoiced 100 € + 22 % IVA, then the XML validates against the official schema and carries FPR12, 0000000, their codice fiscale and address, TD01 and the amounts', async () => {
    const drawn = await drawDocument(COMPANY, invoiceOf(ADULT));

    expect(await fatturaPaSchemaErrors(drawn.xml)).toEqual([]);
    const text = read(drawn.xml);
    expect(text('FormatoTrasmissione')).toBe('FPR12');
    expect(text('CodiceDestinatario')).toBe('0000000');
    expect(text('ProgressivoInvio')).toBe(drawn.progressive);
    expect(drawn.fileName).toBe(`IT01234567890_${drawn.progressive}.xml`);
    expect(text('CedentePrestatore IdFiscaleIVA IdCodice')).toBe('01234567890');
    expect(text('CedentePrestatore RegimeFiscale')).toBe('RF01');
    expect(text('CessionarioCommittente CodiceFiscale')).toBe('BNCGLI85M41F205X');
    expect(text('CessionarioCommittente Denominazione')).toBe('Giulia Bianchi');
    expect(text('CessionarioCommittente Sede CAP')).toBe('20124');
    expect(text('CessionarioCommittente Sede Provincia')).toBe('MI');
    expect(text('TipoDocumento')).toBe('TD01');
    expect(text('Numero')).toBe('2026/0001');
    expect(text('Data')).toBe('2026-11-20');
    expect(text('DettaglioLinee PrezzoTotale')).toBe('100.00');
    expect(text('DettaglioLinee AliquotaIVA')).toBe('22.00');
    expect(text('DettaglioLinee Natura')).toBeNull();
    expect(text('DatiRiepilogo Imposta')).toBe('22.00');
    expect(text('ImportoTotaleDocumento')).toBe('122.00');
    expect(text('DettaglioLinee Descrizione')).toContain('400,00 EUR');
  });

  it('when a minor’s invoice goes to a guardian living abroad whose name is not Latin-1, then it still validates: CAP 00000, no province, the name transliterated', async () => {
    const drawn = await drawDocument(COMPANY, invoiceOf(GUARDIAN, { passengerId: 2, number: '2026/0002', sequence: 2 }));

    expect(await fatturaPaSchemaErrors(drawn.xml)).toEqual([]);
    const text = read(drawn.xml);
    expect(text('CessionarioCommittente Denominazione')).toBe('Pawel Kowalski-D\'Amico');
    expect(text('CessionarioCommittente Sede CAP')).toBe('00000');
    expect(text('CessionarioCommittente Sede Provincia')).toBeNull();
    expect(text('CessionarioCommittente Sede Nazione')).toBe('FR');
  });

  it('when a credit note cancels a rejected invoice, then it is a TD04 naming the invoice in DatiFattureCollegate, and validates', async () => {
    const drawn = await drawDocument(COMPANY, invoiceOf(ADULT, { documentType: 'TD04', number: '2026/0003', sequence: 3, corrects: { number: '2026/0001', issuedOn: '2026-11-20' } }));

    expect(await fatturaPaSchemaErrors(drawn.xml)).toEqual([]);
    const text = read(drawn.xml);
    expect(text('TipoDocumento')).toBe('TD04');
    expect(text('DatiFattureCollegate IdDocumento')).toBe('2026/0001');
    expect(text('DatiFattureCollegate Data')).toBe('2026-11-20');
  });

  it('when a value would break the markup, then the builder escapes it and the document stays valid', async () => {
    const drawn = await drawDocument(COMPANY, invoiceOf({ ...ADULT, fullName: 'Anna </Denominazione><x>&' }));

    expect(await fatturaPaSchemaErrors(drawn.xml)).toEqual([]);
    expect(read(drawn.xml)('CessionarioCommittente Denominazione')).toBe('Anna </Denominazione><x>&');
  });

  it('when the company’s VAT number is still a placeholder, then nothing is drawn: the schema refuses it before it could be sent', async () => {
    await expect(drawDocument({ ...COMPANY, vatNumber: 'da impostare (COMPANY_VAT_NUMBER)' }, invoiceOf(ADULT))).rejects.toBeInstanceOf(InvalidFatturaPaError);
  });
});
