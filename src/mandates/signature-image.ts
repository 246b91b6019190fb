import { inflateSync } from 'node:zlib';
import { MANDATE_MESSAGES, MAX_SIGNATURE_BYTES } from '../contracts/mandates.js';
import { DomainError } from '../platform/domain-error.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 4_000;
/** Fewer inked pixels than this is a blank pad or a stray tap, not a signature. */
export const MIN_INK_PIXELS = 60;

const refused = (message: string) => new DomainError('invalid', message, { title: 'Firma non valida', field: 'signature' });

/**
 * The PNG bytes of a drawn signature, once they are a real PNG of a reasonable size with ink on it.
 * The canvas's PNGs (8-bit RGBA or RGB, not interlaced) are decoded here with zlib alone: ink is a
 * pixel that is not transparent (RGBA) or not white (RGB), so a blank pad is refused.
 */
export function drawnSignature(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw refused(MANDATE_MESSAGES.signatureInvalid);
  const png = Buffer.from(base64, 'base64');
  if (png.length === 0) throw refused(MANDATE_MESSAGES.signatureMissing);
  if (png.length > MAX_SIGNATURE_BYTES) throw refused('La firma è troppo grande: cancellala e disegnala di nuovo');
  if (png.length < PNG_MAGIC.length + 25 || !png.subarray(0, 8).equals(PNG_MAGIC)) throw refused(MANDATE_MESSAGES.signatureInvalid);
  let ink: number;
  try {
    ink = inkedPixels(png);
  } catch {
    throw refused(MANDATE_MESSAGES.signatureInvalid);
  }
  if (ink < MIN_INK_PIXELS) throw refused(MANDATE_MESSAGES.signatureMissing);
  return png;
}

function inkedPixels(png: Buffer): number {
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) throw new Error('truncated chunk');
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colorType: body[9]!, interlace: body[12]! };
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || data.length === 0) throw new Error('no image');
  const { width, height, bitDepth, colorType, interlace } = header;
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2) || interlace !== 0) throw new Error('unsupported');
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw new Error('bad size');
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(data), { maxOutputLength: (stride + 1) * height });
  if (raw.length !== (stride + 1) * height) throw new Error('bad data');
  let previous = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= bpp ? line[x - bpp]! : 0;
      const up = previous[x]!;
      const upLeft = x >= bpp ? previous[x - bpp]! : 0;
      line[x] = (line[x]! + predictor(filter, left, up, upLeft)) & 0xff;
    }
    for (let x = 0; x < stride; x += bpp) {
      const inked = bpp === 4 ? line[x + 3]! > 0 : line[x]! < 240 || line[x + 1]! < 240 || line[x + 2]! < 240;
      if (inked) ink += 1;
    }
    previous = line;
  }
  return ink;
}

function predictor(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      throw new Error('bad filter');
  }
}
