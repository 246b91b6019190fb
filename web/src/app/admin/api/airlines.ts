import type { AirlineDetail } from '@contracts/admin-airlines';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

/** GET /api/admin/airlines/{code}: the carrier and its edits (the airlines' tab, and a claim's operating carrier). */
export const airlineQuery = (code: string) =>
  queryOptions({
    queryKey: ['admin', 'airlines', 'detail', code],
    queryFn: () => adminRequest<AirlineDetail>('GET', `/api/admin/airlines/${encodeURIComponent(code)}`),
  });
