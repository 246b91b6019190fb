/** Messages that failed for good, in the operators' Monitoring tab: GET /api/admin/outbound/failed and its «Riprova». */

export const FAILED_MESSAGE_KINDS = ['passenger-email', 'operator-notice', 'airline-letter'] as const;
export type FailedMessageKind = (typeof FAILED_MESSAGE_KINDS)[number];

export const FAILED_MESSAGE_KIND_LABELS: Record<FailedMessageKind, string> = {
  'passenger-email': 'E-mail al passeggero',
  'operator-notice': "Avviso all'operatore",
  'airline-letter': 'Lettera alla compagnia',
};

/** A message not retried since it failed; no address, and a reason with none either. */
export interface FailedMessage {
  /** The e-mail's request id or the letter's dispatch id, the one «Riprova» names. */
  id: string;
  kind: FailedMessageKind;
  claimId: number;
  practiceNumber: string | null;
  /** The subject as the claim's page shows it (null for operators' notices and letters). */
  subject: string | null;
  reason: string;
  /** Null for letters, whose attempts are not counted. */
  attempts: number | null;
  failedAt: string;
}

export interface FailedMessageList {
  messages: FailedMessage[];
}
