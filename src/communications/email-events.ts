import { BILLING_EVENT } from '../billing/contract.js';
import { CLAIM_EVENT } from '../claims/contract.js';
import { DOCUMENT_EVENT } from '../documents/contract.js';
import { MANDATE_EVENT } from '../mandates/contract.js';
import { MESSAGE_EVENT } from '../messages/contract.js';
import { z } from 'zod';

/** E-mail events live on the claim's stream; `emailRequestId` is the id of the event that asked for the e-mail. */

export type EmailTrigger = 'EmailRequested' | typeof CLAIM_EVENT.ClaimSubmitted | typeof CLAIM_EVENT.ClaimStatusChanged | typeof DOCUMENT_EVENT.DocumentsCompleted | typeof MESSAGE_EVENT.MessagePosted | 'SilenceUpdateRequested' | 'DoItYourselfCheckInRequested' | typeof BILLING_EVENT.InvoiceIssued | typeof BILLING_EVENT.PayoutSent | typeof MANDATE_EVENT.MandateSigningLinkRequested | typeof BILLING_EVENT.BankDetailsLinkSent | typeof BILLING_EVENT.BankDetailsProvided;

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

const delivery = { emailRequestId: z.string(), recipient: z.string() };
export const emailRequestedData = z.looseObject({ ...delivery, subject: z.string(), message: z.string() }) satisfies z.ZodType<EmailRequestedData>;
export const emailSentData = z.looseObject({
  ...delivery,
  templateId: z.string().nullable(),
  templateType: z.string().nullable(),
  subject: z.string(),
  messageId: z.string(),
}) satisfies z.ZodType<EmailSentData>;
export const emailFailedData = z.looseObject({ ...delivery, subject: z.string().nullable(), reason: z.string(), attempts: z.number() }) satisfies z.ZodType<EmailFailedData>;
export const operatorNotifiedData = z.looseObject({ ...delivery, subject: z.string(), messageId: z.string() }) satisfies z.ZodType<OperatorNotifiedData>;
export const emailRetryRequestedData = z.looseObject({ emailRequestId: z.string() }) satisfies z.ZodType<EmailRetryRequestedData>;
export const operatorNotificationFailedData = z.looseObject({ ...delivery, reason: z.string(), attempts: z.number() }) satisfies z.ZodType<OperatorNotificationFailedData>;
