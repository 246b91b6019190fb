import { readBcbpText } from './bcbp-text';
import { decodeBarcodes } from './decode-barcodes';
import type { ScannedPass } from './scanned-pass';
import { turnedImages } from './turned-images';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The images to look for a barcode in: a PDF's first pages rendered (none when it is damaged), or the picture as it is, then turned. */
async function* imagesOf(file: File): AsyncGenerator<Blob | ImageData> {
  if (isPdf(file)) {
    const { renderPdfPages } = await import('./pdf-pages');
    yield* await renderPdfPages(file).catch(() => []);
    return;
  }
  yield file;
  yield* turnedImages(file);
}

/**
 * Reads a boarding pass, photographed, saved as an image or as a PDF, entirely in the browser: the
 * first barcode that is an IATA boarding pass. Null when none can be read (blurred, no barcode, not a
 * boarding pass); it throws only when the reader itself cannot be loaded.
 */
export async function readBoardingPass(file: File, today: string): Promise<ScannedPass | null> {
  for await (const image of imagesOf(file)) {
    for (const text of await decodeBarcodes(image)) {
      const pass = readBcbpText(text, today);
      if (pass) return pass;
    }
  }
  return null;
}
