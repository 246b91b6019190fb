import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { versionDate, type LegalInfo } from '../contracts/legal-texts.js';
import { termsSections, withdrawalForm, type LegalSectionText } from './sign-up-texts.js';

export interface SignUpFacts {
  practiceNumber: string;
  /** The terms version the claim recorded as accepted. */
  termsVersion: string;
  /** When the claim was submitted: the contract's conclusion. */
  submittedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const DAY = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' });
const LONG_DAY = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The terms as accepted, with the withdrawal information and the model withdrawal form, as one PDF:
 * the durable medium the confirmation e-mail carries (Cod. Cons. artt. 49, 51 co. 7, 52-53).
 */
export async function renderSignUpPdf(info: LegalInfo, facts: SignUpFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Termini del servizio e modulo di recesso — pratica ${facts.practiceNumber}`);
  pdf.setAuthor(info.company.name);
  pdf.setProducer('RimborsoVolo24');
  pdf.setCreationDate(facts.submittedAt);
  pdf.setModificationDate(facts.submittedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = pageWriter(pdf, regular);

  writer.write('Termini del servizio', { font: bold, size: 16, after: 4 });
  writer.write(`Versione ${facts.termsVersion}, in vigore dal ${LONG_DAY.format(new Date(`${versionDate(facts.termsVersion)}T00:00:00Z`))}`, { size: 9.5, after: 2 });
  writer.write(`Conferma del contratto concluso il ${DAY.format(facts.submittedAt)} con l’invio della richiesta, pratica n. ${facts.practiceNumber}.`, { size: 9.5, after: 14 });
  if (info.company.sample) writer.write('Società di esempio — dati non reali.', { font: bold, after: 10 });
  const section = (text: LegalSectionText) => {
    writer.write(text.title, { font: bold, size: 12, after: 6 });
    for (const paragraph of text.paragraphs) writer.write(paragraph, { after: 6 });
    writer.gap(8);
  };
  for (const text of termsSections(info)) section(text);
  writer.newPage();
  section(withdrawalForm(info, facts.practiceNumber));
  return pdf.save({ useObjectStreams: false });
}

interface WriteOptions {
  font?: PDFFont;
  size?: number;
  after?: number;
}

/** Writes wrapped lines top-down, adding pages as they fill. */
function pageWriter(pdf: PDFDocument, regular: PDFFont) {
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  return {
    newPage,
    gap(height: number) {
      y -= height;
    },
    write(text: string, options: WriteOptions = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? 10;
      for (const line of wrap(printable(text, font), font, size, A4.width - 2 * MARGIN)) {
        if (y - size * 1.4 < MARGIN) newPage();
        page.drawText(line, { x: MARGIN, y: y - size, font, size, color: rgb(0.1, 0.1, 0.1) });
        y -= size * 1.4;
      }
      y -= options.after ?? 0;
    },
  };
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The standard fonts know Latin-1 and a few more: any other letter is printed without its accent, or as «?». */
function printable(text: string, font: PDFFont): string {
  const encodable = (char: string) => {
    try {
      font.encodeText(char);
      return true;
    } catch {
      return false;
    }
  };
  return [...text.replace(/[\u00a0\u202f]/g, ' ')]
    .map((char) => {
      if (encodable(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every(encodable) ? base : '?';
    })
    .join('');
}
