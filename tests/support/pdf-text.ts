import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** The words drawn on the PDF's pages: pdf-lib writes them as hex strings of WinAnsi bytes. */
export async function printedText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => {
      try {
        return inflateSync(stream.contents).toString('latin1');
      } catch {
        return Buffer.from(stream.contents).toString('latin1');
      }
    })
    .join('\n');
  return [...contents.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')).join(' ');
}
