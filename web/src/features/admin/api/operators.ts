import type { OperatorAccount } from '@contracts/operator-session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export type { OperatorAccount };

/** GET /api/admin/operators (admins only). */
export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: async () => (await adminRequest<{ operators: OperatorAccount[] }>('GET', '/api/admin/operators')).operators,
});

/** POST /api/admin/operators/{id}/disable or /enable: disabling ends every session of theirs at once. */
export function useSetOperatorDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => adminRequest<{ operator: OperatorAccount }>('POST', `/api/admin/operators/${id}/${disabled ? 'disable' : 'enable'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'operators'] }),
  });
}
