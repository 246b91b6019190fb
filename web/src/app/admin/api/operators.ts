import type { OperatorAccount } from '@contracts/operator-session';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export type { OperatorAccount };

/** GET /api/admin/operators (admins only): the operators' tab, and whom a task can be given to. */
export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: async () => (await adminRequest<{ operators: OperatorAccount[] }>('GET', '/api/admin/operators')).operators,
});
