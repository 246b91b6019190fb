/// <reference types="vite/client" />
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// The library fetches its .wasm from a public CDN unless told otherwise: ours is a build asset served
// by our own server, under our CSP (script-src 'wasm-unsafe-eval' lets it compile).
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

/** Boarding passes carry PDF417 (paper, most airlines), Aztec or QR (phone passes). */
const BOARDING_PASS_SYMBOLOGIES: ReaderOptions = {
  formats: ['PDF417', 'Aztec', 'QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};

/** The texts of the boarding-pass barcodes in an image file (PNG, JPEG…) or in rendered pixels. */
export async function decodeBarcodes(image: Blob | ImageData): Promise<string[]> {
  const results = await readBarcodes(image, BOARDING_PASS_SYMBOLOGIES);
  return results.filter((result) => result.isValid && result.text).map((result) => result.text);
}
