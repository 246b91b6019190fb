import type { NotificationPreference, NotificationPreferences } from '@contracts/notification-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { csrfHeaders, passengerKeys } from './query-keys';

export const fetchPreferences = () => apiRequest<NotificationPreferences>('GET', '/api/passenger/preferences');

export const preferencesQuery = () => queryOptions({ queryKey: passengerKeys.preferences, queryFn: fetchPreferences });

export const usePreferences = () => useQuery(preferencesQuery());

export function useSavePreferences(csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preference: NotificationPreference) => apiRequest<NotificationPreferences>('PUT', '/api/passenger/preferences', { preference }, csrfHeaders(csrfToken)),
    onSuccess: (saved) => queryClient.setQueryData(passengerKeys.preferences, saved),
  });
}
