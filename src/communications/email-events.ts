/** E-mail events live on the claim's stream; `emailRequestId` is the id of the event that asked for the e-mail. */

export type EmailTrigger = 'EmailRequested' | 'ClaimSubmitted' | 'ClaimStatusChanged' | 'DocumentsCompleted' | 'SilenceUpdateRequested';

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

export type EmailEvent =
  | { type: 'EmailRequested'; data: EmailRequestedData }
  | { type: 'EmailSent'; data: EmailSentData }
  | { type: 'EmailFailed'; data: EmailFailedData };

export const EMAIL_EVENT_TYPES: readonly EmailEvent['type'][] = ['EmailRequested', 'EmailSent', 'EmailFailed'];
