import type pg from 'pg';
import type { Projection } from '../../../projections/projection.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { OPERATOR_AUDIT_STREAM, OPERATOR_AUDIT_TYPES, type AuditEntry, type OperatorAuditEvent, type OperatorAuditType } from '../audit-events.js';

/** The latest entries of the operators' audit stream, for the monitoring tab. */
export const operatorAuditProjection: Projection = {
  kind: 'projection',
  name: 'operator_audit',
  tables: ['operator_audit'],
  schema: `
    CREATE TABLE IF NOT EXISTS operator_audit (
      seq bigserial PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      operator_id uuid,
      actor_kind text NOT NULL,
      actor_id text NOT NULL,
      details jsonb NOT NULL,
      at timestamptz NOT NULL
    );
  `,
  handles: isAuditEvent,
  async apply(events, db) {
    const entries = events.filter(isAuditEvent);
    if (entries.length === 0) return;
    await db.query(
      `INSERT INTO operator_audit (event_id, type, operator_id, actor_kind, actor_id, details, at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::jsonb[], $7::timestamptz[])
       ON CONFLICT (event_id) DO NOTHING`,
      [
        entries.map((event) => event.id),
        entries.map((event) => event.type),
        entries.map((event) => (event.data as OperatorAuditEvent['data']).operatorId),
        entries.map((event) => event.metadata.actor.kind),
        entries.map((event) => event.metadata.actor.id),
        entries.map((event) => JSON.stringify(event.data)),
        entries.map((event) => event.metadata.requestedAt),
      ],
    );
  },
};

function isAuditEvent(event: RecordedEvent): boolean {
  return event.stream === OPERATOR_AUDIT_STREAM && (OPERATOR_AUDIT_TYPES as readonly string[]).includes(event.type);
}


export async function latestAuditEntries(pool: pg.Pool, limit: number): Promise<AuditEntry[]> {
  const { rows } = await pool.query<{ id: string; type: OperatorAuditType; at: Date; operatorId: string | null; operatorName: string | null; actorKind: string; actorName: string | null; details: OperatorAuditEvent['data'] }>(
    `SELECT a.event_id AS id, a.type, a.at, a.operator_id AS "operatorId", o.name AS "operatorName",
            a.actor_kind AS "actorKind", actor.name AS "actorName", a.details
       FROM operator_audit a
       LEFT JOIN operators o ON o.id = a.operator_id
       LEFT JOIN operators actor ON a.actor_kind = 'operator' AND actor.id::text = a.actor_id
      ORDER BY a.seq DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    at: row.at.toISOString(),
    operator: row.operatorId ? { id: row.operatorId, name: row.operatorName ?? 'Operatore eliminato' } : null,
    actor: { kind: row.actorKind, name: row.actorName },
    details: row.details,
  }));
}
