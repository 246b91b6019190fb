/** E-mail events live on the claim's stream; `emailRequestId` is the id of the event that asked for the e-mail. */

export type EmailTrigger = 'EmailRequested' | 'ClaimSubmitted' | 'ClaimStatusChanged' | 'DocumentsCompleted' | 'MessagePosted' | 'SilenceUpdateRequested' | 'InvoiceIssued' | 'PayoutSent' | 'MandateSigningLinkRequested' | 'BankDetailsLinkSent' | 'BankDetailsProvided';

export interface EmailRequestedData {
  emailRequestId: string;
  recipient: string;
  subject: string;
  message: string;
}

export interface EmailSentData {
  emailRequestId: string;
  templateId: string | null;
  templateType: string | null;
  recipient: string;
  subject: string;
  messageId: string;
}

export interface EmailFailedData {
  emailRequestId: string;
  recipient: string;
  subject: string | null;
  reason: string;
  attempts: number;
}

/**
 * An operator (the claim's assignee, or the support address) was told of the passenger's new message:
 * an e-mail to the company, not to the passenger, so it is no EmailSent (the passenger area shows
 * those as «Ti abbiamo scritto»). It names the practice number only, never the passenger's words.
 */
export interface OperatorNotifiedData {
  emailRequestId: string;
  recipient: string;
  subject: string;
  messageId: string;
}

export interface OperatorNotificationFailedData {
  emailRequestId: string;
  recipient: string;
  reason: string;
  attempts: number;
}

/** An operator asked to send again an e-mail or a notice that had failed for good: it is due again, under its own id. */
export interface EmailRetryRequestedData {
  emailRequestId: string;
}

export type EmailEvent =
  | { type: 'EmailRequested'; data: EmailRequestedData }
  | { type: 'EmailSent'; data: EmailSentData }
  | { type: 'EmailFailed'; data: EmailFailedData }
  | { type: 'OperatorNotified'; data: OperatorNotifiedData }
  | { type: 'OperatorNotificationFailed'; data: OperatorNotificationFailedData }
  | { type: 'EmailRetryRequested'; data: EmailRetryRequestedData };

export const EMAIL_EVENT_TYPES: readonly EmailEvent['type'][] = ['EmailRequested', 'EmailSent', 'EmailFailed', 'OperatorNotified', 'OperatorNotificationFailed', 'EmailRetryRequested'];
