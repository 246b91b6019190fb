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

/** What an erasure removed besides the data key: the answer the admin sees. */
export interface ErasureResult {
  claimId: number;
  practiceNumber: string;
  erasedAt: string;
  removed: { files: number; emailJobs: number; outboxFiles: number };
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
