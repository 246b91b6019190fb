import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuroCents, VAT_PERCENT } from '../eligibility/index.js';

/** The company as the invoice's cedente/prestatore, from configuration. */
export interface InvoiceIssuer {
  name: string;
  address: string;
  vatNumber: string;
  taxCode: string;
  taxRegime: string;
  iban: string | null;
}

export interface InvoiceContent {
  invoiceNumber: string;
  issuedOn: string;
  issuer: InvoiceIssuer;
  /** Whom the invoice is made out to: the passenger, or for a minor the guardian (contact person). */
  customerName: string;
  description: string;
  imponibileCents: number;
  ivaCents: number;
  totalCents: number;
  compensationCents: number;
}

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
// The standard fonts speak WinAnsi: replace what it has no glyph for (no-break spaces from Intl, say).
const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\u0020-\u00ff€‘’“”«»–—…•]/g, '?');

/** The invoice as a PDF (A4, Italian), and its SHA-256. */
export async function renderInvoicePdf(content: InvoiceContent): Promise<{ bytes: Uint8Array; sha256: string }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fattura n. ${content.invoiceNumber}`);
  pdf.setAuthor(content.issuer.name);
  pdf.setCreationDate(new Date(`${content.issuedOn}T12:00:00Z`));
  pdf.setModificationDate(new Date(`${content.issuedOn}T12:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = lineWriter(page, regular);

  writer.text(`Fattura n. ${content.invoiceNumber}`, { font: bold, size: 18 });
  writer.text(`Data: ${italianDate(content.issuedOn)}`);
  writer.wrapped('Copia di cortesia: l’originale è la fattura elettronica trasmessa al Sistema di Interscambio');
  writer.gap();
  writer.text('Cedente/prestatore', { font: bold });
  writer.text(content.issuer.name);
  writer.wrapped(content.issuer.address);
  writer.text(`P.IVA ${content.issuer.vatNumber} — Codice fiscale ${content.issuer.taxCode}`);
  writer.text(`Regime fiscale: ${content.issuer.taxRegime}`);
  writer.gap();
  writer.text('Cessionario/committente', { font: bold });
  writer.text(content.customerName);
  writer.gap();
  writer.text('Descrizione', { font: bold });
  writer.wrapped(content.description);
  writer.gap();
  writer.amount('Imponibile', content.imponibileCents);
  writer.amount(`IVA ${VAT_PERCENT} %`, content.ivaCents);
  writer.amount('Totale fattura', content.totalCents, bold);
  writer.gap();
  writer.wrapped(
    `Pagamento: l’importo di ${formatEuroCents(content.totalCents)} è trattenuto dalla compensazione di ${formatEuroCents(content.compensationCents)} ricevuta dalla compagnia aerea; al passeggero è bonificato ${formatEuroCents(content.compensationCents - content.totalCents)}. Nulla è dovuto in aggiunta.`,
  );

  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function lineWriter(page: PDFPage, regular: PDFFont) {
  const left = 56;
  const width = page.getWidth() - left * 2;
  let y = page.getHeight() - 64;
  const draw = (text: string, font = regular, size = 11, x = left) => {
    page.drawText(printable(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.15) });
  };
  return {
    text(text: string, options: { font?: PDFFont; size?: number } = {}) {
      draw(text, options.font, options.size);
      y -= (options.size ?? 11) + 6;
    },
    wrapped(text: string) {
      let line = '';
      for (const word of printable(text).split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (regular.widthOfTextAtSize(next, 11) > width && line) {
          draw(line);
          y -= 17;
          line = word;
        } else line = next;
      }
      if (line) {
        draw(line);
        y -= 17;
      }
    },
    amount(label: string, cents: number, font = regular) {
      draw(label, font);
      const value = printable(formatEuroCents(cents));
      draw(value, font, 11, left + width - font.widthOfTextAtSize(value, 11));
      y -= 17;
    },
    gap() {
      y -= 10;
    },
  };
}
