import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../../src/billing/invoice-pdf.js';
import { printedText } from '../../support/pdf-text.js';

describe('the invoice’s PDF', () => {
  it('when a passenger gets the PDF of their invoice, then it says it is the courtesy copy of the electronic invoice sent to the SdI', async () => {
    const { bytes } = await renderInvoicePdf({
      invoiceNumber: '2026/0001',
      issuedOn: '2026-11-20',
      issuer: { name: 'RimborsoVolo24 S.r.l.', address: 'Via del Corso 101, 00186 Roma (RM)', vatNumber: 'IT01234567890', taxCode: '01234567890', taxRegime: 'RF01 – Ordinario', iban: null },
      customerName: 'Maria Rossi',
      description: 'Compenso',
      imponibileCents: 10_000,
      ivaCents: 2_200,
      totalCents: 12_200,
      compensationCents: 40_000,
    });

    // printedText reads the bytes as Latin-1, where WinAnsi's apostrophe (0x92) has no letter.
    expect((await printedText(bytes)).replace(/\s+/g, ' ')).toMatch(/Copia di cortesia: l.?originale è la fattura elettronica trasmessa al Sistema di Interscambio/);
  });
});
