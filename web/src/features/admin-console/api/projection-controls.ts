import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectionList, ProjectionRow, RebuildProgress, VerificationView } from '@contracts/projection-controls';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { ProjectionList, ProjectionRow, RebuildProgress, VerificationView };

const name = (projection: string) => encodeURIComponent(projection);

/** Polled every second while a rebuild runs (its progress bar), every 15 s otherwise. */
export const projectionsQuery = queryOptions({
  queryKey: ['admin', 'projections'],
  queryFn: () => adminRequest<ProjectionList>('GET', '/api/admin/projections'),
  refetchInterval: (query) => (query.state.data?.projections.some((row) => row.rebuild?.status === 'running') ? 1_000 : 15_000),
});

export function useRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projection: string) => adminRequest<{ rebuild: RebuildProgress }>('POST', `/api/admin/projections/${name(projection)}/rebuild`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsQuery.queryKey }),
  });
}

export function useVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projection: string) => adminRequest<VerificationView>('POST', `/api/admin/projections/${name(projection)}/verify`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsQuery.queryKey }),
  });
}

export function useRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projection: string) => adminRequest<{ retried: string }>('POST', `/api/admin/projections/${name(projection)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsQuery.queryKey }),
  });
}
