import type { ClaimMandates, SignMandateBody } from '@contracts/mandates';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

/** The header the co-passenger's own link travels in: never in a URL the server logs. */
const linkHeader = (token: string) => ({ 'x-mandate-token': token });

/** GET /api/mandate-signing: the one passenger this link is for, and their mandate. */
export const ownMandateQuery = (token: string) =>
  queryOptions({
    queryKey: ['mandate-link', token],
    queryFn: () => apiRequest<ClaimMandates>('GET', '/api/mandate-signing', undefined, linkHeader(token)),
    retry: false,
  });

export function useSignOwnMandate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignMandateBody) => apiRequest<ClaimMandates>('POST', '/api/mandate-signing', body, linkHeader(token)),
    onSuccess: (mandates) => queryClient.setQueryData(ownMandateQuery(token).queryKey, mandates),
  });
}
