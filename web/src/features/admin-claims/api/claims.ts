import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimList, ClaimListSort, ClaimView, EditableDetails, TimelineEntry } from '@contracts/admin-claims';
import type { AdminStatus, Priority } from '@contracts/claim-vocabulary';
import { adminRequest } from '@/app/admin/api/admin-request';

/** A claim as GET /api/admin/flight-checks/{id} answers: the spec's Claim entity and its stream version. */
export type AdminClaim = ClaimView;

export type { ClaimList };

export const CLAIMS_PAGE_SIZE = 25;
const LIST_REFRESH_MS = 15_000;

export type { ClaimListSort };

/** One page of the list; `sort` 'silence' puts the longest silence first (newest first when absent); `mine`: «Le mie pratiche». */
export const claimListQuery = (filter: { q: string; status: string; page: number; sort?: ClaimListSort; mine?: boolean }) => {
  const search = new URLSearchParams({ page: String(filter.page), pageSize: String(CLAIMS_PAGE_SIZE) });
  if (filter.q) search.set('q', filter.q);
  if (filter.status !== 'all') search.set('status', filter.status);
  if (filter.sort && filter.sort !== 'newest') search.set('sort', filter.sort);
  if (filter.mine) search.set('assignee', 'me');
  return queryOptions({
    queryKey: ['admin', 'claims', filter],
    queryFn: () => adminRequest<ClaimList>('GET', `/api/admin/flight-checks?${search}`),
    refetchInterval: LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
};

export const claimQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'claim', id], queryFn: () => adminRequest<AdminClaim>('GET', `/api/admin/flight-checks/${id}`) });

export type { TimelineEntry };

export const timelineQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', id, 'timeline'],
    queryFn: async () => (await adminRequest<{ entries: TimelineEntry[] }>('GET', `/api/admin/flight-checks/${id}/timeline`)).entries,
  });

/** The claim as its own events made it at that version (no flight data fetched later, no read-model extras). */
export type PastClaim = Claim;

export const pastVersionQuery = (id: number, version: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', id, 'as-of', version],
    queryFn: async () => (await adminRequest<{ claim: PastClaim }>('GET', `/api/admin/flight-checks/${id}/timeline?asOf=${version}`)).claim,
    staleTime: Infinity,
  });

/** What the detail page's edit mode sends: the editable details plus notes and status. */
export type ClaimEdit = Pick<EditableDetails, 'passengerName' | 'email' | 'phone' | 'flightNumber' | 'flightDate' | 'departureAirportId' | 'arrivalAirportId' | 'compensationAmount' | 'delayReason' | 'operatingCarrier'> & {
  adminNotes: string | null;
  adminStatus: AdminStatus;
};

/** Every change answers with the claim as it now is: the cached claim is replaced and its history refetched. */
function useClaimChange<Input>(id: number, send: (input: Input) => Promise<AdminClaim>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (claim) => {
      queryClient.setQueryData(claimQuery(id).queryKey, claim);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', id, 'timeline'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}

/** Saves edits against the version the operator saw: a 409 means someone else changed the claim meanwhile. */
export const useEditClaim = (id: number) =>
  useClaimChange(id, ({ edit, version }: { edit: ClaimEdit; version: number }) => adminRequest<AdminClaim>('PUT', `/api/admin/flight-checks/${id}`, edit, { 'if-match': `"${version}"` }));

export const useChangeStatus = (id: number) =>
  useClaimChange(id, (body: { adminStatus: AdminStatus; adminNotes: string | null; passengerNote: string | null }) => adminRequest<AdminClaim>('PUT', `/api/admin/flight-checks/${id}/status`, body));

/** To an active operator, by id. */
export const useAssignClaim = (id: number) => useClaimChange(id, (operatorId: string) => adminRequest<AdminClaim>('PUT', `/api/admin/flight-checks/${id}/assign`, { operatorId }));

export const useChangePriority = (id: number) => useClaimChange(id, (priority: Priority) => adminRequest<AdminClaim>('PUT', `/api/admin/flight-checks/${id}/priority`, { priority }));

/** Every upload link sent so far stops working; the passenger gets a new one from the status lookup. */
export const useRevokeUploadLinks = (id: number) => useClaimChange(id, () => adminRequest<AdminClaim>('POST', `/api/admin/flight-checks/${id}/revoke-upload-links`));
