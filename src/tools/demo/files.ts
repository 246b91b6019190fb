import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface BoardingPassFacts {
  passengerName: string;
  flightNumber: string;
  carrierName: string;
  flightDate: string;
  from: string;
  to: string;
  bookingReference: string;
  seat: string;
}

/** A boarding pass as an airline's site prints it, one A6 page. */
export async function boardingPassPdf(facts: BoardingPassFacts): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Carta d'imbarco ${facts.flightNumber}`);
  pdf.setCreationDate(new Date(`${facts.flightDate}T06:00:00Z`));
  const page = pdf.addPage([420, 298]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 248, width: 420, height: 50, color: rgb(0.05, 0.2, 0.45) });
  page.drawText(`${facts.carrierName} - CARTA D'IMBARCO / BOARDING PASS`, { x: 16, y: 268, size: 12, font: bold, color: rgb(1, 1, 1) });
  const rows: [string, string][] = [
    ['Passeggero / Name', facts.passengerName.toUpperCase()],
    ['Volo / Flight', facts.flightNumber],
    ['Data / Date', facts.flightDate],
    ['Da / From', facts.from],
    ['A / To', facts.to],
    ['PNR', facts.bookingReference],
    ['Posto / Seat', facts.seat],
  ];
  rows.forEach(([label, value], index) => {
    const y = 222 - index * 28;
    page.drawText(label, { x: 16, y, size: 8, font: regular, color: rgb(0.4, 0.4, 0.4) });
    page.drawText(value, { x: 16, y: y - 12, size: 11, font: bold });
  });
  // A stand-in for the barcode.
  for (let bar = 0; bar < 40; bar++) page.drawRectangle({ x: 300 + bar * 2.5, y: 40, width: (bar * 7) % 3 === 0 ? 1.8 : 0.9, height: 60, color: rgb(0, 0, 0) });
  return Buffer.from(await pdf.save());
}

/** A small identity-card scan: a PNG (truecolour, 8 bits) with a photo box and text lines drawn as bars. */
export function identityCardPng(seed: number, width = 240, height = 150): Buffer {
  const rowLength = width * 3 + 1;
  const pixels = Buffer.alloc(rowLength * height);
  const tint = [200 + (seed % 40), 215 + ((seed >> 3) % 30), 235];
  for (let y = 0; y < height; y++) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const photo = x >= 14 && x < 80 && y >= 30 && y < 120;
      const line = x >= 95 && x < 95 + 40 + ((seed >> (y % 8)) % 90) && y >= 35 && y < 115 && (y - 35) % 16 < 6;
      const header = y < 20;
      const colour = header ? [40, 70, 140] : photo ? [150, 140, 130] : line ? [60, 60, 70] : tint;
      pixels.set(colour as number[], y * rowLength + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}
