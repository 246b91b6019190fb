import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the complaint tells: who flew, which flight, what happened, when the airline was written to. */
export interface EnacComplaintContent {
  practiceNumber: string;
  passengers: string[];
  flightNumber: string;
  flightDate: string;
  route: string;
  /** The operating carrier the demand went to: «ITA Airways (AZ)», or its IATA code alone when the name is unknown. */
  carrier: string;
  /** What happened, in the claim's words ("Ritardo", "Cancellazione"…) and the passenger's details if any. */
  facts: string;
  sentAt: string;
  sentTo: string;
  preparedOn: string;
  company: string;
}

/** The product's words on ENAC's route (EU261.md, "Complaints and out-of-court routes in Italy"). */
export const ENAC_ROUTE =
  'Il passeggero può presentare reclamo all’ENAC quando la compagnia aerea non ha risposto entro 6 settimane dal reclamo, o ha risposto in modo non soddisfacente, secondo le indicazioni della pagina «Modalità di reclamo» di ENAC.';
export const ENAC_COMPETENCE = 'ENAC è l’organismo competente (art. 16 del Regolamento) per i voli in partenza dall’Italia e per quelli che vi arrivano da un Paese in cui il Regolamento non si applica.';
export const ENAC_LIMITS = 'ENAC può sanzionare la compagnia aerea ma non riconosce la compensazione: la richiesta di compensazione al vettore prosegue a parte.';

const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\u0020-\u00ff€‘’“”«»–—…•]/g, '?');

/** The complaint to ENAC, pre-filled for the operator to check and file (A4, Italian), and its SHA-256. */
export async function renderEnacComplaintPdf(content: EnacComplaintContent): Promise<{ bytes: Uint8Array; sha256: string }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Reclamo ENAC — pratica ${content.practiceNumber}`);
  pdf.setAuthor(content.company);
  const madeAt = new Date(`${content.preparedOn}T12:00:00Z`);
  pdf.setCreationDate(madeAt);
  pdf.setModificationDate(madeAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const write = writer(page, regular);

  write.line('Reclamo all’ENAC — Regolamento (CE) n. 261/2004', bold, 15);
  write.line(`Pratica ${content.practiceNumber} — preparato il ${italianDate(content.preparedOn)}`);
  write.gap();
  write.line('Passeggeri', bold);
  for (const passenger of content.passengers) write.line(`• ${passenger}`);
  write.gap();
  write.line('Volo', bold);
  write.line(`Volo ${content.flightNumber} del ${italianDate(content.flightDate)}, ${content.route}`);
  write.line(`Compagnia aerea (vettore operativo): ${content.carrier}`);
  write.gap();
  write.line('Fatti', bold);
  write.wrapped(content.facts);
  write.gap();
  write.line('Reclamo alla compagnia aerea', bold);
  write.wrapped(`Il reclamo con la richiesta di compensazione è stato inviato alla compagnia aerea (${content.sentTo}) il ${italianDate(content.sentAt)}.`);
  write.wrapped(`Alla data di questo reclamo, trascorse più di 6 settimane dall’invio, la compagnia aerea non ha risposto.`);
  write.gap();
  write.line('Perché ENAC', bold);
  write.wrapped(ENAC_COMPETENCE);
  write.wrapped(ENAC_ROUTE);
  write.wrapped(ENAC_LIMITS);
  write.gap();
  write.wrapped(`Reclamo presentato per conto dei passeggeri da ${content.company}, in forza del mandato conferito. Allegati: il reclamo inviato alla compagnia e la prova dell’invio, la carta d’imbarco o la prenotazione, il mandato.`);

  const bytes = await pdf.save({ useObjectStreams: false });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

function writer(page: PDFPage, regular: PDFFont) {
  const left = 56;
  const width = page.getWidth() - left * 2;
  let y = page.getHeight() - 64;
  const draw = (text: string, font: PDFFont, size: number) => {
    page.drawText(printable(text), { x: left, y, size, font, color: rgb(0.1, 0.1, 0.15) });
    y -= size + 6;
  };
  return {
    line: (text: string, font = regular, size = 11) => draw(text, font, size),
    wrapped(text: string) {
      let line = '';
      for (const word of printable(text).split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (regular.widthOfTextAtSize(next, 11) > width && line) {
          draw(line, regular, 11);
          line = word;
        } else line = next;
      }
      if (line) draw(line, regular, 11);
    },
    gap() {
      y -= 10;
    },
  };
}
