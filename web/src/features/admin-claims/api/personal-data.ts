import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErasureResult, PersonalDataExport } from '@contracts/personal-data';
import { adminRequest } from '@/app/admin/api/admin-request';

/** Everything on the claim's page may have changed: its data, lists, history and the dashboard's counters. */
const refreshClaim = (queryClient: ReturnType<typeof useQueryClient>, id: number) => {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', id] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'claims'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
};

/** POST /api/admin/flight-checks/{id}/erasure (admins only): the passenger's personal data are erased for good. */
export function useErasePersonalData(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => adminRequest<ErasureResult>('POST', `/api/admin/flight-checks/${id}/erasure`, { reason }),
    onSuccess: () => refreshClaim(queryClient, id),
  });
}

/** GET /api/admin/flight-checks/{id}/export, saved by the browser as pratica-<n>-dati.json; the export joins the history. */
export function useExportPersonalData(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const exported = await adminRequest<PersonalDataExport>('GET', `/api/admin/flight-checks/${id}/export`);
      const url = URL.createObjectURL(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `pratica-${exported.practiceNumber}-dati.json` });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return exported;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'claim', id, 'timeline'] }),
  });
}
