import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageWriter } from '../../../src/platform/pdf/page-writer.js';
import { printedText } from '../../support/pdf-text.js';

const PARAGRAPH = 'Il vettore aereo operativo è tenuto a versare la compensazione prevista dall’articolo 7 del Regolamento entro i termini indicati, senza ulteriori formalità.';

async function written(texts: string[]): Promise<{ text: string; pages: number }> {
  const pdf = await PDFDocument.create();
  const writer = pageWriter(pdf, await pdf.embedFont(StandardFonts.Helvetica), 10);
  for (const text of texts) writer.write(text, { after: 6 });
  const bytes = await pdf.save();
  return { text: await printedText(bytes), pages: pdf.getPageCount() };
}

describe('writing wrapped text on PDF pages', () => {
  it('when the same paragraphs are written into a second document, then it prints the same lines as the first', async () => {
    const texts = [PARAGRAPH, `${PARAGRAPH} Pratica n. 482913.`, PARAGRAPH];
    const first = await written(texts);
    const second = await written(texts);

    expect(second).toEqual(first);
    expect(first.text).toContain('Il vettore aereo operativo è tenuto');
  });

  it('when a text has letters the standard font lacks, then they print without their accent or as «?», every time', async () => {
    for (let time = 0; time < 2; time++) {
      const { text } = await written(['Łukasz Dvořák 東京']);
      expect(text).toContain('?ukasz Dvorák ??');
    }
  });
});
