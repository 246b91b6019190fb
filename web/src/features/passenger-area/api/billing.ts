import type { BankDetailsBody, ClaimBillingView, PayoutState } from '@contracts/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';
import { csrfHeaders, passengerKeys } from './query-keys';

export type { ClaimBillingView };

export const claimBillingQuery = (claimId: number) =>
  queryOptions({ queryKey: [...passengerKeys.claim(claimId), 'billing'], queryFn: () => apiRequest<ClaimBillingView>('GET', `/api/passenger/claims/${claimId}/billing`) });

/** The signed-in passenger gives the account the compensation is paid to. */
export function useSaveBankDetails(claimId: number, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BankDetailsBody) => apiRequest<ClaimBillingView>('PUT', `/api/passenger/claims/${claimId}/bank-details`, details, csrfHeaders(csrfToken)),
    onSuccess: (view) => {
      queryClient.setQueryData(claimBillingQuery(claimId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: passengerKeys.claim(claimId) });
    },
  });
}

export const invoiceDownloadUrl = (claimId: number, documentId: string) => `/api/passenger/claims/${claimId}/invoices/${documentId}`;

/** What the e-mailed link's page reads and writes (the token is the key: no session). */
export interface LinkBankDetails {
  practiceNumber: string;
  ibanMasked: string | null;
  passengers: { passengerId: number; state: PayoutState; paidOn: string | null }[];
}

export const linkBankDetailsQuery = (token: string) =>
  queryOptions({ queryKey: ['bank-details-link', token], queryFn: () => apiRequest<LinkBankDetails>('GET', `/api/bank-details?t=${encodeURIComponent(token)}`), retry: false });

export function useSaveLinkBankDetails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BankDetailsBody) => apiRequest<LinkBankDetails>('PUT', `/api/bank-details?t=${encodeURIComponent(token)}`, details),
    onSuccess: (view) => queryClient.setQueryData(linkBankDetailsQuery(token).queryKey, view),
  });
}
