/**
 * A PDF417 code, the one on paper passes, is read only when nearly level, and a phone photo seldom
 * is: the picture turned by these degrees in turn, each way. Aztec and QR codes need none of this.
 */
const ANGLES = [7, -7, 14, -14, 21, -21];
/** Enough for a boarding pass's barcode; a phone's 12-megapixel photo would only slow each try down. */
const LONGEST_SIDE = 2000;

/** The picture turned by each angle in turn, in the browser's canvas; nothing where there is no canvas to draw on. */
export async function* turnedImages(picture: Blob): AsyncGenerator<ImageData> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(picture);
  } catch {
    return;
  }
  try {
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const [width, height] = [bitmap.width * scale, bitmap.height * scale];
    for (const degrees of ANGLES) {
      const radians = (degrees * Math.PI) / 180;
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(Math.abs(width * Math.cos(radians)) + Math.abs(height * Math.sin(radians)));
      canvas.height = Math.ceil(Math.abs(width * Math.sin(radians)) + Math.abs(height * Math.cos(radians)));
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.translate(canvas.width / 2, canvas.height / 2);
      context.rotate(radians);
      context.drawImage(bitmap, -width / 2, -height / 2, width, height);
      yield context.getImageData(0, 0, canvas.width, canvas.height);
    }
  } finally {
    bitmap.close();
  }
}
