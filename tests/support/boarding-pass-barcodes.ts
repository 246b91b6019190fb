import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

export interface PassLeg {
  from: string;
  to: string;
  carrier: string;
  /** As printed in the barcode: up to 4 digits and a letter ('318', '0834', '1234A'). */
  flight: string;
  /** The day of the year the flight leaves (1 January → 1). */
  day: number;
}

/**
 * An IATA BCBP string (Resolution 792, mandatory items only) built field by field, as an airline's
 * check-in writes it: 'M' and the number of legs, the name, then each leg's fixed-width fields.
 */
export function bcbpText(name: string, bookingCode: string, legs: PassLeg[]): string {
  const leg = (item: PassLeg, index: number) =>
    [
      bookingCode.padEnd(7),
      item.from,
      item.to,
      item.carrier.padEnd(3),
      item.flight.padStart(4, '0').padEnd(5),
      String(item.day).padStart(3, '0'),
      'Y',
      `${String(12 + index).padStart(3, '0')}A`,
      `${String(index + 1).padStart(4, '0')} `,
      '1',
      '00',
    ].join('');
  return `M${legs.length}${name.padEnd(20).slice(0, 20)}E${legs.map(leg).join('')}`;
}

export type Symbology = 'pdf417' | 'azteccode' | 'qrcode';

/** A clean barcode picture, as a screenshot of a phone pass or a scan of a paper one. */
export function barcodePng(symbology: Symbology, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: symbology, text, scale: 3, paddingwidth: 24, paddingheight: 24, backgroundcolor: 'FFFFFF' });
}

/** A deterministic pseudo-random sequence, so a noisy picture is the same at every run. */
function randomSequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A picture as a phone takes it: the barcode turned some degrees on a bigger grey-white sheet, every
 * pixel with some noise.
 */
export function photoLike(png: Buffer, degrees: number, noise: number): Buffer {
  const source = PNG.sync.read(png);
  const size = Math.ceil(Math.hypot(source.width, source.height)) + 40;
  const photo = new PNG({ width: size, height: size });
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const random = randomSequence(35);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Which source pixel lands here, turning back by the angle around the centres.
      const dx = x - size / 2;
      const dy = y - size / 2;
      const sx = Math.round(cos * dx + sin * dy + source.width / 2);
      const sy = Math.round(-sin * dx + cos * dy + source.height / 2);
      const inside = sx >= 0 && sy >= 0 && sx < source.width && sy < source.height;
      const grey = inside ? source.data[(sy * source.width + sx) * 4]! : 235;
      const value = Math.max(0, Math.min(255, grey + (random() - 0.5) * 2 * noise));
      const at = (y * size + x) * 4;
      photo.data[at] = value;
      photo.data[at + 1] = value;
      photo.data[at + 2] = value;
      photo.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(photo);
}
