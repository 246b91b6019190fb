import { queryOptions } from '@tanstack/react-query';
import type { AdminStats, SystemHealth } from '@contracts/monitoring';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { AdminStats, SystemHealth };

export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => adminRequest<AdminStats>('GET', '/api/admin/stats'),
  refetchInterval: 30_000,
});

/** The operators' details (the public /api/health says only up or down); answered 200 even when a component is down. */
export const healthQuery = queryOptions({
  queryKey: ['admin', 'health'],
  queryFn: () => adminRequest<SystemHealth>('GET', '/api/admin/health'),
  refetchInterval: 30_000,
});
