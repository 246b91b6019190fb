import type pg from 'pg';
import { CLAIM_EVENT, publicStatusOf, type Claim, type ClaimEvent, type PublicStatus } from '../claims/contract.js';
import { MESSAGE_EVENT, type MessagePostedData } from '../messages/contract.js';
import { BILLING_TRIGGERS, composeBillingNotice, type BankDetailsUrl, type BillingTrigger } from './compose-billing-notice.js';
import { composeMessageNotice, type ComposedNotice, type MessageNoticeContext } from './compose-message-notice.js';
import { composeSigningLink, type CoPassengerPrivacyNotice, type SigningLinkTokenFor } from './compose-signing-link.js';
import { MANDATE_EVENT, type MandateSigningLinkRequestedData } from '../mandates/contract.js';
import type { EmailRequestedData, EmailTrigger } from './email-events.js';
import type { SilenceUpdateRequestedData } from './follow-up/follow-up-events.js';
import { doItYourselfCheckInMessage, silenceUpdateMessage } from './follow-up/silence-message.js';
import { calculateFee, eurosToCents, formatEuroCents } from '../eligibility/index.js';
import { formatEuro, formatItalianDate } from './rendering/index.js';
import { findActiveTemplateByType, findTemplate } from './templates/read-models/email-templates.js';
import { CONFIRMATION_TEMPLATE_ID, DOCUMENTS_RECEIVED_TEMPLATE_ID } from './templates/seed-texts.js';
import type { TemplateType } from '../contracts/email-templates.js';
import { DOCUMENT_EVENT } from '../documents/contract.js';

export const PUBLIC_STATUS_LABELS: Record<PublicStatus, string> = {
  pending: 'In attesa di verifica',
  in_review: 'In fase di revisione',
  approved: 'Approvata - Risarcimento confermato',
  paid: 'Pagata',
  closed: 'Chiusa',
  rejected: 'Non idonea al risarcimento',
};

export interface ComposedEmail {
  to: string;
  templateId: string | null;
  templateType: string | null;
  template: { id: string; version: number; subject: string; content: string };
  /** An operator's one-off message: its text goes into the shared, compiled-once layout. */
  oneOff: boolean;
  values: Record<string, string>;
}

/** Port to the billing module: what came in for this passenger, our fee on it and their net (cents); undefined while nothing came in. */
export type PassengerMoneyOf = (claimId: number, passengerId: number) => Promise<{ receivedCents: number; feeCents: number; netCents: number } | undefined>;

/** Port: the claims module's token of the claim's current upload link; undefined while the claim has no link yet. */
export type UploadTokenFor = (claimId: number, now: Date) => Promise<string | undefined>;

export interface ComposeContext extends MessageNoticeContext {
  pool: pg.Pool;
  /** Whether the claim's stream says the airline agreed to pay: only then a status reads «Approvata». */
  airlineAgreed?: boolean;
  uploadTokenFor: UploadTokenFor;
  /** Port to the mandates module: an adult co-passenger's own signing link. */
  signingLinkTokenFor?: SigningLinkTokenFor;
  /** Port to the legal module: the privacy notice a co-passenger's signing link carries. */
  coPassengerPrivacyNotice?: CoPassengerPrivacyNotice;
  bankDetailsUrl: BankDetailsUrl;
  /** Absent (tools, older tests): the fee and net are worked out on the amount claimed. */
  passengerMoneyOf?: PassengerMoneyOf;
  publicUrl: string;
  now: Date;
  /** The template type of an event's e-mail as its module's catalog entry names it (a trigger this file does not know). */
  templateOf(triggerType: string): TemplateType | undefined;
}

/** The variables of every template, for this claim (values are HTML-escaped when rendered). */
export async function templateValues(claim: Claim, context: Pick<ComposeContext, 'uploadTokenFor' | 'publicUrl' | 'now' | 'passengerMoneyOf'> & { airlineAgreed?: boolean }): Promise<Record<string, string>> {
  const token = await context.uploadTokenFor(claim.id, context.now);
  // The e-mail goes to the claim's address, the contact's (passenger 1): their own share, fee and net; before the airline pays, on what they claim.
  const money = (await context.passengerMoneyOf?.(claim.id, 1)) ?? calculateFee(eurosToCents(claim.compensationAmount ?? claim.estimatedCompensation ?? 0));
  return {
    feeAmount: formatEuroCents(money.feeCents),
    netAmount: formatEuroCents(money.netCents),
    passengerName: claim.passengerName,
    practiceNumber: claim.practiceNumber,
    flightNumber: claim.flightNumber,
    compensationAmount: formatEuro(claim.compensationAmount ?? claim.estimatedCompensation ?? 0),
    companyName: 'RimborsoVolo24',
    currentDate: formatItalianDate(context.now),
    statusLabel: PUBLIC_STATUS_LABELS[publicStatusOf(claim.adminStatus, context.airlineAgreed ?? false)],
    passengerNote: claim.passengerNote ?? '',
    // Without a token (no status row yet) the page asks for the claim's e-mail first.
    uploadLink: `${context.publicUrl}/carica-documenti/${claim.practiceNumber}${token ? `?t=${encodeURIComponent(token)}` : ''}`,
  };
}

const BILLING_TRIGGER_TYPES = new Set<string>(BILLING_TRIGGERS);

/** Which e-mail an event asks for, with its values; undefined when none is due (its template switched off, say). */
export async function composeEmail(trigger: { type: EmailTrigger; id: string; data: unknown }, claim: Claim, context: ComposeContext): Promise<ComposedEmail | ComposedNotice | undefined> {
  if (trigger.type === MESSAGE_EVENT.MessagePosted) return composeMessageNotice(trigger.data as MessagePostedData, claim, context);
  if (BILLING_TRIGGER_TYPES.has(trigger.type)) return composeBillingNotice({ type: trigger.type as BillingTrigger, data: trigger.data }, claim, context);
  if (trigger.type === MANDATE_EVENT.MandateSigningLinkRequested) return composeSigningLink(trigger.data as MandateSigningLinkRequestedData, claim, context);
  const values = await templateValues(claim, context);

  if (trigger.type === 'EmailRequested') {
    const request = trigger.data as EmailRequestedData;
    const template = { id: `request-${trigger.id}`, version: 1, subject: request.subject, content: request.message };
    return { to: request.recipient, templateId: null, templateType: 'custom', template, oneOff: true, values };
  }
  if (trigger.type === 'SilenceUpdateRequested') {
    const { silentDays } = trigger.data as SilenceUpdateRequestedData;
    return { to: claim.email, templateId: null, templateType: 'silence_update', template: silenceUpdateMessage(trigger.id, silentDays, context.publicUrl), oneOff: true, values };
  }
  if (trigger.type === 'DoItYourselfCheckInRequested') {
    return { to: claim.email, templateId: null, templateType: 'do_it_yourself_check_in', template: doItYourselfCheckInMessage(trigger.id, claim.id, context.publicUrl), oneOff: true, values };
  }
  const template = await templateFor(trigger as { type: EmailTrigger; data: ClaimEvent['data'] }, context);
  if (!template) return undefined;
  if (trigger.type === CLAIM_EVENT.ClaimStatusChanged) {
    const change = trigger.data as Extract<ClaimEvent, { type: typeof CLAIM_EVENT.ClaimStatusChanged }>['data'];
    values.statusLabel = PUBLIC_STATUS_LABELS[publicStatusOf(change.to, context.airlineAgreed ?? false)];
    values.passengerNote = change.passengerNote ?? '';
  }
  return { to: claim.email, templateId: template.id, templateType: template.templateType, template, oneOff: false, values };
}

async function templateFor(trigger: { type: EmailTrigger; data: unknown }, { pool, templateOf }: Pick<ComposeContext, 'pool' | 'templateOf'>) {
  const active = <T extends { isActive: boolean } | undefined>(template: T) => (template?.isActive ? template : undefined);
  switch (trigger.type) {
    case CLAIM_EVENT.ClaimSubmitted:
      return active(await findTemplate(pool, CONFIRMATION_TEMPLATE_ID));
    case DOCUMENT_EVENT.DocumentsCompleted:
      return active(await findTemplate(pool, DOCUMENTS_RECEIVED_TEMPLATE_ID));
    case CLAIM_EVENT.ClaimStatusChanged: {
      const to = (trigger.data as { to: string }).to;
      return (to === 'completed' && (await findActiveTemplateByType(pool, 'completion_notice'))) || (await findActiveTemplateByType(pool, 'status_update'));
    }
    default: {
      const type = templateOf(trigger.type);
      return type && (await findActiveTemplateByType(pool, type));
    }
  }
}
