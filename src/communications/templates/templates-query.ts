import type pg from 'pg';
import type { StoredTemplate, TemplateView } from '../../contracts/email-templates.js';
import { TEMPLATE_TYPES, type TemplateType } from './template-events.js';

type Db = Pick<pg.Pool, 'query'>;

export type { StoredTemplate, TemplateView };

export interface TemplateStats {
  total: number;
  active: number;
  totalUsage: number;
  byTemplate: { id: string; name: string; templateType: TemplateType; isActive: boolean; usageCount: number }[];
  byType: Record<TemplateType, number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: Record<string, unknown>): TemplateView {
  return {
    id: row.id as string,
    version: Number(row.version),
    name: row.name as string,
    subject: row.subject as string,
    content: row.content as string,
    templateType: row.template_type as TemplateType,
    isActive: row.is_active as boolean,
    usageCount: Number(row.usage_count),
    createdAt: (row.created_at as Date).toISOString(),
    updatedAt: (row.updated_at as Date).toISOString(),
  };
}

function toStored(view: TemplateView): StoredTemplate {
  const { id, version, name, subject, content, templateType, isActive } = view;
  return { id, version, name, subject, content, templateType, isActive };
}

export async function listTemplates(db: Db): Promise<TemplateView[]> {
  const { rows } = await db.query('SELECT * FROM email_templates ORDER BY created_at, id');
  return rows.map(toView);
}

export async function findTemplateView(db: Db, id: string): Promise<TemplateView | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query('SELECT * FROM email_templates WHERE id = $1', [id]);
  return rows[0] && toView(rows[0]);
}

export async function findTemplate(db: Db, id: string): Promise<StoredTemplate | undefined> {
  const view = await findTemplateView(db, id);
  return view && toStored(view);
}

/** The oldest active template of a type: a newer one takes over when the older is deactivated. */
export async function findActiveTemplateByType(db: Db, type: TemplateType): Promise<StoredTemplate | undefined> {
  const { rows } = await db.query('SELECT * FROM email_templates WHERE template_type = $1 AND is_active ORDER BY created_at, id LIMIT 1', [type]);
  return rows[0] && toStored(toView(rows[0]));
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
