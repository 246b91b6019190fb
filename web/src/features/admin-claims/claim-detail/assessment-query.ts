import type { OperatorAssessment } from '@contracts/claim-vocabulary';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { OperatorAssessment };

/** GET /api/admin/flight-checks/{id}/assessment; keyed by the claim's version, so an edit asks again. */
export const assessmentQuery = (id: number, version: number) =>
  queryOptions({
    queryKey: ['admin', 'claim', id, 'assessment', version],
    queryFn: () => adminRequest<OperatorAssessment>('GET', `/api/admin/flight-checks/${id}/assessment`),
  });
