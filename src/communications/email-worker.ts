import type { Job } from 'bullmq';
import type pg from 'pg';
import { CLAIM_EVENT, CLAIM_EVENT_TYPES, claimStream, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../claims/contract.js';
import { foldEvents, type Decider } from '../platform/event-store/command-handler.js';
import { recordFacts, type EventStore, type RecordedEvent } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import { TooManyRequests } from '../platform/http/problem.js';
import { hashedKey, type Limit } from '../platform/http/rate-limit.js';
import type { Logger } from '../platform/logger.js';
import { ERASED_PERSONAL_DATA } from '../platform/personal-data/declaration.js';
import { redactEmailAddresses } from '../platform/security/redact.js';
import type { BankDetailsUrl } from './compose-billing-notice.js';
import { composeEmail, type ComposeContext, type ComposedEmail, type PassengerMoneyOf, type UploadTokenFor } from './compose-email.js';
import type { ComposedNotice, OperatorEmailOf } from './compose-message-notice.js';
import type { CoPassengerPrivacyNotice, SigningLinkTokenFor } from './compose-signing-link.js';
import { emailDecider } from './email-decider.js';
import type { EmailEvent, EmailRetryRequestedData, EmailTrigger } from './email-events.js';
import type { EventCatalog } from '../platform/events/catalog.js';
import type { FollowUpEvent } from './follow-up/follow-up-events.js';
import { listUnsubscribeHeaders } from './follow-up/unsubscribe-token.js';
import type { NotificationPreference } from '../contracts/notification-preferences.js';
import type { MailTransport } from './mail-transport.js';
import { messageIdFor, type ClaimEmailJob } from './outbound/outbound-job.js';
import { renderEmail, renderMessage, renderNotice } from './rendering/index.js';
import { escapeHtml } from './rendering/content.js';
import type { RenderedEmail } from '../contracts/email-templates.js';
import { TERMS_VERSION } from '../contracts/legal-texts.js';

const CONFIRMATIONS_CAPPED = "Non inviata: questo indirizzo ha già ricevuto il numero massimo di email di conferma nell'ultima ora.";

/** A claim e-mail's job as the worker reads it: the claim's id and the trigger event's id (its data is read from the store). */
export type EmailJob = Pick<ClaimEmailJob, 'claimId' | 'trigger'>;

export interface EmailWorkerDeps {
  /** Which e-mails go whatever the passenger chose: the event catalog's. */
  catalog: Pick<EventCatalog, 'isEssentialEmail' | 'emailTemplateOf'> & Partial<Pick<EventCatalog, 'airlineAgreed'>>;
  /** Port to the documents module: a stored document's bytes, for the files an e-mail carries (the invoice). */
  documentContent?: (documentId: string) => Promise<Buffer>;
  pool: pg.Pool;
  store: EventStore;
  transport: MailTransport;
  logger: Logger;
  uploadTokenFor: UploadTokenFor;
  /** Port to the mandates module: the co-passengers' own signing links; without it those e-mails are not due. */
  signingLinkTokenFor?: SigningLinkTokenFor;
  /** Port to the legal module: the privacy notice owed to a co-passenger; without it their signing link is not due. */
  coPassengerPrivacyNotice?: CoPassengerPrivacyNotice;
  /**
   * Port to the legal module: the confirmation's durable medium (the terms as accepted and the model
   * withdrawal form as a PDF, and the withdrawal information for the body); without it the confirmation goes without them.
   */
  signUpDocuments?: SignUpDocuments;
  /** Port to the billing module: a bank-details link's page, its token made as the e-mail goes (without it such an e-mail fails, never goes without its link). */
  bankDetailsUrl?: BankDetailsUrl;
  passengerMoneyOf?: PassengerMoneyOf;
  publicUrl: string;
  /** Confirmations one address may receive in an hour, whoever submits the claims and from wherever. */
  confirmationsPerAddress: Limit;
  /** Port to the admin module: the assigned operator's address, told of a passenger's message. */
  operatorEmailOf?: OperatorEmailOf;
  /** Told of a passenger's message when the claim has no assignee we can write to (SUPPORT_EMAIL). */
  supportEmail?: string;
  /**
   * The passengers' preferences: a non-essential e-mail goes only to an address that wants every step,
   * and carries a one-click unsubscribe. Without it every e-mail goes, as before preferences existed.
   */
  preferences?: {
    preferenceOf(email: string, claimId: number): Promise<NotificationPreference>;
    unsubscribeKey: Buffer;
  };
}

const DEFAULT_SUPPORT_EMAIL = 'assistenza@rimborsovolo24.it';

export type SignUpDocuments = (facts: { practiceNumber: string; termsVersion: string; submittedAt: Date }) => Promise<{
  attachment: { filename: string; content: Buffer; contentType: string };
  withdrawal: { title: string; paragraphs: string[] };
}>;

/** The claim as its events make it, from the claims contract's fold: the worker decides nothing on it. */
const claimFold: Decider<ClaimState, never, ClaimEvent> = { initialState: initialClaimState, eventTypes: CLAIM_EVENT_TYPES, evolve: evolveClaim, decide: () => [] };

const system = () => ({ actor: { kind: 'system' as const, id: 'email-worker' }, correlationId: '', causationId: '', requestedAt: new Date().toISOString() });

/**
 * One e-mail per job: skipped if the claim's stream already says it was sent, failed or held back (a
 * retry after a crash, a replayed job); held back and recorded as EmailSkipped when it is not
 * essential and the address does not want every step; otherwise rendered, sent, and recorded as
 * EmailSent; after the last attempt, EmailFailed with the reason.
 */
export async function processEmailJob(job: Pick<Job<EmailJob>, 'data' | 'attemptsMade' | 'opts'>, deps: EmailWorkerDeps): Promise<'sent' | 'already_settled' | 'not_due' | 'capped' | 'failed'> {
  const { claimId } = job.data;
  const stream = claimStream(claimId);
  const history: RecordedEvent[] = [];
  for await (const event of deps.store.readStream(stream)) history.push(event);
  const email = foldEvents(history, emailDecider);
  const claim = foldEvents(history, claimFold);
  // A retry's job names the EmailRetryRequested event; the e-mail is still the one its first trigger asked for.
  const asked = history.find((event) => event.id === job.data.trigger.id);
  const requestId = asked?.type === 'EmailRetryRequested' ? (asked.data as EmailRetryRequestedData).emailRequestId : job.data.trigger.id;
  if (email.state.settled.has(requestId)) return 'already_settled';
  if (!claim.state.exists) throw new Error(`claim ${claimId} not found for e-mail ${requestId}`);
  // Erased, or being erased (its key gone, the event not yet appended): there is nobody left to write to.
  if (claim.state.personalDataErasedAt || claim.state.email === ERASED_PERSONAL_DATA) return 'not_due';
  const triggerEvent = history.find((event) => event.id === requestId);
  if (!triggerEvent) throw new Error(`event ${requestId} not found on claim ${claimId}`);
  const trigger = { type: triggerEvent.type as EmailTrigger, id: triggerEvent.id, data: triggerEvent.data };
  const metadata = { ...system(), correlationId: trigger.id, causationId: job.data.trigger.id };
  // Facts about the outside world (it was sent; it failed for good): nothing concurrent can make them wrong, so
  // they are appended at any version; the fixed event id makes a repeated append a no-op. A retry's outcome
  // is a new fact, seeded by the retry's id.
  const record = (event: EmailEvent | FollowUpEvent, seed: string) =>
    recordFacts(deps.store, stream, [{ id: deterministicUuid(asked === triggerEvent ? seed : `${seed}:${job.data.trigger.id}`), ...event }], metadata);
  const essential = deps.catalog.isEssentialEmail(trigger);
  if (!essential && deps.preferences) {
    const preference = await deps.preferences.preferenceOf(claim.state.email, claimId);
    // Held back, and settled so that no retry or replay sends it later; the weekly digest tells it (or, essential only, nothing does).
    if (preference !== 'every_step') {
      await record({ type: 'EmailSkipped', data: { emailRequestId: trigger.id, preference } }, `email-skipped:${trigger.id}`);
      return 'not_due';
    }
  }
  const context: ComposeContext = {
    pool: deps.pool,
    airlineAgreed: history.some((event) => deps.catalog.airlineAgreed?.(event) ?? false),
    uploadTokenFor: deps.uploadTokenFor,
    signingLinkTokenFor: deps.signingLinkTokenFor,
    coPassengerPrivacyNotice: deps.coPassengerPrivacyNotice,
    bankDetailsUrl:
      deps.bankDetailsUrl ??
      (() => {
        throw new Error('bank-details links need the billing module’s port');
      }),
    passengerMoneyOf: deps.passengerMoneyOf,
    publicUrl: deps.publicUrl,
    now: new Date(),
    templateOf: deps.catalog.emailTemplateOf,
    operatorEmailOf: deps.operatorEmailOf ?? (async () => undefined),
    supportEmail: deps.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
  };
  const composed = await composeEmail(trigger, claim.state, context);
  if (!composed) return 'not_due';
  const notice = 'notice' in composed ? composed : undefined;
  const signUp =
    trigger.type === CLAIM_EVENT.ClaimSubmitted && deps.signUpDocuments && !notice
      ? await deps.signUpDocuments({
          practiceNumber: claim.state.practiceNumber,
          termsVersion: (triggerEvent.data as { termsVersion?: string }).termsVersion ?? TERMS_VERSION,
          submittedAt: triggerEvent.createdAt,
        })
      : undefined;
  const rendered = withWithdrawal(await renderComposed(composed), signUp?.withdrawal);
  // An e-mail to the company's operators is recorded apart: the passenger is told only of e-mails to them.
  const toOperators = notice?.audience === 'operators';
  // Counted on the first attempt only, so a flaky SMTP server retried does not use up the address's quota.
  if (trigger.type === CLAIM_EVENT.ClaimSubmitted && job.attemptsMade === 0) {
    const refused = await deps.confirmationsPerAddress.consume(hashedKey(composed.to)).then(() => undefined, (error: unknown) => {
      if (error instanceof TooManyRequests) return error;
      throw error;
    });
    if (refused) {
      await record(
        { type: 'EmailFailed', data: { emailRequestId: trigger.id, recipient: composed.to, subject: rendered.subject, reason: CONFIRMATIONS_CAPPED, attempts: 0 } },
        `email-failed:${trigger.id}`,
      );
      return 'capped';
    }
  }
  let sent: { messageId: string };
  try {
    const headers = !essential && deps.preferences ? listUnsubscribeHeaders(claimId, deps.preferences.unsubscribeKey, deps.publicUrl) : undefined;
    const attachments = signUp
      ? [signUp.attachment]
      : notice?.attachment && deps.documentContent
        ? [{ ...notice.attachment, content: await deps.documentContent(notice.attachment.documentId) }]
        : undefined;
    sent = await deps.transport.send({ to: composed.to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId: messageIdFor(trigger.id), headers, attachments });
  } catch (error) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    // An SMTP server's answer often quotes the recipient: neither the job's failure in Redis nor the log keeps it.
    if (!lastAttempt) throw new Error(redactEmailAddresses((error as Error).message));
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    deps.logger.warn({ claimId, emailRequestId: trigger.id, reason: redactEmailAddresses((error as Error).message), code, responseCode }, 'e-mail failed after the last attempt');
    const attempts = job.attemptsMade + 1;
    await record(
      toOperators
        ? { type: 'OperatorNotificationFailed', data: { emailRequestId: trigger.id, recipient: composed.to, reason: (error as Error).message, attempts } }
        : { type: 'EmailFailed', data: { emailRequestId: trigger.id, recipient: composed.to, subject: rendered.subject, reason: (error as Error).message, attempts } },
      `email-failed:${trigger.id}`,
    );
    return 'failed';
  }
  // Outside the send's try: a failed record of an e-mail that went retries the job, never records it as failed.
  const templateId = 'templateId' in composed ? composed.templateId : null;
  await record(
    toOperators
      ? { type: 'OperatorNotified', data: { emailRequestId: trigger.id, recipient: composed.to, subject: rendered.subject, messageId: sent.messageId } }
      : { type: 'EmailSent', data: { emailRequestId: trigger.id, templateId, templateType: composed.templateType, recipient: composed.to, subject: rendered.subject, messageId: sent.messageId } },
    `email-sent:${trigger.id}`,
  );
  return 'sent';
}

/** The withdrawal information in the confirmation's own body, after what the template says: an operator's edit of the template cannot drop it. */
function withWithdrawal(rendered: RenderedEmail, withdrawal: { title: string; paragraphs: string[] } | undefined): RenderedEmail {
  if (!withdrawal) return rendered;
  const text = `${withdrawal.title}\n\n${withdrawal.paragraphs.join('\n\n')}\n\nIn allegato trovi i Termini del servizio che hai accettato e il modulo di recesso.`;
  const html = `<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2937;max-width:600px;margin:0 auto;padding:0 28px 24px">
<h2 style="font-size:16px">${escapeHtml(withdrawal.title)}</h2>
${withdrawal.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>In allegato trovi i Termini del servizio che hai accettato e il modulo di recesso.</p>
</div>`;
  const bodyEnd = rendered.html.lastIndexOf('</body>');
  return {
    ...rendered,
    html: bodyEnd === -1 ? `${rendered.html}${html}` : `${rendered.html.slice(0, bodyEnd)}${html}${rendered.html.slice(bodyEnd)}`,
    text: `${rendered.text.trimEnd()}\n\n${text}\n`,
  };
}

function renderComposed(composed: ComposedEmail | ComposedNotice) {
  if ('notice' in composed) return renderNotice(composed.notice);
  return composed.oneOff ? renderMessage(composed.template, composed.values) : renderEmail(composed.template, composed.values);
}
