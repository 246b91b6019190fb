import type pg from 'pg';
import type { Row } from '../../../../projections/fold-rows.js';
import type { Projection } from '../../../../projections/projection.js';
import type { RecordedEvent } from '../../../platform/event-store/index.js';
import { isoTimestamp } from '../../../platform/db/timestamps.js';
import type { StoredTemplate, TemplateView } from '../../../contracts/email-templates.js';
import type { EmailSentData } from '../../email-events.js';
import { evolve, type EmailTemplate, type TemplateState } from '../template.js';
import { EMAIL_TEMPLATE_EVENT_TYPES, TEMPLATE_STREAM_PREFIX, TEMPLATE_TYPES, type EmailTemplateEvent, type TemplateType } from '../template-events.js';

type Db = Pick<pg.Pool, 'query'>;

export type { StoredTemplate, TemplateView };

export interface TemplateStats {
  total: number;
  active: number;
  totalUsage: number;
  byTemplate: { id: string; name: string; templateType: TemplateType; isActive: boolean; usageCount: number }[];
  byType: Record<TemplateType, number>;
}

/**
 * The template manager's list: one row per live template (deleted ones removed), folded with the
 * domain's `evolve`, plus how many e-mails were sent with it (EmailSent on the claims' streams),
 * and the same count per template type, which outlives a deleted template.
 */
export const emailTemplatesProjection: Projection = {
  kind: 'projection',
  name: 'email_templates',
  tables: ['email_templates', 'email_template_type_usage'],
  schema: `
    CREATE TABLE IF NOT EXISTS email_templates (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      subject text NOT NULL,
      content text NOT NULL,
      template_type text NOT NULL,
      is_active boolean NOT NULL,
      usage_count integer NOT NULL DEFAULT 0,
      version bigint NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS email_templates_by_type ON email_templates (template_type, is_active, created_at, id);
    CREATE TABLE IF NOT EXISTS email_template_type_usage (template_type text PRIMARY KEY, sent bigint NOT NULL DEFAULT 0);
  `,
  handles: (event) => templateIdOf(event) !== undefined,
  async apply(events, db) {
    const touched = events.map((event) => [templateIdOf(event), event] as const).filter((pair): pair is [string, RecordedEvent] => pair[0] !== undefined);
    if (touched.length === 0) return;
    const current = await loadRows(db, [...new Set(touched.map(([id]) => id))]);
    const changed = new Set<string>();
    const usageByType = new Map<string, number>();
    for (const [id, event] of touched) {
      const row = current.get(id);
      if (event.type === 'EmailSent') {
        const type = (event.data as EmailSentData).templateType ?? (row?.template_type as string | undefined);
        if (type) usageByType.set(type, (usageByType.get(type) ?? 0) + 1);
        if (!row) continue;
        current.set(id, { ...row, usage_count: Number(row.usage_count) + 1 });
      } else {
        const after = evolve(rowToState(row), { type: event.type, data: event.data } as EmailTemplateEvent, event.metadata.requestedAt);
        current.set(id, after.exists && !after.deleted ? stateToRow(id, after, row, event.version) : undefined);
      }
      changed.add(id);
    }
    await writeRows(db, current, changed);
    if (usageByType.size > 0) {
      await db.query(
        `INSERT INTO email_template_type_usage (template_type, sent) SELECT * FROM unnest($1::text[], $2::bigint[])
         ON CONFLICT (template_type) DO UPDATE SET sent = email_template_type_usage.sent + EXCLUDED.sent`,
        [[...usageByType.keys()], [...usageByType.values()]],
      );
    }
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function templateIdOf(event: RecordedEvent): string | undefined {
  if ((EMAIL_TEMPLATE_EVENT_TYPES as readonly string[]).includes(event.type) && event.stream.startsWith(TEMPLATE_STREAM_PREFIX)) {
    return event.stream.slice(TEMPLATE_STREAM_PREFIX.length).toLowerCase();
  }
  if (event.type !== 'EmailSent') return undefined;
  const { templateId, templateType } = event.data as EmailSentData;
  if (templateId && UUID.test(templateId)) return templateId.toLowerCase();
  // Sent by type only: counted for the type, under a key no template has.
  return templateType ? `type:${templateType}` : undefined;
}

async function loadRows(db: pg.PoolClient, ids: string[]): Promise<Map<string, Row | undefined>> {
  const uuids = ids.filter((id) => UUID.test(id));
  const { rows } = await db.query<Row>('SELECT * FROM email_templates WHERE id = ANY($1::uuid[])', [uuids]);
  return new Map(rows.map((row) => [String(row.id), row]));
}

async function writeRows(db: pg.PoolClient, current: Map<string, Row | undefined>, changed: Set<string>): Promise<void> {
  const live = [...changed].map((id) => current.get(id)).filter((row): row is Row => row !== undefined);
  const removed = [...changed].filter((id) => UUID.test(id) && current.get(id) === undefined);
  if (removed.length > 0) await db.query('DELETE FROM email_templates WHERE id = ANY($1::uuid[])', [removed]);
  if (live.length === 0) return;
  const columns = Object.keys(live[0]!).filter((column) => column !== 'id');
  await db.query(
    `INSERT INTO email_templates SELECT * FROM json_populate_recordset(null::email_templates, $1::json)
     ON CONFLICT (id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [JSON.stringify(live)],
  );
}

/** The one mapping of a row: the fold and the queries read it through here. */
function rowToTemplate(row: Row): TemplateView {
  return {
    id: row.id as string,
    version: Number(row.version),
    name: row.name as string,
    subject: row.subject as string,
    content: row.content as string,
    templateType: row.template_type as TemplateType,
    isActive: row.is_active as boolean,
    usageCount: Number(row.usage_count),
    createdAt: isoTimestamp(row.created_at)!,
    updatedAt: isoTimestamp(row.updated_at)!,
  };
}

function rowToState(row: Row | undefined): TemplateState {
  if (!row) return { exists: false };
  const { name, subject, content, templateType, isActive, createdAt, updatedAt } = rowToTemplate(row);
  const template: EmailTemplate = { name, subject, content, templateType, isActive, createdAt, updatedAt };
  return { exists: true, deleted: false, ...template };
}

function stateToRow(id: string, state: Extract<TemplateState, { exists: true }>, before: Row | undefined, version: bigint): Row {
  return {
    id,
    name: state.name,
    subject: state.subject,
    content: state.content,
    template_type: state.templateType,
    is_active: state.isActive,
    usage_count: Number(before?.usage_count ?? 0),
    version: version.toString(),
    created_at: state.createdAt,
    updated_at: state.updatedAt,
  };
}

function toStored(view: TemplateView): StoredTemplate {
  const { id, version, name, subject, content, templateType, isActive } = view;
  return { id, version, name, subject, content, templateType, isActive };
}

export async function listTemplates(db: Db): Promise<TemplateView[]> {
  const { rows } = await db.query('SELECT * FROM email_templates ORDER BY created_at, id');
  return rows.map(rowToTemplate);
}

export async function findTemplateView(db: Db, id: string): Promise<TemplateView | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query('SELECT * FROM email_templates WHERE id = $1', [id]);
  return rows[0] && rowToTemplate(rows[0]);
}

export async function findTemplate(db: Db, id: string): Promise<StoredTemplate | undefined> {
  const view = await findTemplateView(db, id);
  return view && toStored(view);
}

/** The oldest active template of a type: a newer one takes over when the older is deactivated. */
export async function findActiveTemplateByType(db: Db, type: TemplateType): Promise<StoredTemplate | undefined> {
  const { rows } = await db.query('SELECT * FROM email_templates WHERE template_type = $1 AND is_active ORDER BY created_at, id LIMIT 1', [type]);
  return rows[0] && toStored(rowToTemplate(rows[0]));
}

export async function templateStats(db: Db): Promise<TemplateStats> {
  const templates = await listTemplates(db);
  const { rows } = await db.query<{ template_type: string; sent: string }>('SELECT template_type, sent FROM email_template_type_usage');
  const byType = Object.fromEntries(TEMPLATE_TYPES.map((type) => [type, 0])) as Record<TemplateType, number>;
  for (const row of rows) if (row.template_type in byType) byType[row.template_type as TemplateType] = Number(row.sent);
  return {
    total: templates.length,
    active: templates.filter((template) => template.isActive).length,
    totalUsage: Object.values(byType).reduce((sum, sent) => sum + sent, 0),
    byTemplate: templates.map(({ id, name, templateType, isActive, usageCount }) => ({ id, name, templateType, isActive, usageCount })),
    byType,
  };
}
