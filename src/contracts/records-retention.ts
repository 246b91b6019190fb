import type { FileType } from './documents.js';

/**
 * How long a claim's files are kept once the claim is closed, as the privacy notice says it. The
 * passenger's own uploads follow the configured short period (RETENTION_DOCUMENTS_DAYS, 90 days by
 * default); what we issue, sign or exchange with the airline is a business record the law makes us
 * keep ten years (art. 2220 c.c. for correspondence and records; art. 39 DPR 633/1972 for invoices),
 * and erasure at the passenger's request keeps it too (art. 17, par. 3, lett. b ed e GDPR).
 */
export const RECORDS_KEPT_YEARS = 10;

/** What the law we keep records under is called, for the notice and the erasure's confirmation. */
export const RECORDS_LEGAL_BASIS = 'l’art. 2220 del codice civile e l’art. 39 del DPR 633/1972';

export type RetentionClass = 'passenger_upload' | 'business_record';

/** The file types that are records whoever stored them: a signed mandate, our letter, the airline's reply. */
export const RECORD_FILE_TYPES = ['mandate', 'airline_letter', 'airline_reply'] as const satisfies readonly FileType[];

/**
 * The retention class of a stored document. Operators never upload on a passenger's behalf: what is
 * stored as the operators' (`uploadedBy: 'operator'`) is a file the product issued (an invoice stored
 * as `fattura`, an ENAC complaint as `altro`, a letter or a reply). A passenger's `fattura` is their
 * own receipt, and goes with their other uploads.
 */
export function retentionClassOf(document: { fileType: FileType; uploadedBy: string }): RetentionClass {
  if ((RECORD_FILE_TYPES as readonly FileType[]).includes(document.fileType)) return 'business_record';
  return document.uploadedBy === 'operator' ? 'business_record' : 'passenger_upload';
}

/** The subject keys under which electronic invoicing seals an invoice's customer (name, codice fiscale, address) for this claim. */
export const invoiceCustomerSubjectPrefix = (claimId: number) => `invoice-customer:${claimId}:`;

/** What the passenger is told an erasure kept, and why: their answer and the operators' confirmation. */
export const ERASURE_KEPT_NOTICE =
  `Abbiamo cancellato i tuoi dati personali e i documenti che avevi caricato. Conserviamo per ${RECORDS_KEPT_YEARS} anni dalla chiusura della pratica, ` +
  `come impongono ${RECORDS_LEGAL_BASIS}, soltanto le fatture (con nome, codice fiscale, indirizzo e importi), i mandati firmati, ` +
  'le lettere inviate alla compagnia aerea, le sue risposte e gli eventuali reclami all’ENAC o agli altri organismi nazionali; poi cancelliamo anche quelli.';
