import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DraftPreview } from '@contracts/email-templates';
import { adminRequest } from '@/app/admin/api/admin-request';
import { templatesQuery, type EmailTemplate } from '@/app/admin/api/email-templates';

export type TemplateDraft = Pick<EmailTemplate, 'name' | 'subject' | 'content' | 'templateType' | 'isActive'>;

const TEMPLATES_KEY = templatesQuery.queryKey;

/** The server's own rendering with the spec's sample values, for content not saved yet. */
export const previewQuery = (draft: { subject: string; content: string }) =>
  queryOptions({
    queryKey: ['admin', 'email-template-preview', draft],
    queryFn: () => adminRequest<DraftPreview>('POST', '/api/admin/email-templates/preview', draft),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, draft }: { id?: string; version?: number; draft: TemplateDraft }) =>
      id ? adminRequest<EmailTemplate>('PUT', `/api/admin/email-templates/${id}`, draft, { 'if-match': `"${version}"` }) : adminRequest<EmailTemplate>('POST', '/api/admin/email-templates', draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest<void>('DELETE', `/api/admin/email-templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
