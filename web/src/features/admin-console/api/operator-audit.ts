import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@contracts/operator-audit';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { AuditEntry };

/** GET /api/admin/operators/audit (admins only): the latest 50 entries, newest first. */
export const operatorAuditQuery = queryOptions({
  queryKey: ['admin', 'operator-audit'],
  queryFn: async () => (await adminRequest<{ entries: AuditEntry[] }>('GET', '/api/admin/operators/audit')).entries,
  refetchInterval: 30_000,
});
