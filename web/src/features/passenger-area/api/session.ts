import type { PassengerSessionOpened } from '@contracts/passenger-area';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { passengerKeys } from './query-keys';

/** Opens a session with the token of the e-mail's link (single use). */
export const openPassengerSession = (token: string) => apiRequest<PassengerSessionOpened>('POST', '/api/passenger/sessions', { token });

export function useOpenPassengerSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPassengerSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passengerKeys.all }),
  });
}
