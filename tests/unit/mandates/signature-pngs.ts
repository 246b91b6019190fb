import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** An 8-bit RGBA PNG like a canvas's: transparent, with `inkedRows` rows of dark opaque pixels (a stroke). */
export function signaturePng(width = 120, height = 40, inkedRows = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 4);
    row[0] = y % 2 === 0 ? 0 : 1; // both "none" and "sub" filters, as encoders mix them
    if (y >= height / 2 && y < height / 2 + inkedRows) {
      if (row[0] === 0) for (let x = 0; x < width; x += 1) row.set([20, 30, 60, 255], 1 + x * 4);
      else {
        row.set([20, 30, 60, 255], 1); // first pixel, then no change (sub filter: deltas of 0)
      }
    }
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export const blankPng = () => signaturePng(120, 40, 0);
export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * A decompression bomb: a valid PNG (signature, IHDR, IDAT, IEND, every CRC right) whose header says
 * `width` × `height` and whose data are `inflatedBytes` zeros, deflated (64 MB become about 62 kB).
 */
export function bombPng(width: number, height: number, inflatedBytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const data = deflateSync(Buffer.alloc(inflatedBytes), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
