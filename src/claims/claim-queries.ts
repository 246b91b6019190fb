import type { Writable } from 'node:stream';
import { claimNotFound } from './claim-errors.js';
import { writeClaimsCsv, type ClaimCsvFilters } from './claims-csv.js';
import type { ClaimsDeps } from './claims-deps.js';
import type { NextDeadline } from '../contracts/admin-claims.js';
import { findClaim } from './read-models/claims.js';
import { listClaims, type ClaimListQuery } from './read-models/claims-list.js';
import { operatorAssessment } from './operator-assessment.js';
import { claimAsOf, claimTimeline } from './timeline.js';

/** What operators read of claims: the list, the detail, its communications and its history. */
export function claimQueries(deps: Pick<ClaimsDeps, 'pool' | 'store' | 'operators' | 'catalog' | 'communications' | 'airports' | 'airlines' | 'silenceDays' | 'money' | 'deadlines'>) {
  /** The compensation obtained, in euros: what the airline actually paid (null until it pays). */
  const obtained = async (claimIds: number[]) => (deps.money ? await deps.money.obtainedCents(claimIds) : new Map<number, number>());
  const euros = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
  return {
    async listClaims(query: ClaimListQuery) {
      const list = await listClaims(deps.pool, query, deps.silenceDays);
      const ids = list.items.map((item) => item.id);
      const [paid, deadlines] = await Promise.all([obtained(ids), deps.deadlines ? deps.deadlines.nextDeadlines(ids) : new Map<number, NextDeadline>()]);
      return { ...list, items: list.items.map((item) => ({ ...item, actualCompensation: euros(paid.get(item.id)), nextDeadline: deadlines.get(item.id) ?? null })) };
    },
    exportCsv: (filters: ClaimCsvFilters, out: Writable) => writeClaimsCsv(deps.pool, filters, out),

    async claimDetail(claimId: number) {
      const claim = await findClaim(deps.pool, claimId);
      if (!claim) throw claimNotFound();
      return { ...claim, actualCompensation: euros((await obtained([claimId])).get(claimId)) };
    },

    async communications(claimId: number) {
      if (!(await findClaim(deps.pool, claimId))) throw claimNotFound();
      return deps.communications.listOf(claimId);
    },

    timeline: (claimId: number) => claimTimeline(deps, claimId),
    claimAsOf: (claimId: number, version: bigint) => claimAsOf(deps.store, claimId, version),
    assessment: (claimId: number, now: Date) => operatorAssessment(deps, claimId, now),
  };
}

export type ClaimQueries = ReturnType<typeof claimQueries>;
