import { randomUUID } from 'node:crypto';
import { claimStream } from '../../claims/contract.js';
import { runAlone } from '../../platform/db/session-lock.js';
import type { Logger } from '../../platform/logger.js';
import { runPeriodically } from '../../platform/periodic.js';
import type { FollowUpClaim, FollowUpDeps } from './follow-up-deps.js';
import { silenceDecider } from './silence-decider.js';
import { requestDoItYourselfCheckIns } from './do-it-yourself-check-in.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BATCH = 200;
export const SILENCE_ACTOR = { kind: 'system', id: 'silence' } as const;

/**
 * One pass at `now`: every open, non-erased claim whose passenger has seen nothing happen for
 * `silenceDays` gets SilenceUpdateRequested on its stream (the e-mail pipeline writes to them). The
 * read model only finds candidates; the decider checks the stream. The new event is itself visible
 * to the passenger, so the claim leaves the list and its clock starts again: a second pass at the
 * same `now` requests nothing.
 */
export async function requestSilenceUpdates(deps: Pick<FollowUpDeps, 'claims' | 'catalog' | 'executeCommand'>, { now, silenceDays }: { now: Date; silenceDays: number }): Promise<{ requested: number }> {
  const before = new Date(now.getTime() - silenceDays * DAY_MS);
  let requested = 0;
  let after: FollowUpClaim | undefined;
  for (;;) {
    const claims = await deps.claims.silentClaims(before, { after, limit: BATCH });
    for (const claim of claims) {
      const id = randomUUID();
      const { events } = await deps.executeCommand({
        stream: claimStream(claim.claimId),
        decider: silenceDecider(deps.catalog.newsTypes),
        command: { type: 'RequestSilenceUpdate', now: now.toISOString(), silenceDays },
        metadata: { actor: SILENCE_ACTOR, correlationId: id, causationId: id, requestedAt: now.toISOString() },
      });
      requested += events.length;
    }
    if (claims.length < BATCH) return { requested };
    after = claims.at(-1);
  }
}

export interface SilenceJobOptions {
  logger: Logger;
  silenceDays: number;
  everyMs?: number;
  clock?: () => Date;
}

/** Hourly in the worker role, one process at a time (session advisory lock `communications:silence`); the same pass asks «Fai da te» passengers whether the airline answered. */
export function startSilenceJob(deps: Pick<FollowUpDeps, 'pool' | 'claims' | 'catalog' | 'executeCommand'>, { logger, silenceDays, everyMs = HOUR_MS, clock = () => new Date() }: SilenceJobOptions): () => Promise<void> {
  const pass = async () => {
    const ran = await runAlone(deps.pool, 'communications:silence', async () => {
      const { requested } = await requestSilenceUpdates(deps, { now: clock(), silenceDays });
      if (requested > 0) logger.info({ requested, silenceDays }, 'updates requested for silent claims');
      const checkIns = await requestDoItYourselfCheckIns(deps, { now: clock() });
      if (checkIns.requested > 0) logger.info({ requested: checkIns.requested }, 'do-it-yourself passengers asked whether the airline answered');
    });
    if (!ran) logger.debug('silence pass skipped: another process is running it');
  };
  return runPeriodically(pass, everyMs, (error) => logger.error({ err: error }, 'silence pass failed: it runs again at the next pass'));
}
