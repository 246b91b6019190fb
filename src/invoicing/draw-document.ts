import { createHash } from 'node:crypto';
import { formatEuroCents } from '../eligibility/index.js';
import type { ElectronicInvoiceDrawnData } from './e-invoice-events.js';
import { fatturaPaFileName, fatturaPaXml, progressiveOf, type EInvoiceCompany } from './fatturapa-xml.js';
import { fatturaPaSchemaErrors, InvalidFatturaPaError } from './fatturapa-schema.js';

/** What drawing is given: the recorded data less what it derives (the progressive, the file's name, the XML and its digest). */
export type DocumentToDraw = Omit<ElectronicInvoiceDrawnData, 'progressive' | 'fileName' | 'xml' | 'xmlSha256'>;

// Latin-1 only in the XML: «EUR», not the euro sign.
const euros = (cents: number) => formatEuroCents(cents).replace('€', 'EUR').replace(/\s/g, ' ');

const descriptionOf = (document: DocumentToDraw) =>
  document.documentType === 'TD04'
    ? `Storno totale della fattura n. ${document.corrects!.number} del ${document.corrects!.issuedOn}, scartata dal Sistema di Interscambio`
    : `Compenso per l'assistenza nella richiesta di compensazione pecuniaria (Reg. CE 261/2004): 25% della compensazione ricevuta di ${euros(document.compensationCents)}`;

/**
 * The document's XML, checked against the official schema before it is recorded: what the schema
 * refuses is never recorded, so never sent (the SdI would reject it with a scarto).
 */
export async function drawDocument(company: EInvoiceCompany, document: DocumentToDraw): Promise<ElectronicInvoiceDrawnData> {
  const progressive = progressiveOf(document.year, document.sequence);
  const xml = fatturaPaXml({
    type: document.documentType,
    number: document.number,
    issuedOn: document.issuedOn,
    progressive,
    company,
    customer: document.customer,
    description: descriptionOf(document),
    imponibileCents: document.imponibileCents,
    ivaCents: document.ivaCents,
    totalCents: document.totalCents,
    corrects: document.corrects,
  });
  const errors = await fatturaPaSchemaErrors(xml);
  if (errors.length > 0) throw new InvalidFatturaPaError(errors);
  return { ...document, progressive, fileName: fatturaPaFileName(company.vatNumber, progressive), xml, xmlSha256: createHash('sha256').update(xml).digest('hex') };
}
