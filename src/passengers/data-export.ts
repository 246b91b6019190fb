import { BILLING_EVENT, type BankDetailsProvidedData, type InvoiceIssuedData, type PayoutSentData } from '../billing/contract.js';
import { ISSUE_LABELS, normaliseEmail, publicStatusOf } from '../claims/contract.js';
import { COMMUNICATION_EVENT, type EmailRequestedData, type EmailSentData } from '../communications/contract.js';
import type { DocumentView } from '../contracts/documents.js';
import { PUBLIC_STATUS_LABELS } from '../contracts/passenger-claim.js';
import type { PassengerDataExport } from '../contracts/personal-data.js';
import type { RecordedEvent } from '../platform/event-store/index.js';
import { MANDATE_EVENT, type MandateSignedData } from '../mandates/contract.js';
import { MESSAGE_EVENT, type MessagePostedData } from '../messages/contract.js';
import { claimOf, passengerTimeline, type PassengerWording } from './claim-story.js';

/** The files the ZIP carries, together at most this big: beyond, a file is listed but not copied. */
export const EXPORT_FILES_MAX_BYTES = 30 * 1024 * 1024;

const FILE_DELETED = 'Il file è stato cancellato al termine del periodo di conservazione indicato nell’informativa privacy.';
const FILE_TOO_LARGE = 'Il file non è nell’archivio perché, con gli altri, supera la dimensione massima: scrivici dalla tua area riservata e te lo inviamo.';
export const FILE_UNAVAILABLE = 'Il file non è al momento disponibile: riprova più tardi o scrivici dalla tua area riservata.';

/** A document whose file goes into the ZIP, at `path`. */
export interface ExportedFile {
  documentId: string;
  path: string;
}

/** «documenti/01-carta-d-imbarco.pdf»: numbered, so two files of the same name never collide; only safe characters. */
function zipPath(index: number, view: DocumentView): string {
  const safe = view.originalName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80);
  return `documenti/${String(index + 1).padStart(2, '0')}-${safe || 'documento'}`;
}

/** Which documents' files go into the ZIP (kept, and within the size cap, oldest first), and why the others do not. */
export function exportedFiles(views: DocumentView[]): { files: ExportedFile[]; notes: Map<string, string> } {
  const files: ExportedFile[] = [];
  const notes = new Map<string, string>();
  let bytes = 0;
  views.forEach((view, index) => {
    if (view.fileDeletedAt) return notes.set(view.id, FILE_DELETED);
    if (bytes + view.fileSize > EXPORT_FILES_MAX_BYTES) return notes.set(view.id, FILE_TOO_LARGE);
    bytes += view.fileSize;
    files.push({ documentId: view.id, path: zipPath(index, view) });
  });
  return { files, notes };
}

/** The events of one type on the claim's stream, with their data as its module declares them. */
const eventsOf = <Data>(history: RecordedEvent[], type: string) =>
  history.filter((event) => event.type === type).map((event) => ({ data: event.data as Data, at: event.metadata.requestedAt ?? event.createdAt }));

/**
 * The passenger's copy of their claim (art. 15 GDPR): what is about them and meant for them, read from
 * the claim's history as the passenger area tells it. What operators keep for themselves (notes,
 * calls, who works on it, internal events) is not read at all. Undefined when the claim does not exist.
 */
export function passengerDataExport(
  catalog: PassengerWording,
  history: RecordedEvent[],
  views: DocumentView[],
  files: { included: Map<string, string>; notes: Map<string, string> },
  exportedAt: string,
): PassengerDataExport | undefined {
  const claim = claimOf(history);
  if (!claim) return undefined;
  const ownAddress = (recipient: string) => normaliseEmail(recipient) === normaliseEmail(claim.email);
  const operatorTexts = new Map(eventsOf<EmailRequestedData>(history, COMMUNICATION_EVENT.EmailRequested).map(({ data }) => [data.emailRequestId, data.message]));
  const bankDetails = eventsOf<BankDetailsProvidedData>(history, BILLING_EVENT.BankDetailsProvided).at(-1)?.data;

  return {
    practiceNumber: claim.practiceNumber,
    exportedAt,
    notice: 'Copia dei dati personali che RimborsoVolo24 tratta per questa pratica e che ti riguardano (art. 15 del Regolamento (UE) 2016/679).',
    contact: { name: claim.passengerName, email: claim.email, phone: claim.phone, ipAddress: claim.ipAddress },
    claim: {
      submittedAt: claim.createdAt,
      flightNumber: claim.flightNumber,
      flightDate: claim.flightDate,
      departureAirport: claim.departureAirport,
      arrivalAirport: claim.arrivalAirport,
      bookingReference: claim.bookingReference,
      issueType: ISSUE_LABELS[claim.issueType] ?? claim.issueType,
      issueDetails: claim.issueDetails,
      status: PUBLIC_STATUS_LABELS[publicStatusOf(claim.adminStatus, false)],
      estimatedCompensationEuro: claim.estimatedCompensation,
      noteFromUs: claim.passengerNote,
    },
    passengers: claim.passengers.map(({ passengerId, fullName, dateOfBirth, email }) => ({ passengerId, fullName, dateOfBirth, email })),
    documents: views.map((view) => ({
      type: view.fileTypeLabel,
      originalName: view.originalName,
      description: view.description,
      addedBy: view.uploadedBy === 'operator' ? 'RimborsoVolo24' : 'tu',
      status: view.status,
      rejectionReason: view.rejectionReason,
      at: view.createdAt,
      file: files.included.get(view.id) ?? null,
      fileNote: files.included.has(view.id) ? null : (files.notes.get(view.id) ?? FILE_UNAVAILABLE),
    })),
    emails: eventsOf<EmailSentData>(history, COMMUNICATION_EVENT.EmailSent)
      .filter(({ data }) => ownAddress(data.recipient))
      .map(({ data, at }) => ({ subject: data.subject, message: operatorTexts.get(data.emailRequestId) ?? null, at })),
    messages: eventsOf<MessagePostedData>(history, MESSAGE_EVENT.MessagePosted).map(({ data, at }) => ({ from: data.author === 'passenger' ? 'tu' : 'RimborsoVolo24', text: data.text, at })),
    timeline: passengerTimeline(catalog, history, claim.email).map(({ at, title, detail }) => ({ at, title, detail })),
    mandates: eventsOf<MandateSignedData>(history, MANDATE_EVENT.MandateSigned).map(({ data }) => ({
      passengerId: data.passengerId,
      signerName: data.signerName,
      signedAs: data.signedAs,
      signedAt: data.signedAt,
      signerIp: data.signerIp,
    })),
    bankDetails: bankDetails ? { accountHolder: bankDetails.accountHolder, iban: bankDetails.iban } : null,
    invoices: eventsOf<InvoiceIssuedData>(history, BILLING_EVENT.InvoiceIssued).map(({ data }) => ({
      invoiceNumber: data.invoiceNumber,
      passengerId: data.passengerId,
      issuedOn: data.issuedOn,
      imponibileCents: data.imponibileCents,
      ivaCents: data.ivaCents,
      totalCents: data.totalCents,
      compensationCents: data.compensationCents,
    })),
    payouts: eventsOf<PayoutSentData>(history, BILLING_EVENT.PayoutSent).map(({ data }) => ({ passengerId: data.passengerId, amountCents: data.amountCents, executedOn: data.executedOn })),
  };
}
