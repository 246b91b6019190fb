import type pg from 'pg';
import { foldIntoRows } from '../../../projections/fold-rows.js';
import type { Projection } from '../../../projections/projection.js';
import type { RecordedEvent } from '../../platform/event-store/index.js';
import { isoTimestamp } from '../../platform/db/timestamps.js';
import { TASK_EVENT_TYPES, TASK_KIND_LABELS, taskIdOfStream, type TaskCompletedData, type TaskKind, type TaskOpenedData, type TaskReassignedData } from '../task-events.js';

/**
 * The operators' tasks, one row each. Inline: the operator reads the list right after a change.
 * Open tasks are found by owner and due day through partial indexes, so "overdue" (a matter of the
 * clock, not of an event) stays a short index range however many tasks were ever completed.
 */
export const tasksProjection: Projection = {
  kind: 'projection',
  name: 'tasks',
  tables: ['tasks'],
  schema: `
    CREATE TABLE IF NOT EXISTS tasks (
      id text PRIMARY KEY,
      claim_id bigint NOT NULL,
      kind text NOT NULL,
      owner text,
      due_on date NOT NULL,
      reason text NOT NULL,
      document_id text,
      complaint_to text,
      opened_at timestamptz NOT NULL,
      opened_by text NOT NULL,
      completed_at timestamptz,
      completed_by text,
      outcome text,
      version bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS tasks_by_claim ON tasks (claim_id, opened_at);
    CREATE INDEX IF NOT EXISTS tasks_open_by_due ON tasks (due_on, id) WHERE completed_at IS NULL;
    CREATE INDEX IF NOT EXISTS tasks_open_by_owner ON tasks (owner, due_on, id) WHERE completed_at IS NULL;
  `,
  handles: (event) => (TASK_EVENT_TYPES as readonly string[]).includes(event.type),
  inline: true,
  async apply(events, db) {
    await foldIntoRows(db, events, {
      table: 'tasks',
      keyType: 'text',
      key: 'id',
      versionColumn: 'version',
      keyOf: (event) => ((TASK_EVENT_TYPES as readonly string[]).includes(event.type) ? taskIdOfStream(event.stream) : undefined),
      fold(row, event) {
        const actor = event.metadata.actor.id;
        switch (event.type) {
          case 'TaskOpened': {
            const data = event.data as TaskOpenedData;
            return { id: taskIdOfStream(event.stream), claim_id: data.claimId, kind: data.kind, owner: data.owner, due_on: data.dueOn, reason: data.reason, document_id: data.documentId, complaint_to: data.complaintTo ?? null, opened_at: event.metadata.requestedAt, opened_by: actor, completed_at: null, completed_by: null, outcome: null };
          }
          case 'TaskReassigned': {
            const data = event.data as TaskReassignedData;
            return row && { ...row, owner: data.to, due_on: data.dueOn };
          }
          case 'TaskCompleted':
            return row && { ...row, completed_at: event.metadata.requestedAt, completed_by: actor, outcome: (event.data as TaskCompletedData).outcome };
          default:
            return undefined;
        }
      },
    });
  },
};

export interface TaskRow {
  id: string;
  claimId: number;
  practiceNumber: string | null;
  kind: TaskKind;
  owner: string | null;
  dueOn: string;
  reason: string;
  documentId: string | null;
  complaintTo: string | null;
  openedAt: string;
  openedBy: string;
  completedAt: string | null;
  completedBy: string | null;
  outcome: string | null;
  version: number;
}

const dateText = (value: unknown) => (value instanceof Date ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}` : String(value).slice(0, 10));

const toTask = (row: Record<string, unknown>): TaskRow => ({
  id: row.id as string,
  claimId: Number(row.claim_id),
  practiceNumber: (row.practice_number as string | null) ?? null,
  kind: row.kind as TaskKind,
  owner: row.owner as string | null,
  dueOn: dateText(row.due_on),
  reason: row.reason as string,
  documentId: row.document_id as string | null,
  complaintTo: row.complaint_to as string | null,
  openedAt: isoTimestamp(row.opened_at)!,
  openedBy: row.opened_by as string,
  completedAt: isoTimestamp(row.completed_at),
  completedBy: row.completed_by as string | null,
  outcome: row.outcome as string | null,
  version: Number(row.version),
});

const SELECT = 'SELECT t.*, q.practice_number FROM tasks t LEFT JOIN claim_queues q ON q.claim_id = t.claim_id';

export interface TaskListFilter {
  /** An operator's id: their tasks only. */
  owner?: string;
  state: 'open' | 'overdue' | 'all';
  today: string;
  limit: number;
}

/** Open tasks soonest due first (overdue: due before today); 'all' adds the completed ones, latest first. */
export async function listTasks(db: pg.Pool, filter: TaskListFilter): Promise<TaskRow[]> {
  const values: unknown[] = [];
  const conditions: string[] = [];
  if (filter.owner) {
    values.push(filter.owner);
    conditions.push(`t.owner = $${values.length}`);
  }
  if (filter.state !== 'all') conditions.push('t.completed_at IS NULL');
  if (filter.state === 'overdue') {
    values.push(filter.today);
    conditions.push(`t.due_on < $${values.length}::date`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = filter.state === 'all' ? '(t.completed_at IS NULL) DESC, t.due_on, t.id' : 't.due_on, t.id';
  const { rows } = await db.query(`${SELECT} ${where} ORDER BY ${order} LIMIT ${filter.limit}`, values);
  return rows.map(toTask);
}

/** Each claim's open task due soonest, as the claim list shows it: the day and what is due. */
export async function nextDeadlines(db: pg.Pool, claimIds: readonly number[]): Promise<Map<number, { dueOn: string; label: string }>> {
  if (claimIds.length === 0) return new Map();
  const { rows } = await db.query<{ claim_id: string; kind: TaskKind; due_on: string }>(
    `SELECT DISTINCT ON (claim_id) claim_id, kind, to_char(due_on, 'YYYY-MM-DD') AS due_on FROM tasks
      WHERE claim_id = ANY($1::bigint[]) AND completed_at IS NULL ORDER BY claim_id, due_on, id`,
    [[...new Set(claimIds)]],
  );
  return new Map(rows.map((row) => [Number(row.claim_id), { dueOn: row.due_on, label: TASK_KIND_LABELS[row.kind] }]));
}

export async function tasksOfClaim(db: pg.Pool, claimId: number): Promise<TaskRow[]> {
  const { rows } = await db.query(`${SELECT} WHERE t.claim_id = $1 ORDER BY t.opened_at, t.id`, [claimId]);
  return rows.map(toTask);
}

export async function findTask(db: pg.Pool, id: string): Promise<TaskRow | undefined> {
  const { rows } = await db.query(`${SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ? toTask(rows[0]) : undefined;
}

/** Whether the claim has an open task of this kind (a claim reopened keeps a task still open from before). */
export async function hasOpenTask(db: pg.Pool, claimId: number, kind: TaskKind): Promise<boolean> {
  return (await db.query('SELECT 1 FROM tasks WHERE claim_id = $1 AND kind = $2 AND completed_at IS NULL LIMIT 1', [claimId, kind])).rowCount === 1;
}

export async function taskExists(db: pg.Pool, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM tasks WHERE id = $1', [id])).rowCount === 1;
}

export const isRecordedTask = (event: RecordedEvent) => (TASK_EVENT_TYPES as readonly string[]).includes(event.type);

export interface LapseCandidate {
  id: string;
  claimId: number;
  kind: TaskKind;
}

/**
 * Open tasks whose reason may be gone: the claim is closed, or (ENAC) the claim no longer waits on
 * the airline for a sending made before the task opened, or (late invoice) always: invoicing says
 * whether the invoice is still missing. The claim's stream decides; a few hundred
 * open tasks at most are read through their partial index.
 */
export async function lapseCandidates(db: pg.Pool, after: string, limit: number): Promise<LapseCandidate[]> {
  const { rows } = await db.query<{ id: string; claim_id: string; kind: TaskKind }>(
    `SELECT t.id, t.claim_id, t.kind FROM tasks t JOIN claim_queues q ON q.claim_id = t.claim_id
      WHERE t.completed_at IS NULL AND t.id > $1
        AND (NOT q.open OR t.kind = 'late_invoice' OR t.kind = 'enac_complaint' AND (q.awaiting_since IS NULL OR q.awaiting_since > t.opened_at))
      ORDER BY t.id LIMIT ${limit}`,
    [after],
  );
  return rows.map((row) => ({ id: row.id, claimId: Number(row.claim_id), kind: row.kind }));
}
