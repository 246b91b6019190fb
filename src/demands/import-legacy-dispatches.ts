import { claimStream } from '../claims/contract.js';
import { runAlone } from '../platform/db/session-lock.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { deterministicUuid } from '../platform/ids.js';
import type { ImportedDispatch } from './demand-events.js';
import { foldDemands } from './claim-demand.js';
import { demandsDecider } from './demands-decider.js';
import type { DemandsDeps } from './deps.js';

const LEGACY_TABLE = 'airline_dispatches';
const IMPORTER = { kind: 'system', id: 'airline-dispatches-import' } as const;

interface LegacyRow {
  id: string;
  claim_id: string;
  letter_document_id: string;
  recipient: string;
  identity_documents: boolean;
  status: ImportedDispatch['status'];
  requested_at: Date;
  message_id: string | null;
  sent_at: Date | null;
  failure_reason: string | null;
}

/**
 * The requests to e-mail letters kept in the table `airline_dispatches` before they were events, carried
 * over once onto their claims' streams (AirlineDispatchesImported, as each request stood), then the table
 * is renamed `airline_dispatches_imported`, which nothing reads: kept for a later migration to drop.
 *
 * At start rather than in a migration: events are appended through the event store's port (PostgreSQL
 * or EventStoreDB, with its codec), which migrations do not have. It is idempotent: one event per claim
 * under a fixed id, and the decider passes over requests the stream already has, so a start that stops
 * half-way carries over the rest next time; the table is renamed only once every claim succeeded.
 * One process at a time (a session advisory lock); the others go on, as the one importing does the work.
 */
export async function importLegacyDispatches(deps: Pick<DemandsDeps, 'pool' | 'store' | 'executeCommand' | 'logger'>, clock: () => Date = () => new Date()): Promise<number> {
  let imported = 0;
  await runAlone(deps.pool, 'demands:import-airline-dispatches', async () => {
    const { rows: present } = await deps.pool.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [LEGACY_TABLE]);
    if (!present[0]?.present) return;
    const { rows } = await deps.pool.query<LegacyRow>(`SELECT * FROM ${LEGACY_TABLE} ORDER BY claim_id, requested_at`);
    const byClaim = new Map<number, LegacyRow[]>();
    for (const row of rows) byClaim.set(Number(row.claim_id), [...(byClaim.get(Number(row.claim_id)) ?? []), row]);
    for (const [claimId, legacy] of byClaim) {
      const correlationId = deterministicUuid(`airline-dispatches-imported:${claimId}`);
      const metadata: EventMetadata = { actor: IMPORTER, correlationId, causationId: correlationId, requestedAt: clock().toISOString() };
      const { state } = await foldDemands(deps.store, claimId);
      // The table did not keep the carrier: the letter's DemandLetterGenerated did.
      const airlineOf = (letterDocumentId: string) => state.letters.find((letter) => letter.documentId === letterDocumentId)?.airlineCode ?? '';
      const dispatches: ImportedDispatch[] = legacy.map((row) => {
        // A crash between ClaimSentToAirline and the row's update left it open: the stream says it went.
        const sent = row.status !== 'failed' ? state.sent.find((sending) => sending.letterDocumentId === row.letter_document_id) : undefined;
        return {
          dispatchId: row.id,
          letterDocumentId: row.letter_document_id,
          airlineCode: airlineOf(row.letter_document_id),
          recipient: row.recipient,
          identityDocumentsRequested: row.identity_documents === true,
          status: sent ? 'sent' : row.status,
          requestedAt: row.requested_at.toISOString(),
          messageId: sent?.messageId ?? row.message_id,
          sentAt: sent?.sentAt ?? row.sent_at?.toISOString() ?? null,
          failureReason: row.failure_reason,
        };
      });
      const result = await deps.executeCommand({
        stream: claimStream(claimId),
        decider: demandsDecider,
        command: { type: 'ImportDispatches', dispatches },
        metadata,
        eventIds: [correlationId],
      });
      imported += result.events.length > 0 ? dispatches.length : 0;
    }
    await deps.pool.query(`ALTER TABLE IF EXISTS ${LEGACY_TABLE} RENAME TO ${LEGACY_TABLE}_imported`);
    if (imported > 0) deps.logger.info({ imported }, 'requests to e-mail letters to airlines carried over onto their claims’ streams');
  });
  return imported;
}
