import { queryOptions } from '@tanstack/react-query';
import type { TemplateView } from '@contracts/email-templates';
import { adminRequest } from './admin-request';

export type EmailTemplate = TemplateView;

/** GET /api/email-templates: read by the templates' tab and by the claims' bulk «send a template». */
export const templatesQuery = queryOptions({
  queryKey: ['admin', 'email-templates'],
  queryFn: () => adminRequest<EmailTemplate[]>('GET', '/api/email-templates'),
  refetchInterval: 30_000,
});
