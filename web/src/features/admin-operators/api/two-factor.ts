import type { RecoveryCodes, TwoFactorSetup } from '@contracts/operator-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';
import { sessionQuery } from '@/app/admin/api/session';

/** POST /api/admin/account/two-factor/setup: a new secret, pending until confirmed. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => adminRequest<TwoFactorSetup>('POST', '/api/admin/account/two-factor/setup') });
}

/** POST /api/admin/account/two-factor/confirm: a current code turns it on; the answer holds the recovery codes, shown once. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminRequest<RecoveryCodes>('POST', '/api/admin/account/two-factor/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

/** POST /api/admin/account/two-factor/disable: a current code or a recovery code turns it off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminRequest<void>('POST', '/api/admin/account/two-factor/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
