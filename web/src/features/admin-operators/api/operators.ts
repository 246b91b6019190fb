import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';
import { operatorsQuery, type OperatorAccount } from '@/app/admin/api/operators';

/** POST /api/admin/operators/{id}/disable or /enable: disabling ends every session of theirs at once. */
export function useSetOperatorDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => adminRequest<{ operator: OperatorAccount }>('POST', `/api/admin/operators/${id}/${disabled ? 'disable' : 'enable'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
}
