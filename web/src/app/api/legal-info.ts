import { LEGAL_INFO_PATH, legalInfoSchema, type LegalInfo } from '@contracts/legal-texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

export type { LegalInfo };

/** GET /api/legal-info, checked against the shared schema: a page never shows a value the server did not vouch for. */
export async function fetchLegalInfo(): Promise<LegalInfo> {
  return legalInfoSchema.parse(await apiRequest<unknown>('GET', LEGAL_INFO_PATH));
}

export const legalInfoQuery = queryOptions({ queryKey: [LEGAL_INFO_PATH], queryFn: fetchLegalInfo });

/** The company and the retention periods as configured; pre-rendered pages show placeholders until it answers. */
export const useLegalInfo = () => useQuery(legalInfoQuery);
