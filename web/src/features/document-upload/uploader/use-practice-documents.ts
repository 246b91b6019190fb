import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import type { PracticeDocuments } from './document-types';

/** The spec's cache key for a practice's documents. */
export const documentsQueryKey = (practiceNumber: string) => ['/api/documents/practice', practiceNumber] as const;

/** The practice's documents, read with the passenger's upload token. */
export function usePracticeDocuments(practiceNumber: string, token: string | undefined) {
  return useQuery({
    queryKey: documentsQueryKey(practiceNumber),
    queryFn: () => apiRequest<PracticeDocuments>('GET', `/api/documents/practice/${encodeURIComponent(practiceNumber)}`, undefined, { 'x-upload-token': token ?? '' }),
    enabled: Boolean(token && practiceNumber),
    retry: false,
  });
}
