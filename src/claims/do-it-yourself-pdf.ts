import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { LetterLanguage } from '../contracts/do-it-yourself.js';
import { pageWriter } from '../platform/pdf/page-writer.js';
import { letterBlocks, type LetterFacts } from './do-it-yourself-letter.js';

/** The passenger's own letter to the carrier, as an A4 PDF in the language they chose. */
export async function renderDoItYourselfLetter(facts: LetterFacts, language: LetterLanguage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(language === 'en' ? `Compensation claim – flight ${facts.flightNumber}` : `Richiesta di compensazione – volo ${facts.flightNumber}`);
  pdf.setAuthor(facts.contactName);
  pdf.setProducer('RimborsoVolo24');
  const drawnOn = new Date(`${facts.today}T12:00:00Z`);
  pdf.setCreationDate(drawnOn);
  pdf.setModificationDate(drawnOn);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = pageWriter(pdf, regular, 10.5);

  for (const block of letterBlocks(facts, language)) {
    // The writer joins a paragraph's words: each line of an address is written on its own.
    const lines = block.text.split('\n');
    switch (block.kind) {
      case 'title':
        writer.gap(4);
        writer.write(block.text, { font: bold, size: 11.5, after: 10 });
        break;
      case 'heading':
        writer.gap(4);
        writer.write(block.text, { font: bold, size: 11, after: 4 });
        break;
      case 'bullet':
        writer.write(`•  ${block.text}`, { indent: 12, after: 2 });
        break;
      case 'note':
        writer.write(block.text, { size: 9.5, after: 5 });
        break;
      case 'paragraph':
        lines.forEach((line, index) => writer.write(line, { after: index === lines.length - 1 ? 9 : 0 }));
        break;
    }
  }
  return pdf.save({ useObjectStreams: false });
}
