/** The e-mail templates' vocabulary and the manager's view of a template. */

export const TEMPLATE_TYPES = ['status_update', 'document_reminder', 'completion_notice', 'custom'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  status_update: 'Aggiornamento stato',
  document_reminder: 'Promemoria documenti',
  completion_notice: 'Pratica completata',
  custom: 'Personalizzato',
};

/** A template as the sender needs it: its version keys the compiled-MJML cache. */
export interface StoredTemplate {
  id: string;
  version: number;
  name: string;
  subject: string;
  content: string;
  templateType: TemplateType;
  isActive: boolean;
}

/** A template as the manager lists it (GET /api/email-templates). */
export interface TemplateView extends StoredTemplate {
  usageCount: number;
  createdAt: string;
  updatedAt: string;
}

/** An e-mail rendered with values: GET /api/admin/email-templates/{id}/preview. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** POST /api/admin/email-templates/preview: unsaved text rendered, with the placeholders no value fills. */
export interface DraftPreview extends RenderedEmail {
  unknownVariables: string[];
}
