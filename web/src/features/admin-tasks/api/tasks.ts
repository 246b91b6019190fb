import type { QueueClaimList, QueueName, QueueSummaries, TaskList, TaskView } from '@contracts/tasks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/app/admin/api/admin-request';

export type { QueueClaimList, QueueName, QueueSummaries, TaskList, TaskView };

export type TaskScope = 'mine' | 'all';
export type TaskState = 'open' | 'overdue' | 'all';

export const tasksQuery = (scope: TaskScope, state: TaskState) =>
  queryOptions({ queryKey: ['admin', 'tasks', scope, state], queryFn: () => adminRequest<TaskList>('GET', `/api/admin/tasks?scope=${scope}&state=${state}`) });

export const claimTasksQuery = (claimId: number) =>
  queryOptions({ queryKey: ['admin', 'tasks', 'claim', claimId], queryFn: () => adminRequest<TaskList>('GET', `/api/admin/flight-checks/${claimId}/tasks`) });

export const queuesQuery = queryOptions({ queryKey: ['admin', 'queues'], queryFn: () => adminRequest<QueueSummaries>('GET', '/api/admin/queues') });

export const queueClaimsQuery = (queue: QueueName, page: number) =>
  queryOptions({ queryKey: ['admin', 'queues', queue, page], queryFn: () => adminRequest<QueueClaimList>('GET', `/api/admin/queues/${queue}/claims?page=${page}`) });

/** The task's version goes as If-Match: a change made meanwhile by someone else is a 409, not overwritten. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, outcome }: { task: TaskView; outcome?: string }) => adminRequest<TaskView>('POST', `/api/admin/tasks/${task.id}/complete`, { outcome }, { 'If-Match': `"${task.version}"` }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'tasks'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'queues'] });
    },
  });
}

export function useReassignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, owner, dueOn }: { task: TaskView; owner: string | null; dueOn: string }) =>
      adminRequest<TaskView>('PUT', `/api/admin/tasks/${task.id}/assignment`, { owner, dueOn }, { 'If-Match': `"${task.version}"` }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'tasks'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'queues'] });
    },
  });
}
