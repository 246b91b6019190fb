import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;

export interface WriteOptions {
  font?: PDFFont;
  size?: number;
  indent?: number;
  center?: boolean;
  after?: number;
}

/** Writes wrapped lines top-down on A4 pages, adding pages as they fill; `y` is where the next line goes. */
export function pageWriter(pdf: PDFDocument, regular: PDFFont, defaultSize: number) {
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  const writer = {
    y: A4.height - MARGIN,
    newPage(): PDFPage {
      page = pdf.addPage([A4.width, A4.height]);
      writer.y = A4.height - MARGIN;
      return page;
    },
    /** The current page when `height` still fits on it, else a new one. */
    ensure(height: number): PDFPage {
      return writer.y - height < MARGIN ? writer.newPage() : page;
    },
    gap(height: number) {
      writer.y -= height;
    },
    write(text: string, options: WriteOptions = {}) {
      const font = options.font ?? regular;
      const size = options.size ?? defaultSize;
      const indent = options.indent ?? 0;
      for (const line of wrap(printable(text, font), font, size, A4.width - 2 * MARGIN - indent)) {
        const current = writer.ensure(size * 1.4);
        const x = options.center ? (A4.width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
        current.drawText(line, { x, y: writer.y - size, font, size, color: rgb(0.1, 0.1, 0.1) });
        writer.y -= size * 1.4;
      }
      writer.y -= options.after ?? 0;
    },
  };
  return writer;
}

/**
 * The lines of `text` at this font, size and width. Measuring is most of a PDF's cost and the same
 * paragraphs (the terms, a letter's clauses) are laid out again for every document: the lines are
 * remembered, a bounded number of them.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const key = `${font.name}\u0000${size}\u0000${width}\u0000${text}`;
  const known = wrapped.get(key);
  if (known) return known;
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
  if (wrapped.size >= REMEMBERED_TEXTS) wrapped.delete(wrapped.keys().next().value!);
  wrapped.set(key, lines);
  return lines;
}

const REMEMBERED_TEXTS = 2_000;
const wrapped = new Map<string, string[]>();

/** The standard fonts know Latin-1 and a few more: any other letter is printed without its accent, or as «?». */
export function printable(text: string, font: PDFFont): string {
  let known = encodableByFont.get(font.name);
  if (!known) encodableByFont.set(font.name, (known = new Map()));
  const encodable = (char: string) => {
    let yes = known.get(char);
    if (yes === undefined) {
      try {
        font.encodeText(char);
        yes = true;
      } catch {
        yes = false;
      }
      if (known.size < REMEMBERED_CHARACTERS) known.set(char, yes);
    }
    return yes;
  };
  return [...text]
    .map((char) => {
      if (encodable(char)) return char;
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base && [...base].every(encodable) ? base : '?';
    })
    .join('');
}

/** Whether each character is in a standard font's encoding: the same for every document (bounded: the texts may be a passenger's). */
const REMEMBERED_CHARACTERS = 5_000;
const encodableByFont = new Map<string, Map<string, boolean>>();
