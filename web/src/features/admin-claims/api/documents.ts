import type { DocumentList, DocumentView } from '@contracts/documents';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type ClaimDocument = DocumentView;

export const documentsQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'documents'],
    queryFn: async () => (await adminRequest<DocumentList>('GET', `/api/flight-checks/${claimId}/documents`)).documents,
  });

/** Served to operators only, inline for the viewer or as a download. */
export const documentUrl = (documentId: string, download = false) => `/api/admin/documents/${documentId}/content${download ? '?download=1' : ''}`;

export function useReviewDocument(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, verdict, reason }: { documentId: string; verdict: 'verify' | 'reject'; reason?: string }) =>
      adminRequest('PUT', `/api/admin/documents/${documentId}/${verdict}`, verdict === 'reject' ? { reason } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
