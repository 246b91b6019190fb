import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/app/api-client';

/** GET /api/passenger/claims/{id}/export: a ZIP (PDF summary, JSON, the documents' files), with the session's cookie. */
export const claimExportUrl = (claimId: number) => `/api/passenger/claims/${claimId}/export`;

/** Downloads the ZIP and hands it to the browser as pratica-<n>-dati.zip; a refusal (429 included) is an ApiError with its Italian detail. */
async function downloadClaimExport(claimId: number, practiceNumber: string): Promise<void> {
  const response = await fetch(claimExportUrl(claimId), { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `pratica-${practiceNumber}-dati.zip` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useClaimExport = (claimId: number, practiceNumber: string) => useMutation({ mutationFn: () => downloadClaimExport(claimId, practiceNumber) });
