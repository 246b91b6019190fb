import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pageWriter } from '../platform/pdf/page-writer.js';
import { versionDate, type LegalInfo } from '../contracts/legal-texts.js';
import { termsSections, withdrawalForm, type LegalSectionText } from './sign-up-texts.js';

export interface SignUpFacts {
  practiceNumber: string;
  /** The terms version the claim recorded as accepted. */
  termsVersion: string;
  /** When the claim was submitted: the contract's conclusion. */
  submittedAt: Date;
}

const DAY = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'Europe/Rome' });
const LONG_DAY = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The terms as accepted, with the withdrawal information and the model withdrawal form, as one PDF:
 * the durable medium the confirmation e-mail carries (Cod. Cons. artt. 49, 51 co. 7, 52-53).
 */
export async function renderSignUpPdf(info: LegalInfo, facts: SignUpFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Termini del servizio e modulo di recesso — pratica ${facts.practiceNumber}`);
  pdf.setAuthor(info.company.name);
  pdf.setProducer('RimborsoVolo24');
  pdf.setCreationDate(facts.submittedAt);
  pdf.setModificationDate(facts.submittedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = pageWriter(pdf, regular, 10);

  writer.write('Termini del servizio', { font: bold, size: 16, after: 4 });
  writer.write(`Versione ${facts.termsVersion}, in vigore dal ${LONG_DAY.format(new Date(`${versionDate(facts.termsVersion)}T00:00:00Z`))}`, { size: 9.5, after: 2 });
  writer.write(`Conferma del contratto concluso il ${DAY.format(facts.submittedAt)} con l’invio della richiesta, pratica n. ${facts.practiceNumber}.`, { size: 9.5, after: 14 });
  if (info.company.sample) writer.write('Società di esempio — dati non reali.', { font: bold, after: 10 });
  const section = (text: LegalSectionText) => {
    writer.write(text.title, { font: bold, size: 12, after: 6 });
    for (const paragraph of text.paragraphs) writer.write(paragraph, { after: 6 });
    writer.gap(8);
  };
  for (const text of termsSections(info)) section(text);
  writer.newPage();
  section(withdrawalForm(info, facts.practiceNumber));
  return pdf.save({ useObjectStreams: false });
}
