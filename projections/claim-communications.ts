import type { ClaimEvent } from '../src/claims/claim-events.js';
import { claimIdOf } from './claims.js';
import type { Projection } from './projection.js';

/** Each claim's notes, calls, messages and e-mails, with who wrote them and when. */
export const claimCommunicationsProjection: Projection = {
  kind: 'projection',
  name: 'claim_communications',
  tables: ['claim_communications'],
  schema: `
    CREATE TABLE IF NOT EXISTS claim_communications (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      type text NOT NULL,
      direction text NOT NULL DEFAULT 'outbound',
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
  async apply(recorded, db) {
    const event = { type: recorded.type, data: recorded.data } as ClaimEvent;
    if (event.type !== 'CommunicationRecorded') return;
    const { actor, requestedAt } = recorded.metadata;
    await db.query(
      `INSERT INTO claim_communications
         (id, claim_id, type, subject, content, recipient, sender, status, actor_kind, actor_id, actor_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'recorded', $8, $9, $10, $11, $11)
       ON CONFLICT (id) DO NOTHING`,
      [
        event.data.communicationId,
        claimIdOf(recorded),
        event.data.kind,
        event.data.subject,
        event.data.content,
        event.data.recipient,
        (actor as { name?: string }).name ?? null,
        actor.kind,
        actor.id,
        (actor as { name?: string }).name ?? null,
        requestedAt,
      ],
    );
  },
};
