import { LIVE_CLAIM_EVENT, PASSENGER_EVENTS_PATH } from '@contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the passenger area live: the server says which claim changed (nothing else) and the area's
 * queries are fetched again. The browser reconnects by itself and sends Last-Event-ID, so a change
 * made while the connection was down still arrives.
 */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(PASSENGER_EVENTS_PATH);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['passenger'] });
    source.addEventListener(LIVE_CLAIM_EVENT, refetch);
    return () => {
      source.removeEventListener(LIVE_CLAIM_EVENT, refetch);
      source.close();
    };
  }, [queryClient, enabled]);
}
