/// <reference types="vite/client" />
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a build asset of ours, never a CDN's.
GlobalWorkerOptions.workerSrc = workerUrl;

/** A boarding pass's barcode is on its first pages; more would only cost time. */
const PAGES_READ = 2;
/** About 200 dpi: enough for the fine bars of a PDF417 symbol. */
const SCALE = 2.8;

/** Renders the first pages of a PDF to pixels, one image per page, in the browser. */
export async function renderPdfPages(file: Blob): Promise<ImageData[]> {
  const pdf = await getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
  try {
    const images: ImageData[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, PAGES_READ); number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: SCALE });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) break;
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      images.push(context.getImageData(0, 0, canvas.width, canvas.height));
    }
    return images;
  } finally {
    await pdf.destroy();
  }
}
