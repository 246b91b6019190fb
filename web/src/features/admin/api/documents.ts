import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export interface ClaimDocument {
  id: string;
  fileName: string;
  originalName: string;
  fileType: string;
  fileTypeLabel: string;
  mimeType: string;
  fileSize: number;
  status: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
  reviewedBy: string | null;
  createdAt: string;
}

export const documentsQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'documents'],
    queryFn: async () => (await adminRequest<{ documents: ClaimDocument[] }>('GET', `/api/flight-checks/${claimId}/documents`)).documents,
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
