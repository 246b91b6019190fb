import type { Trends, WeekTrend } from '@contracts/monitoring';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { Trends, WeekTrend };

export const trendsQuery = (weeks: number) =>
  queryOptions({
    queryKey: ['admin', 'trends', weeks],
    queryFn: () => adminRequest<Trends>('GET', `/api/admin/trends?weeks=${weeks}`),
  });
