import type { AirlineReplyBody, DemandPanel, SendToAirlineBody } from '@contracts/demands';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest, adminUpload } from '@/app/admin/api/admin-request';

export type { AirlineReplyBody, DemandPanel };

/** The «Compagnia aerea» panel; asked again every 2 s while a sending is queued, until it is sent or fails. */
export const airlinePanelQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'airline'],
    queryFn: () => adminRequest<DemandPanel>('GET', `/api/admin/flight-checks/${claimId}/airline`),
    refetchInterval: (query) => (query.state.data?.dispatch?.status === 'queued' ? 2_000 : false),
  });

function useAirlineMutation<Input>(claimId: number, request: (input: Input) => Promise<DemandPanel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (panel) => {
      queryClient.setQueryData(airlinePanelQuery(claimId).queryKey, panel);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId, 'timeline'] });
    },
  });
}

export const useGenerateLetter = (claimId: number) =>
  useAirlineMutation(claimId, (language: 'it' | 'en' | undefined) => adminRequest<DemandPanel>('POST', `/api/admin/flight-checks/${claimId}/airline/letter`, language ? { language } : {}));

export const useSendToAirline = (claimId: number) =>
  useAirlineMutation(claimId, (body: SendToAirlineBody) => adminRequest<DemandPanel>('POST', `/api/admin/flight-checks/${claimId}/airline/send`, body));

/** The answer's PDF first (when there is one), then the answer naming it. */
export const useRecordAirlineReply = (claimId: number) =>
  useAirlineMutation(claimId, async ({ reply, document }: { reply: AirlineReplyBody; document?: File }) => {
    const documentId = document ? (await adminUpload<{ documentId: string }>(`/api/admin/flight-checks/${claimId}/airline/reply-document`, document)).documentId : undefined;
    return adminRequest<DemandPanel>('POST', `/api/admin/flight-checks/${claimId}/airline/replies`, { ...reply, ...(documentId ? { documentId } : {}) });
  });
