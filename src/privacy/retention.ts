import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { invoiceCustomerSubjectPrefix, RECORDS_KEPT_YEARS } from '../contracts/records-retention.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { runAlone } from '../platform/db/session-lock.js';
import type { Logger } from '../platform/logger.js';
import { runPeriodically } from '../platform/periodic.js';
import type { ClosedClaim, PrivacyDeps } from './deps.js';
import { erasePersonalData } from './erase-personal-data.js';

/** The periods of the privacy notice (RETENTION_* in the configuration). */
export interface RetentionPeriods {
  documentsDays: number;
  rejectedMonths: number;
  completedYears: number;
}

export interface RetentionRun {
  /** The passenger's own uploads deleted after `documentsDays`. */
  documents: { claims: number; files: number };
  erased: { rejected: number; completed: number };
  /** After RECORDS_KEPT_YEARS: the business records' files deleted, and the invoices' customer keys erased. */
  records: { claims: number; files: number; invoiceCustomers: number };
}

const BATCH = 500;
const DAY_MS = 86_400_000;
export const RETENTION_ACTOR = { kind: 'system', id: 'retention' } as const;

const monthsBefore = (date: Date, months: number) => {
  const cutoff = new Date(date);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
};

/** Why the retention job erased a claim, as the timeline and the audit show it. */
export const retentionReason = (outcome: 'completed' | 'rejected', periods: RetentionPeriods) =>
  outcome === 'rejected'
    ? `Conservazione scaduta: ${periods.rejectedMonths} mesi dal rifiuto della pratica`
    : `Conservazione scaduta: ${periods.completedYears} anni dalla chiusura della pratica`;

/**
 * One pass of the retention periods at `now`:
 * - `documentsDays` after a claim closed, the passenger's own uploads are deleted (identity document,
 *   boarding pass, receipts); the business records stay;
 * - `rejectedMonths` after a rejection, or `completedYears` after completion, the personal data are
 *   erased as an admin's erasure does (amounts, dates, statuses and the business records stay);
 * - RECORDS_KEPT_YEARS after a claim closed, the business records go too: their files, and the keys of
 *   the invoices' customers, so that name, codice fiscale and address read "dati cancellati".
 * Each deletion and erasure is an event on the claim's stream (the keys' erasure is not: it is recorded
 * in subject_keys), with the retention job as its actor. Running it again at the same `now` does
 * nothing more, and a pass that stopped half-way is finished by the next.
 */
export async function applyRetention(deps: PrivacyDeps, periods: RetentionPeriods, now: Date): Promise<RetentionRun> {
  const actor = (): EventMetadata => {
    const id = randomUUID();
    return { actor: RETENTION_ACTOR, correlationId: id, causationId: id, requestedAt: now.toISOString() };
  };
  const run: RetentionRun = { documents: { claims: 0, files: 0 }, erased: { rejected: 0, completed: 0 }, records: { claims: 0, files: 0, invoiceCustomers: 0 } };

  await forEachBatch(deps, { closedBefore: new Date(now.getTime() - periods.documentsDays * DAY_MS) }, async (claims) => {
    const done = await deps.documents.deleteFiles(actor(), claims.map((claim) => claim.id), 'passenger_upload');
    run.documents.claims += done.claims;
    run.documents.files += done.files;
  });

  const erase = erasePersonalData(deps);
  const cutoffs = { rejected: monthsBefore(now, periods.rejectedMonths), completed: monthsBefore(now, periods.completedYears * 12) } as const;
  for (const outcome of ['rejected', 'completed'] as const) {
    await forEachBatch(deps, { outcome, closedBefore: cutoffs[outcome] }, async (claims) => {
      for (const claim of claims) {
        await erase(actor(), { claimId: claim.id, reason: retentionReason(outcome, periods) });
        run.erased[outcome]++;
      }
    });
  }

  await forEachBatch(deps, { closedBefore: monthsBefore(now, RECORDS_KEPT_YEARS * 12), includeErased: true }, async (claims) => {
    const done = await deps.documents.deleteFiles(actor(), claims.map((claim) => claim.id), 'business_record');
    run.records.claims += done.claims;
    run.records.files += done.files;
    run.records.invoiceCustomers += await deps.subjectKeys.eraseWithPrefixes(claims.map((claim) => invoiceCustomerSubjectPrefix(claim.id)));
  });
  return run;
}

async function forEachBatch(deps: PrivacyDeps, query: { outcome?: 'completed' | 'rejected'; closedBefore: Date; includeErased?: boolean }, work: (claims: ClosedClaim[]) => Promise<void>) {
  let after: ClosedClaim | undefined;
  for (;;) {
    const claims = await deps.claims.closedClaims({ ...query, after, limit: BATCH });
    if (claims.length === 0) return;
    await work(claims);
    after = claims.at(-1);
  }
}

export interface RetentionJobOptions {
  pool: pg.Pool;
  logger: Logger;
  periods: RetentionPeriods;
  everyMs?: number;
  clock?: () => Date;
}

/**
 * Applies the retention periods at start and then daily, in the worker role: one process at a time
 * (a session advisory lock); the others skip that day's pass. Resolves the returned stop function
 * once a pass in progress has finished.
 */
export function startRetentionJob(deps: PrivacyDeps, { pool, logger, periods, everyMs = DAY_MS, clock = () => new Date() }: RetentionJobOptions): () => Promise<void> {
  const pass = async () => {
    const ran = await runAlone(pool, 'privacy:retention', async () => {
      const run = await applyRetention(deps, periods, clock());
      logger.info({ ...run, periods }, 'retention periods applied');
    });
    if (!ran) logger.debug('retention pass skipped: another process is applying it');
  };
  return runPeriodically(pass, everyMs, (error) => logger.error({ err: error }, 'retention pass failed: it runs again at the next pass'));
}
