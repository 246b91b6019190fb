import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { MARGIN, pageWriter, printable } from '../platform/pdf/page-writer.js';
import { MANDATE_BLOCKS, MANDATE_TITLE, fillSegments, type MandateValues } from '../contracts/mandate-text.js';
import type { SignedAs } from '../contracts/mandates.js';

export interface MandatePdfInput {
  values: MandateValues;
  minor: boolean;
  signerName: string;
  signedAs: SignedAs;
  minorName: string | null;
  signedAt: Date;
  signerIp: string | null;
  signature: { kind: 'drawn'; png: Uint8Array } | { kind: 'typed' };
  /** SHA-256 of mandateText(values, minor): the words as signed. */
  textSha256: string;
}

const WHEN = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Rome' });

/**
 * The signed mandate as a PDF: the text with its blanks filled, then the signature block (image or
 * typed name, signer, time in Italy, IP) and the SHA-256 of the text. A file cannot print its own
 * hash (writing it changes the file), so the PDF carries the text's hash and the MandateSigned event
 * records the file's: together they tie the words, the file and the signature.
 */
export async function renderMandatePdf(input: MandatePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(MANDATE_TITLE);
  pdf.setCreationDate(input.signedAt);
  pdf.setModificationDate(input.signedAt);
  pdf.setProducer('RimborsoVolo24');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const writer = pageWriter(pdf, regular, 10.5);

  for (const block of MANDATE_BLOCKS) {
    if (block.kind === 'signature') continue;
    const text = fillSegments(block.segments, input.values, input.minor);
    if (block.kind === 'title') writer.write(text, { font: bold, size: 14, center: true, after: 14 });
    else writer.write(text, { indent: block.kind === 'item' ? 16 : 0, after: block.kind === 'item' ? 4 : 10 });
  }

  writer.gap(16);
  writer.write('Firma', { font: bold, size: 11, after: 6 });
  const page = writer.ensure(70);
  if (input.signature.kind === 'drawn') {
    const image = await pdf.embedPng(input.signature.png);
    const scale = Math.min(220 / image.width, 70 / image.height, 1);
    const size = { width: image.width * scale, height: image.height * scale };
    page.drawImage(image, { x: MARGIN, y: writer.y - size.height, ...size });
    writer.gap(size.height + 8);
  } else {
    page.drawText(printable(input.signerName, script), { x: MARGIN, y: writer.y - 24, font: script, size: 24, color: rgb(0.05, 0.15, 0.45) });
    writer.gap(34);
    writer.write('Firma apposta scrivendo nome e cognome.', { size: 9, after: 6 });
  }
  writer.write(`Firmato da: ${input.signerName}`, { after: 2 });
  if (input.signedAs === 'guardian' && input.minorName) writer.write(`in qualità di genitore/tutore di ${input.minorName}`, { after: 2 });
  writer.write(`Data e ora: ${WHEN.format(input.signedAt)} (ora italiana)`, { after: 2 });
  writer.write(`Indirizzo IP: ${input.signerIp ?? 'non disponibile'}`, { after: 2 });
  writer.write(`Impronta SHA-256 del testo firmato: ${input.textSha256}`, { size: 8, after: 2 });
  return pdf.save({ useObjectStreams: false });
}
