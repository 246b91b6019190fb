import type { OperatorAccount } from '@contracts/operator-session';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export type { OperatorAccount };

/** GET /api/admin/operators (admins only): the operators' tab, and whom a task can be given to. */
export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: async () => (await adminRequest<{ operators: OperatorAccount[] }>('GET', '/api/admin/operators')).operators,
});

export interface ActiveOperator {
  id: string;
  name: string;
}

/** GET /api/admin/operators/active (every operator): whom a claim can be assigned to. */
export const activeOperatorsQuery = queryOptions({
  queryKey: ['admin', 'operators', 'active'],
  queryFn: async () => (await adminRequest<{ operators: ActiveOperator[] }>('GET', '/api/admin/operators/active')).operators,
  staleTime: 60_000,
});
