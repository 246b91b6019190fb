import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { csrfHeaders, passengerKeys } from './query-keys';

export const signOut = (csrfToken: string) => apiRequest<void>('POST', '/api/passenger/sign-out', undefined, csrfHeaders(csrfToken));

/** «Esci da tutti i dispositivi»: every session of the address, this one included. */
export const signOutEverywhere = (csrfToken: string) => apiRequest<{ closed: number }>('POST', '/api/passenger/sign-out-everywhere', undefined, csrfHeaders(csrfToken));

export function useSignOut(everywhere: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csrfToken: string) => {
      if (everywhere) await signOutEverywhere(csrfToken);
      else await signOut(csrfToken);
    },
    onSuccess: () => {
      // The area falls back to the sign-in form at once; nothing of the address stays in the cache.
      queryClient.setQueryData(passengerKeys.me, null);
      queryClient.removeQueries({ queryKey: passengerKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
    },
  });
}
