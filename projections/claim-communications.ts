import type { ClaimEvent } from '../src/claims/claim-events.js';
import { claimIdOf } from './claims.js';
import { foldIntoRows } from './fold-rows.js';
import type { Projection } from './projection.js';

/** Each claim's notes, calls, messages and e-mails, with who wrote them and when. */
export const claimCommunicationsProjection: Projection = {
  kind: 'projection',
  name: 'claim_communications',
  gatherMs: 100,
  tables: ['claim_communications'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_communications (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      type text NOT NULL,
      direction text NOT NULL,
      subject text,
      content text NOT NULL,
      recipient text,
      sender text,
      status text NOT NULL,
      actor_kind text NOT NULL,
      actor_id text NOT NULL,
      actor_name text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS claim_communications_by_claim ON claim_communications (claim_id, created_at DESC);
  `,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'claim_communications',
      keyType: 'text',
      key: 'id',
      keyOf: (event) => (event.type === 'CommunicationRecorded' ? (event.data as { communicationId: string }).communicationId : undefined),
      fold(row, recorded) {
        const event = recorded as unknown as Extract<ClaimEvent, { type: 'CommunicationRecorded' }>;
        if (row) return undefined;
        const actor = recorded.metadata.actor as { kind: string; id: string; name?: string };
        return {
          id: event.data.communicationId,
          claim_id: claimIdOf(recorded),
          type: event.data.kind,
          direction: 'outbound',
          subject: event.data.subject,
          content: event.data.content,
          recipient: event.data.recipient,
          sender: actor.name ?? null,
          status: 'recorded',
          actor_kind: actor.kind,
          actor_id: actor.id,
          actor_name: actor.name ?? null,
          created_at: recorded.metadata.requestedAt,
          updated_at: recorded.metadata.requestedAt,
        };
      },
    });
  },
};
