import { inflateSync } from 'node:zlib';
import { MANDATE_MESSAGES, MAX_SIGNATURE_BYTES } from '../contracts/mandates.js';
import { DomainError } from '../platform/domain-error.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The pad exports at most 600 × 480 pixels (600 wide; its 160 px box on a 3× screen): the sides are
 * read before anything is inflated, and bound the decoded image to 1.2 MB.
 */
export const MAX_SIGNATURE_WIDTH = 640;
export const MAX_SIGNATURE_HEIGHT = 480;
/** The most zlib may produce for a signature: an RGBA image of the largest sides, a filter byte per row. */
export const MAX_INFLATED_BYTES = (MAX_SIGNATURE_WIDTH * 4 + 1) * MAX_SIGNATURE_HEIGHT;
/** Fewer inked pixels than this is a blank pad or a stray tap, not a signature. */
export const MIN_INK_PIXELS = 60;

const refused = (message: string) => new DomainError('invalid', message, { title: 'Firma non valida', field: 'signature' });

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

/**
 * The PNG bytes of a drawn signature, once they are a real PNG of a reasonable size with ink on it.
 * The canvas's PNGs (8-bit RGBA or RGB, not interlaced) are decoded here with zlib alone: ink is a
 * pixel that is not transparent (RGBA) or not white (RGB), so a blank pad is refused. The header's
 * sides are checked before inflating, and zlib stops at the size they allow (a decompression bomb
 * is refused after at most MAX_INFLATED_BYTES).
 */
export function drawnSignature(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw refused(MANDATE_MESSAGES.signatureInvalid);
  const png = Buffer.from(base64, 'base64');
  if (png.length === 0) throw refused(MANDATE_MESSAGES.signatureMissing);
  if (png.length > MAX_SIGNATURE_BYTES) throw refused(MANDATE_MESSAGES.signatureTooLarge);
  if (png.length < PNG_MAGIC.length + 25 || !png.subarray(0, 8).equals(PNG_MAGIC)) throw refused(MANDATE_MESSAGES.signatureInvalid);
  const { header, data } = readChunks(png);
  if (header.width > MAX_SIGNATURE_WIDTH || header.height > MAX_SIGNATURE_HEIGHT) throw refused(MANDATE_MESSAGES.signatureTooLarge);
  let ink: number;
  try {
    ink = inkedPixels(header, data);
  } catch {
    throw refused(MANDATE_MESSAGES.signatureInvalid);
  }
  if (ink < MIN_INK_PIXELS) throw refused(MANDATE_MESSAGES.signatureMissing);
  return png;
}

/** The header and the compressed image data, without inflating anything. */
function readChunks(png: Buffer): { header: PngHeader; data: Buffer } {
  let offset = 8;
  let header: PngHeader | undefined;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw refused(MANDATE_MESSAGES.signatureInvalid);
    if (type === 'IHDR' && length === 13) header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colorType: body[9]!, interlace: body[12]! };
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || data.length === 0) throw refused(MANDATE_MESSAGES.signatureInvalid);
  return { header, data: Buffer.concat(data) };
}

function inkedPixels({ width, height, bitDepth, colorType, interlace }: PngHeader, data: Buffer): number {
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2) || interlace !== 0) throw new Error('unsupported');
  if (width < 1 || height < 1) throw new Error('bad size');
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  // zlib stops as soon as its output passes the size the header allows (≤ MAX_INFLATED_BYTES).
  const raw = inflateSync(data, { maxOutputLength: (stride + 1) * height });
  if (raw.length !== (stride + 1) * height) throw new Error('bad data');
  // Every row's filter is checked, even past the rows read for ink: the PDF's encoder reads them all.
  for (let y = 0; y < height; y += 1) if (raw[y * (stride + 1)]! > 4) throw new Error('bad filter');
  let previous = new Uint8Array(stride);
  let line = new Uint8Array(stride);
  let ink = 0;
  for (let y = 0; y < height && ink < MIN_INK_PIXELS; y += 1) {
    const row = y * (stride + 1);
    line.set(raw.subarray(row + 1, row + 1 + stride));
    unfilter(raw[row]!, line, previous, bpp);
    for (let x = 0; x < stride; x += bpp) {
      const inked = bpp === 4 ? line[x + 3]! > 0 : line[x]! < 240 || line[x + 1]! < 240 || line[x + 2]! < 240;
      if (inked) ink += 1;
    }
    [previous, line] = [line, previous];
  }
  return ink;
}

/** Undoes a row's PNG filter in place (one loop per filter: this runs on the event loop). Uint8Array wraps at 256. */
function unfilter(filter: number, line: Uint8Array, up: Uint8Array, bpp: number): void {
  const length = line.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let x = bpp; x < length; x += 1) line[x] = line[x]! + line[x - bpp]!;
      return;
    case 2:
      for (let x = 0; x < length; x += 1) line[x] = line[x]! + up[x]!;
      return;
    case 3:
      for (let x = 0; x < bpp; x += 1) line[x] = line[x]! + (up[x]! >> 1);
      for (let x = bpp; x < length; x += 1) line[x] = line[x]! + ((line[x - bpp]! + up[x]!) >> 1);
      return;
    case 4:
      for (let x = 0; x < bpp; x += 1) line[x] = line[x]! + up[x]!;
      for (let x = bpp; x < length; x += 1) line[x] = line[x]! + paeth(line[x - bpp]!, up[x]!, up[x - bpp]!);
      return;
    default:
      throw new Error('bad filter');
  }
}

function paeth(left: number, up: number, upLeft: number): number {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}
