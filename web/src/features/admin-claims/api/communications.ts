import type { Communication } from '@contracts/admin-claims';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { Communication };

export const communicationsQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'communications'],
    queryFn: () => adminRequest<Communication[]>('GET', `/api/admin/flight-checks/${claimId}/communications`),
    refetchInterval: (query) => (query.state.data?.some((communication) => communication.status === 'queued') ? 3_000 : false),
  });

function useCommunicationChange<Input>(claimId: number, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}

export const useRecordNote = (claimId: number) =>
  useCommunicationChange(claimId, (content: string) => adminRequest('POST', `/api/admin/flight-checks/${claimId}/communications`, { type: 'note', content }));
