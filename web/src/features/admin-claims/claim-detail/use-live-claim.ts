import { adminClaimEventsPath, LIVE_CLAIM_EVENT } from '@contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps an open claim page live: on each change of the claim (another operator's, the passenger's, an
 * e-mail sent) its queries — detail, timeline, documents, communications, messages — are fetched
 * again. Past versions ('as-of') never change and are left alone.
 */
export function useLiveClaim(claimId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(adminClaimEventsPath(claimId));
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId], predicate: (query) => query.queryKey[3] !== 'as-of' });
    source.addEventListener(LIVE_CLAIM_EVENT, refetch);
    return () => {
      source.removeEventListener(LIVE_CLAIM_EVENT, refetch);
      source.close();
    };
  }, [queryClient, claimId]);
}
