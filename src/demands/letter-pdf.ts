import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LetterBlock } from './letter-content.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY = 10.5;
const LINE = 15;

// The standard fonts speak WinAnsi: replace what it has no glyph for (no-break spaces from Intl, say; → as ->).
const printable = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/→/g, '->')
    .replace(/[^\u0020-\u00ff€‘’“”«»–—…•]/g, '?');

/** The letter as an A4 PDF, pages added as the text needs them, and its SHA-256. */
export async function renderLetterPdf(blocks: LetterBlock[], meta: { title: string; author: string; createdOn: string }): Promise<{ bytes: Uint8Array; sha256: string }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(meta.title));
  pdf.setAuthor(printable(meta.author));
  const created = new Date(`${meta.createdOn}T12:00:00Z`);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const draw = (text: string, font: PDFFont, size: number, x = MARGIN) => page.drawText(text, { x, y: y - size, size, font, color: rgb(0.1, 0.1, 0.15) });
  const wrap = (text: string, font: PDFFont, size: number, maxWidth: number): string[] => {
    const lines: string[] = [];
    for (const paragraph of text.split('\n').map(printable)) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  };
  const write = (text: string, font: PDFFont, size: number, indent = 0, bullet?: string) => {
    const lines = wrap(text, font, size, width - indent);
    lines.forEach((line, index) => {
      room(size + 4);
      if (bullet && index === 0) draw(bullet, font, size, MARGIN + indent - 10);
      draw(line, font, size, MARGIN + indent);
      y -= size + 4.5;
    });
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        y -= 6;
        write(block.text, bold, 12.5);
        y -= 6;
        break;
      case 'heading':
        y -= 8;
        room(LINE * 2);
        write(block.text, bold, 11.5);
        y -= 2;
        break;
      case 'paragraph':
        write(block.text, regular, BODY);
        y -= 6;
        break;
      case 'list':
        for (const item of block.items) write(item, regular, BODY, 14, '•');
        y -= 4;
        break;
      case 'amount': {
        const font = block.strong ? bold : regular;
        room(LINE);
        draw(printable(block.label), font, BODY, MARGIN + 14);
        const value = printable(block.value);
        draw(value, font, BODY, MARGIN + width - font.widthOfTextAtSize(value, BODY));
        y -= LINE;
        break;
      }
      case 'foot':
        y -= 10;
        room(LINE + block.lines.length * 12);
        page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.65) });
        y -= 6;
        for (const line of block.lines) write(line, regular, 8.5);
        break;
    }
  }

  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
