import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';

/** WinAnsi's bytes 0x80–0x9F (where it differs from Latin-1); Node's own decoders read them as Latin-1's control characters. */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte))).join('');

/** The words drawn on the PDF's pages: pdf-lib writes them as hex strings of WinAnsi bytes (€ and ’ included). */
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
  return [...contents.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => winAnsi(Buffer.from(match[1]!, 'hex'))).join(' ');
}
