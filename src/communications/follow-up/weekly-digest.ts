import { CLAIM_EVENT_TYPES, claimStream, evolveClaim, initialClaimState, type ClaimEvent, type ClaimState } from '../../claims/contract.js';
import { foldEvents, type Decider } from '../../platform/event-store/command-handler.js';
import { recordFacts, type RecordedEvent } from '../../platform/event-store/index.js';
import { runAlone } from '../../platform/db/session-lock.js';
import { deterministicUuid } from '../../platform/ids.js';
import type { Logger } from '../../platform/logger.js';
import { ERASED_PERSONAL_DATA } from '../../platform/personal-data/declaration.js';
import { runPeriodically } from '../../platform/periodic.js';
import { templateValues, type UploadTokenFor } from '../compose-email.js';
import { messageIdFor } from '../outbound/outbound-job.js';
import type { MailTransport } from '../mail-transport.js';
import { renderMessage } from '../rendering/index.js';
import { digestEntries } from './digest-entries.js';
import type { FollowUpClaim, FollowUpDeps } from './follow-up-deps.js';
import type { FollowUpEvent, WeeklyDigestSentData } from './follow-up-events.js';
import { addressPreference } from './preferences.js';
import { listUnsubscribeHeaders } from './unsubscribe-token.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const BATCH = 200;
export const DIGEST_ACTOR = { kind: 'system', id: 'weekly-digest' } as const;

export interface DigestDeps extends Pick<FollowUpDeps, 'pool' | 'store' | 'claims' | 'catalog' | 'addressClaims' | 'unsubscribeKey' | 'publicUrl'> {
  transport: MailTransport;
  uploadTokenFor: UploadTokenFor;
}

const claimFold: Decider<ClaimState, never, ClaimEvent> = { initialState: initialClaimState, eventTypes: CLAIM_EVENT_TYPES, evolve: evolveClaim, decide: () => [] };

/**
 * One digest per claim, not per address: each e-mail then tells one practice number, carries that
 * claim's unsubscribe link, and is recorded on that claim's stream (WeeklyDigestSent, with an id fixed
 * by the claim and the week), so a pass run twice sends nothing twice without coordinating streams, and
 * an erasure removes exactly that claim's digests. Most addresses have one claim; the few with more get
 * one short e-mail per claim that had news.
 *
 * A pass at `now` writes to each open, non-erased claim whose address chose the weekly digest, that
 * has had no digest for a week, about what the passenger could see since the last digest (at most a
 * week back); a claim with nothing new gets nothing.
 */
export async function sendWeeklyDigests(deps: DigestDeps, now: Date): Promise<{ sent: number }> {
  let sent = 0;
  let after: FollowUpClaim | undefined;
  for (;;) {
    const claims = await deps.claims.recentlyVisibleClaims(new Date(now.getTime() - WEEK_MS), { after, limit: BATCH });
    for (const claim of claims) if (await digestOf(deps, claim.claimId, now)) sent++;
    if (claims.length < BATCH) return { sent };
    after = claims.at(-1);
  }
}

async function digestOf(deps: DigestDeps, claimId: number, now: Date): Promise<boolean> {
  const events: RecordedEvent[] = [];
  for await (const event of deps.store.readStream(claimStream(claimId))) events.push(event);
  const { state: claim } = foldEvents(events, claimFold);
  if (!claim.exists || claim.personalDataErasedAt || claim.email === ERASED_PERSONAL_DATA) return false;
  const last = events.findLast((event) => event.type === 'WeeklyDigestSent');
  const lastTo = last ? new Date((last.data as WeeklyDigestSentData).to) : undefined;
  if (lastTo && now.getTime() - lastTo.getTime() < WEEK_MS) return false;
  if ((await addressPreference(deps, claim.email, claimId)) !== 'weekly_digest') return false;
  const from = new Date(Math.max(now.getTime() - WEEK_MS, lastTo?.getTime() ?? 0));
  const entries = digestEntries(deps.catalog, events, from, now);
  if (entries.length === 0) return false;

  const eventId = deterministicUuid(`weekly-digest:${claimId}:${from.toISOString()}`);
  const values = await templateValues(claim, { uploadTokenFor: deps.uploadTokenFor, publicUrl: deps.publicUrl, now });
  const rendered = await renderMessage(digestMessage(entries, deps.publicUrl), values);
  // The Message-ID follows the event id, as every e-mail's does: an erasure finds its outbox file the same way.
  const messageId = messageIdFor(eventId);
  const delivered = await deps.transport.send({ to: claim.email, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId, headers: listUnsubscribeHeaders(claimId, deps.unsubscribeKey, deps.publicUrl) });
  const event: FollowUpEvent = {
    type: 'WeeklyDigestSent',
    data: { from: from.toISOString(), to: now.toISOString(), entries: entries.length, recipient: claim.email, subject: rendered.subject, messageId: delivered.messageId },
  };
  const metadata = { actor: DIGEST_ACTOR, correlationId: eventId, causationId: eventId, requestedAt: now.toISOString() };
  await recordFacts(deps.store, claimStream(claimId), [{ id: eventId, ...event }], metadata);
  return true;
}

function digestMessage(entries: string[], publicUrl: string) {
  return {
    subject: 'Il riepilogo settimanale della pratica {{practiceNumber}}',
    content: [
      'Gentile {{passengerName}},',
      'ecco le novità della settimana sulla tua pratica {{practiceNumber}}:',
      entries.join('\n'),
      'Stato attuale: {{statusLabel}}.',
      `Trovi ogni dettaglio, i documenti e i messaggi nella tua area riservata: ${publicUrl}/area-riservata`,
      'Ricevi questo riepilogo una volta a settimana perché l’hai scelto nell’area riservata, dove puoi cambiare idea quando vuoi.',
      'Il team di {{companyName}}',
    ].join('\n\n'),
  };
}

export interface DigestJobOptions {
  logger: Logger;
  everyMs?: number;
  clock?: () => Date;
}

/**
 * Daily in the worker role, one process at a time (session advisory lock `communications:weekly-digest`):
 * each claim's digest comes a week after its last one, whenever the passes run.
 */
export function startWeeklyDigestJob(deps: DigestDeps, { logger, everyMs = DAY_MS, clock = () => new Date() }: DigestJobOptions): () => Promise<void> {
  const pass = async () => {
    const ran = await runAlone(deps.pool, 'communications:weekly-digest', async () => {
      const { sent } = await sendWeeklyDigests(deps, clock());
      if (sent > 0) logger.info({ sent }, 'weekly digests sent');
    });
    if (!ran) logger.debug('weekly digest pass skipped: another process is running it');
  };
  return runPeriodically(pass, everyMs, (error) => logger.error({ err: error }, 'weekly digest pass failed: it runs again at the next pass'));
}
