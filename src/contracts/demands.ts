import { z } from 'zod';

/** The work of claiming from the airline as the admin claim page shows it: the letter, its sending, the airline's answers. */

export const AIRLINE_REPLY_OUTCOMES = ['accepted', 'rejected', 'voucher', 'partial'] as const;
export type AirlineReplyOutcome = (typeof AIRLINE_REPLY_OUTCOMES)[number];

export const AIRLINE_REPLY_LABELS: Record<AirlineReplyOutcome, string> = {
  accepted: 'Accettata',
  rejected: 'Respinta',
  voucher: 'Buono offerto',
  partial: 'Pagamento parziale',
};

/** What the airlines' directory knows of a carrier (null fields: not known). */
export interface AirlineContact {
  name: string;
  country: string;
  claimsEmail: string | null;
  claimsWebForm: string | null;
  /** The carrier's PEC address, when an admin recorded one. */
  pec: string | null;
  /** Every address a letter may go to: the table's claims e-mail and those admins added (lower case). */
  claimsEmails: string[];
}

export interface DemandLetterView {
  documentId: string;
  language: 'it' | 'en';
  amountCents: number;
  generatedAt: string;
  /** Where operators open the PDF. */
  objectPath: string;
}

export type DispatchStatus = 'queued' | 'sent' | 'failed';

/** The latest request to send a letter to the airline, and how it went. */
export interface AirlineDispatchView {
  letterDocumentId: string;
  recipient: string;
  status: DispatchStatus;
  requestedAt: string;
  sentAt: string | null;
  messageId: string | null;
  /** Why the last attempt failed (the SMTP server's answer), while it is queued again or failed for good. */
  failureReason: string | null;
  /** pec: by our PEC account to the carrier's PEC address, whose receipts follow; email: plain e-mail, with no proof of delivery. */
  channel: 'pec' | 'email';
  /** When the PEC provider issued its receipts: acceptance, delivery (the proof the letter reached the carrier), or failed delivery. */
  pecAcceptedAt: string | null;
  deliveredAt: string | null;
  deliveryFailedAt: string | null;
}

export interface AirlineReplyView {
  outcome: AirlineReplyOutcome;
  outcomeLabel: string;
  amountCents: number | null;
  reason: string | null;
  receivedOn: string;
  documentObjectPath: string | null;
  recordedAt: string;
}

/** GET /api/admin/flight-checks/{id}/airline: the «Compagnia aerea» panel. */
export interface DemandPanel {
  claimId: number;
  /** The carrier the letter is addressed to (IATA), null when the flight number does not say. */
  airlineCode: string | null;
  carrier: AirlineContact | null;
  /** The recipient the send dialog proposes: the carrier's claims address, when the directory knows it. */
  suggestedRecipient: string | null;
  /** The only addresses a letter may go to: the carriers' table's claims e-mail and the ones an admin added. */
  allowedRecipients: string[];
  /** How a letter goes to this carrier: by PEC to an Italian carrier with a PEC address (the only address then allowed), else by e-mail. */
  channel: 'pec' | 'email';
  /** What a letter still needs, in Italian; empty when one can be made. */
  missing: string[];
  letter: DemandLetterView | null;
  dispatch: AirlineDispatchView | null;
  replies: AirlineReplyView[];
}

export const IDENTITY_DOCUMENTS_REQUESTED_LABEL = 'La compagnia ha chiesto il documento d’identità';

/** POST /api/admin/flight-checks/{id}/airline/send: one of the panel's allowed recipients; identity documents go only when the carrier asked. */
export const sendToAirlineBody = z.object({
  recipient: z
    .string('Indica l’indirizzo della compagnia')
    .trim()
    .toLowerCase()
    .max(254, 'Indirizzo troppo lungo')
    .pipe(z.email('Indica un indirizzo email valido')),
  identityDocumentsRequested: z.boolean('Indica se la compagnia ha chiesto il documento d’identità').default(false),
});
export type SendToAirlineBody = z.infer<typeof sendToAirlineBody>;

const amount = z.coerce.number('Indica l’importo').positive('L’importo deve essere maggiore di zero').max(100_000, 'Importo troppo alto');
const receivedOn = z.iso.date('Data non valida (AAAA-MM-GG)');
const reason = z.string().trim().max(2_000, 'Massimo 2000 caratteri');
const documentId = z.string().regex(/^[0-9a-f]{32}$/, 'Documento non valido');

/** POST /api/admin/flight-checks/{id}/airline/replies: the airline's answer, in euros; the document uploaded first (…/airline/reply-document). */
export const airlineReplyBody = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('accepted'), amount, receivedOn, reason: reason.optional(), documentId: documentId.optional() }),
    z.object({ outcome: z.literal('partial'), amount, receivedOn, reason: reason.optional(), documentId: documentId.optional() }),
    z.object({ outcome: z.literal('voucher'), amount, receivedOn, reason: reason.optional(), documentId: documentId.optional() }),
    z.object({ outcome: z.literal('rejected'), receivedOn, reason: reason.min(1, 'Indica il motivo indicato dalla compagnia'), documentId: documentId.optional() }),
  ],
  'Esito non valido: usa accepted, rejected, voucher o partial',
);
export type AirlineReplyBody = z.infer<typeof airlineReplyBody>;
