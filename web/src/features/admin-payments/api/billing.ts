import type { BillingStats, BlockedPayout, ClaimBillingView, PayoutBatchPage, PayoutBatchView, ReadyPayout } from '@contracts/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { BillingStats, BlockedPayout, ClaimBillingView, PayoutBatchView, ReadyPayout };

export const claimBillingQuery = (claimId: number) =>
  queryOptions({ queryKey: ['admin', 'claim', claimId, 'billing'], queryFn: () => adminRequest<ClaimBillingView>('GET', `/api/admin/flight-checks/${claimId}/billing`) });

export const readyPayoutsQuery = queryOptions({ queryKey: ['admin', 'payouts', 'ready'], queryFn: () => adminRequest<{ payouts: ReadyPayout[] }>('GET', '/api/admin/payouts/ready') });
export const blockedPayoutsQuery = queryOptions({ queryKey: ['admin', 'payouts', 'blocked'], queryFn: () => adminRequest<{ payouts: BlockedPayout[] }>('GET', '/api/admin/payouts/blocked') });
export const payoutBatchesQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'payouts', 'batches', page], queryFn: () => adminRequest<PayoutBatchPage>('GET', `/api/admin/payout-batches?page=${page}`) });
export const billingStatsQuery = queryOptions({ queryKey: ['admin', 'payouts', 'stats'], queryFn: () => adminRequest<BillingStats>('GET', '/api/admin/billing/stats') });

export function useRecordAirlinePayment(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: { amount: number; receivedOn: string; bankReference: string; allocations?: { passengerId: number; amountCents: number }[] }) => adminRequest<ClaimBillingView>('POST', `/api/admin/flight-checks/${claimId}/airline-payment`, payment),
    onSuccess: (view) => {
      queryClient.setQueryData(claimBillingQuery(claimId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', claimId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}

export function useIssueMissingInvoices(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<ClaimBillingView>('POST', `/api/admin/flight-checks/${claimId}/invoices`),
    onSuccess: (view) => {
      queryClient.setQueryData(claimBillingQuery(claimId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}

export const useBankDetailsLink = (claimId: number) =>
  useMutation({ mutationFn: (passengerId: number) => adminRequest<{ sent: true; expiresAt: string }>('POST', `/api/admin/flight-checks/${claimId}/bank-details-link`, { passengerId }) });

export function useCreatePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: { claimId: number; passengerId: number }[]) => adminRequest<PayoutBatchView>('POST', '/api/admin/payout-batches', { items }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}

export function useApprovePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => adminRequest<PayoutBatchView>('POST', `/api/admin/payout-batches/${batchId}/approval`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}

export function useExecutePayoutBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => adminRequest<PayoutBatchView>('POST', `/api/admin/payout-batches/${batchId}/executed`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
}

/** Where the browser downloads a batch's SEPA file (the session cookie goes with it). */
export const pain001Url = (batchId: string) => `/api/admin/payout-batches/${batchId}/pain.001`;
/** Where an invoice's PDF opens (the documents' own route, which records the operator's view). */
export const invoicePdfUrl = (documentId: string) => `/api/admin/documents/${documentId}/content`;
