import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PassengerDataExport } from '../contracts/personal-data.js';
import { formatEuroCents } from '../eligibility/index.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WHEN = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const when = (iso: string) => WHEN.format(new Date(iso)).replace(',', '');
const day = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
const NONE = 'Nessuno.';
/**
 * The PDF is for reading: the longest texts and lists are shortened there (the JSON holds them whole),
 * so the passenger's own words, however many, cannot make it a thousand pages or hold the server.
 */
const TEXT_MAX = 500;
const ITEMS_MAX = 100;
const clip = (text: string) => (text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX)}… (testo completo nel file JSON)`);
/** Lets other requests run between pages. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The passenger's copy in words: the PDF beside the JSON in the ZIP, one section per part of the JSON. */
export async function renderDataExportPdf(exported: PassengerDataExport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`I tuoi dati — pratica n. ${exported.practiceNumber}`);
  pdf.setAuthor('RimborsoVolo24');
  pdf.setProducer('RimborsoVolo24');
  pdf.setCreationDate(new Date(exported.exportedAt));
  pdf.setModificationDate(new Date(exported.exportedAt));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = pageWriter(pdf, regular);
  const section = (title: string) => writer.write(title, { font: bold, size: 13, before: 12, after: 4 });
  const item = (text: string) => writer.write(text, { indent: 12, after: 2 });
  const list = async <T>(items: T[], line: (value: T) => string) => {
    if (items.length === 0) return item(NONE);
    if (items.length > ITEMS_MAX) item(`Sono mostrati gli ultimi ${ITEMS_MAX} di ${items.length}: tutti sono nel file JSON.`);
    for (const value of items.slice(-ITEMS_MAX)) {
      const pages = writer.pages();
      item(clip(line(value)));
      if (writer.pages() !== pages) await nextTurn();
    }
  };
  const { contact, claim } = exported;

  writer.write(`I tuoi dati — pratica n. ${exported.practiceNumber}`, { font: bold, size: 17, after: 4 });
  writer.write(`Copia generata il ${when(exported.exportedAt)} (ora italiana).`, { after: 2 });
  writer.write(exported.notice, { size: 9.5 });
  writer.write('Lo stesso contenuto è nel file JSON dell’archivio; i documenti sono nella cartella «documenti».', { size: 9.5 });

  section('I tuoi recapiti');
  item(`Nome: ${contact.name}`);
  item(`Email: ${contact.email}`);
  item(`Telefono: ${contact.phone ?? 'non indicato'}`);
  item(`Indirizzo IP da cui hai inviato la richiesta: ${contact.ipAddress ?? 'non registrato'}`);

  section('La pratica');
  item(`Inviata il ${when(claim.submittedAt)}`);
  item(`Volo ${claim.flightNumber} del ${day(claim.flightDate)}, da ${claim.departureAirport} a ${claim.arrivalAirport}`);
  if (claim.bookingReference) item(`Codice di prenotazione: ${claim.bookingReference}`);
  item(clip(`Problema: ${claim.issueType}${claim.issueDetails ? ` — ${claim.issueDetails}` : ''}`));
  item(`Stato: ${claim.status}`);
  if (claim.estimatedCompensationEuro !== null) item(`Risarcimento stimato: ${formatEuroCents(Math.round(claim.estimatedCompensationEuro * 100))}`);
  if (claim.noteFromUs) item(clip(`Nota dal nostro team: ${claim.noteFromUs}`));

  section('Passeggeri');
  await list(exported.passengers, (passenger) => `${passenger.passengerId}. ${passenger.fullName}${passenger.dateOfBirth ? `, nato/a il ${day(passenger.dateOfBirth)}` : ''}${passenger.email ? `, ${passenger.email}` : ''}`);

  section('Documenti');
  await list(exported.documents, (document) => `${when(document.at)} — ${document.type}: ${document.originalName} (${DOCUMENT_STATUS[document.status]}${document.rejectionReason ? `: ${document.rejectionReason}` : ''})${document.file ? ` — nell’archivio: ${document.file}` : ` — ${document.fileNote ?? ''}`}`);

  section('Email che ti abbiamo inviato');
  await list(exported.emails, (email) => `${when(email.at)} — ${email.subject}${email.message ? `: ${email.message}` : ''}`);

  section('Messaggi');
  await list(exported.messages, (message) => `${when(message.at)} — ${message.from === 'tu' ? 'Tu' : 'RimborsoVolo24'}: ${message.text}`);

  section('La tua pratica passo per passo');
  await list(exported.timeline, (entry) => `${when(entry.at)} — ${entry.title}${entry.detail ? `. ${entry.detail}` : ''}`);

  section('Mandati firmati');
  await list(exported.mandates, (mandate) => `Passeggero ${mandate.passengerId}: firmato da ${mandate.signerName}${mandate.signedAs === 'guardian' ? ' come genitore o tutore' : ''} il ${when(mandate.signedAt)}${mandate.signerIp ? ` (IP ${mandate.signerIp})` : ''}`);

  section('Coordinate bancarie');
  item(exported.bankDetails ? `${exported.bankDetails.accountHolder} — ${exported.bankDetails.iban}` : 'Non ancora indicate.');

  section('Fatture');
  await list(exported.invoices, (invoice) => `N. ${invoice.invoiceNumber} del ${day(invoice.issuedOn)}, passeggero ${invoice.passengerId}: ${formatEuroCents(invoice.totalCents)} (IVA inclusa), trattenuti da ${formatEuroCents(invoice.compensationCents)}`);

  section('Bonifici');
  await list(exported.payouts, (payout) => `${day(payout.executedOn)}, passeggero ${payout.passengerId}: ${formatEuroCents(payout.amountCents)}`);

  return pdf.save({ useObjectStreams: false, objectsPerTick: 20 });
}

const DOCUMENT_STATUS = { pending: 'da verificare', verified: 'verificato', rejected: 'rifiutato' } as const;

interface WriteOptions {
  font?: PDFFont;
  size?: number;
  indent?: number;
  before?: number;
  after?: number;
}

/** Writes wrapped lines top-down, adding pages as they fill. */
function pageWriter(pdf: PDFDocument, regular: PDFFont) {
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  let pages = 1;
  const glyphs = new Map<PDFFont, Glyphs>();
  return {
    pages: () => pages,
    write(text: string, options: WriteOptions = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? 10.5;
      const indent = options.indent ?? 0;
      if (!glyphs.has(font)) glyphs.set(font, glyphsOf(font));
      const measure = glyphs.get(font)!;
      y -= options.before ?? 0;
      for (const line of wrap(measure.printable(text), (chunk) => measure.width(chunk) * size, A4.width - 2 * MARGIN - indent)) {
        if (y - size * 1.4 < MARGIN) {
          page = pdf.addPage([A4.width, A4.height]);
          pages++;
          y = A4.height - MARGIN;
        }
        page.drawText(line, { x: MARGIN + indent, y: y - size, font, size, color: rgb(0.1, 0.1, 0.15) });
        y -= size * 1.4;
      }
      y -= options.after ?? 0;
    },
  };
}

interface Glyphs {
  /** The standard fonts know Latin-1 and a few more: any other letter is printed without its accent, or as «?». */
  printable(text: string): string;
  /** Width at size 1, as drawText places the glyphs (it applies no kerning). */
  width(text: string): number;
}

/** What a font can print and how wide, asked once per character: the passenger's texts can be long. */
function glyphsOf(font: PDFFont): Glyphs {
  const encodable = new Map<string, boolean>();
  const widths = new Map<string, number>();
  const canEncode = (char: string) => {
    let known = encodable.get(char);
    if (known === undefined) {
      try {
        font.encodeText(char);
        known = true;
      } catch {
        known = false;
      }
      encodable.set(char, known);
    }
    return known;
  };
  const widthOf = (char: string) => {
    let known = widths.get(char);
    if (known === undefined) widths.set(char, (known = font.widthOfTextAtSize(char, 1)));
    return known;
  };
  return {
    printable: (text) =>
      [...text.replace(/[\u00a0\u202f]/g, ' ')]
        .map((char) => {
          if (canEncode(char)) return char;
          const base = char.normalize('NFD').replace(/\p{M}/gu, '');
          return base && [...base].every(canEncode) ? base : '?';
        })
        .join(''),
    width: (text) => {
      let total = 0;
      for (const char of text) total += widthOf(char);
      return total;
    },
  };
}

/** Lines no wider than `width`, in one pass; a word wider than a line (a long IBAN, a URL) is cut where it must be. */
function wrap(text: string, widthOf: (text: string) => number, width: number): string[] {
  const space = widthOf(' ');
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const flush = () => {
    if (line) lines.push(line);
    line = '';
    used = 0;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = widthOf(word);
    if (line && used + space + wordWidth <= width) {
      line += ` ${word}`;
      used += space + wordWidth;
      continue;
    }
    flush();
    if (wordWidth <= width) {
      line = word;
      used = wordWidth;
      continue;
    }
    for (const char of word) {
      const charWidth = widthOf(char);
      if (line && used + charWidth > width) flush();
      line += char;
      used += charWidth;
    }
  }
  flush();
  return lines;
}
