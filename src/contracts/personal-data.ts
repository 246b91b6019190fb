import { z } from 'zod';
import type { Claim, Communication } from './admin-claims.js';
import type { DocumentView } from './documents.js';

export const ERASURE_REASON_MIN = 5;
export const ERASURE_REASON_MAX = 500;

/** POST /api/admin/flight-checks/{id}/erasure: why the passenger's data go (naming no one: the reason stays in the audit). */
export const erasureRequestSchema = z.object({
  reason: z
    .string('Indica il motivo della cancellazione')
    .trim()
    .min(ERASURE_REASON_MIN, `Il motivo deve avere almeno ${ERASURE_REASON_MIN} caratteri`)
    .max(ERASURE_REASON_MAX, `Il motivo può avere al massimo ${ERASURE_REASON_MAX} caratteri`),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** What an erasure removed besides the data key, and what the law made it keep: the answer the admin sees. */
export interface ErasureResult {
  claimId: number;
  practiceNumber: string;
  erasedAt: string;
  removed: { files: number; emailJobs: number; outboxFiles: number };
  /** The business records' files kept (invoices, mandates, letters, replies, complaints) and the passenger's confirmation saying what and why. */
  kept: { files: number; notice: string };
}

/** One event of the claim in an export: what the timeline says, with its data as read now. */
export interface ExportedEvent {
  type: string;
  description: string;
  at: string;
  actor: { kind: string; name: string };
  data: unknown;
}

/** GET /api/admin/flight-checks/{id}/export (artt. 15 e 20 GDPR): every personal datum of the claim, and its history. */
export interface PersonalDataExport {
  practiceNumber: string;
  exportedAt: string;
  /** Set once the data were erased: every personal field then reads "dati cancellati". */
  personalDataErasedAt: string | null;
  notice: string;
  passenger: { name: string; email: string; phone: string | null; ipAddress: string | null };
  claim: Omit<Claim, 'passengerName' | 'email' | 'phone' | 'ipAddress'>;
  documents: Pick<DocumentView, 'fileName' | 'originalName' | 'fileTypeLabel' | 'description' | 'status' | 'rejectionReason' | 'createdAt'>[];
  emails: { subject: string | null; recipient: string | null; status: Communication['status']; at: string }[];
  notesToPassenger: { note: string; at: string }[];
  /** The claim's thread between the passenger and the operators, oldest first. */
  messages: { author: 'passenger' | 'operator'; authorName: string | null; text: string; at: string }[];
  communications: Pick<Communication, 'type' | 'subject' | 'content' | 'recipient' | 'createdAt'>[];
  events: ExportedEvent[];
}

/**
 * GET /api/passenger/claims/{id}/export (art. 15 GDPR), the JSON inside the ZIP: what is about the
 * passenger and meant for them. Never internal notes, call logs, operators' names, the assignment or
 * internal events. Amounts in cents, times ISO 8601.
 */
export interface PassengerDataExport {
  practiceNumber: string;
  exportedAt: string;
  notice: string;
  contact: { name: string; email: string; phone: string | null; ipAddress: string | null };
  claim: {
    submittedAt: string;
    flightNumber: string;
    flightDate: string;
    departureAirport: string;
    arrivalAirport: string;
    bookingReference: string | null;
    issueType: string;
    issueDetails: string | null;
    status: string;
    estimatedCompensationEuro: number | null;
    noteFromUs: string | null;
  };
  passengers: { passengerId: number; fullName: string; dateOfBirth: string | null; email: string | null }[];
  documents: {
    type: string;
    originalName: string;
    description: string | null;
    addedBy: 'tu' | 'RimborsoVolo24';
    status: 'pending' | 'verified' | 'rejected';
    rejectionReason: string | null;
    at: string;
    /** Where the file is in the ZIP; null when it is not (`fileNote` says why). */
    file: string | null;
    fileNote: string | null;
  }[];
  /** The e-mails sent to the claim's address; `message` is the text an operator wrote, for those. */
  emails: { subject: string; message: string | null; at: string }[];
  messages: { from: 'tu' | 'RimborsoVolo24'; text: string; at: string }[];
  /** «La tua pratica passo per passo», as the passenger area shows it. */
  timeline: { at: string; title: string; detail: string | null }[];
  mandates: { passengerId: number; signerName: string; signedAs: 'passenger' | 'guardian'; signedAt: string; signerIp: string | null }[];
  bankDetails: { accountHolder: string; iban: string } | null;
  invoices: { invoiceNumber: string; passengerId: number; issuedOn: string; imponibileCents: number; ivaCents: number; totalCents: number; compensationCents: number }[];
  payouts: { passengerId: number; amountCents: number; executedOn: string }[];
}
