import type { EInvoiceView, InvoiceCustomer } from '@contracts/invoicing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { EInvoiceView, InvoiceCustomer };

export const claimEInvoicesQuery = (claimId: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', claimId, 'e-invoices'],
    queryFn: () => adminRequest<{ documents: EInvoiceView[] }>('GET', `/api/admin/flight-checks/${claimId}/e-invoices`),
  });

/** The XML as sent to the SdI: a plain link, the operator's session cookie opens it. */
export const fatturaPaXmlUrl = (claimId: number, number: string) => `/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/fatturapa.xml`;

export function useCorrectRejectedInvoice(claimId: number, number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: InvoiceCustomer) =>
      adminRequest<{ creditNote: string; invoice: string }>('POST', `/api/admin/flight-checks/${claimId}/invoices/${encodeURIComponent(number)}/correction`, { customer }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: claimEInvoicesQuery(claimId).queryKey }),
  });
}
