import type { AirlineDetail, AirlineEditBody, AirlineList, AirlineReportCard, AirlineView } from '@contracts/admin-airlines';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';
import { airlineQuery } from '@/app/admin/api/airlines';

export type { AirlineDetail, AirlineEditBody, AirlineReportCard, AirlineView };

export const AIRLINES_PAGE_SIZE = 25;

/** GET /api/admin/airlines?q=&missingContact=&page=: carriers by code or name, or only those without a claims route yet. */
export const airlinesQuery = (q: string, page: number, missingContact = false) =>
  queryOptions({
    queryKey: ['admin', 'airlines', 'list', q, page, missingContact],
    queryFn: () =>
      adminRequest<AirlineList>('GET', `/api/admin/airlines?${new URLSearchParams({ q, missingContact: String(missingContact), page: String(page), pageSize: String(AIRLINES_PAGE_SIZE) })}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/airlines/report-card (admins only). */
export const airlineReportCardQuery = queryOptions({
  queryKey: ['admin', 'airlines', 'report-card'],
  queryFn: () => adminRequest<AirlineReportCard>('GET', '/api/admin/airlines/report-card'),
});

/** PATCH /api/admin/airlines/{code} at the version the admin saw: a change meanwhile answers 409. */
export function useEditAirline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, version, changes }: { code: string; version: number; changes: AirlineEditBody }) =>
      adminRequest<AirlineDetail>('PATCH', `/api/admin/airlines/${encodeURIComponent(code)}`, changes, { 'if-match': `"${version}"` }),
    onSuccess: (detail) => {
      queryClient.setQueryData(airlineQuery(detail.airline.iataCode).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'airlines', 'list'] });
    },
  });
}

/** POST / DELETE /api/admin/airlines/{code}/claims-addresses: one more address letters may go to, or one taken back (admins only). */
export function useClaimsAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, address, change }: { code: string; address: string; change: 'add' | 'remove' }) =>
      change === 'add'
        ? adminRequest<AirlineDetail>('POST', `/api/admin/airlines/${encodeURIComponent(code)}/claims-addresses`, { address })
        : adminRequest<AirlineDetail>('DELETE', `/api/admin/airlines/${encodeURIComponent(code)}/claims-addresses/${encodeURIComponent(address)}`),
    onSuccess: (detail) => queryClient.setQueryData(airlineQuery(detail.airline.iataCode).queryKey, detail),
  });
}
