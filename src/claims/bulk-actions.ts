import type pg from 'pg';
import type { BulkActionBody, BulkActionResult } from '../contracts/admin-claims.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import type { ClaimCommands } from './claim-commands.js';
import { claimDecider } from './claim-decider.js';
import { claimStream } from './contract.js';

/** Port to the communications module: queues the e-mail of an active template to the claim's passenger. */
export interface TemplateMailer {
  sendTemplate(actor: EventMetadata, input: { claimId: number; templateId: string }): Promise<unknown>;
}

export const BULK_CONFLICT = 'La pratica è stata modificata da qualcun altro';
export const BULK_NOT_FOUND = 'Pratica non trovata';

/**
 * One action on a selection of claims, each through the single claim's use case at the version the
 * operator saw: a claim changed meanwhile is reported as conflicted, never overwritten.
 */
export function bulkActions(deps: { pool: pg.Pool; store: EventStore; commands: ClaimCommands; mailer: TemplateMailer }) {
  async function applyTo(actor: EventMetadata, body: BulkActionBody, claimId: number, expectedVersion: bigint): Promise<void> {
    switch (body.action) {
      case 'assign':
        await deps.commands.assignClaim(actor, { claimId, operatorId: body.operatorId, expectedVersion });
        return;
      case 'change_status':
        await deps.commands.changeClaimStatus(actor, { claimId, expectedVersion, to: body.adminStatus, passengerNote: body.passengerNote });
        return;
      case 'send_template': {
        // The e-mail's events are the communications module's: the claim's own version is checked first.
        const { state, stateVersion } = await foldStream(deps.store, claimStream(claimId), claimDecider, {});
        if (!state.exists) throw new DomainError('not_found', BULK_NOT_FOUND);
        if (stateVersion !== expectedVersion) throw new WrongExpectedVersionError(claimStream(claimId), expectedVersion, stateVersion);
        await deps.mailer.sendTemplate(actor, { claimId, templateId: body.templateId });
        return;
      }
    }
  }

  return async (actor: EventMetadata, body: BulkActionBody): Promise<BulkActionResult> => {
    const ids = body.claims.map((claim) => claim.id);
    const { rows } = await deps.pool.query<{ id: number; practice_number: string }>('SELECT id, practice_number FROM claims WHERE id = ANY($1::int[])', [ids]);
    const practiceNumbers = new Map(rows.map((row) => [Number(row.id), row.practice_number]));
    const result: BulkActionResult = { succeeded: [], conflicted: [], failed: [] };
    // One after the other: each claim's events and answer as the single action's, without flooding the pool.
    for (const { id, version } of body.claims) {
      const practiceNumber = practiceNumbers.get(id);
      if (practiceNumber === undefined) {
        result.failed.push({ id, reason: BULK_NOT_FOUND });
        continue;
      }
      try {
        await applyTo(actor, body, id, BigInt(version));
        result.succeeded.push({ id, practiceNumber });
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) result.conflicted.push({ id, practiceNumber, reason: BULK_CONFLICT });
        else if (error instanceof DomainError) result.failed.push({ id, reason: error.message });
        else throw error;
      }
    }
    return result;
  };
}
