import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/app/api-client';
import { adminRequest, rememberCsrfToken } from './admin-request';

export interface Operator {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'operator';
}

interface SessionAnswer {
  operator: Operator;
  csrfToken: string;
}

/** The logged-in operator, or null when there is no session (GET /api/admin/me answers 401). */
export const sessionQuery = queryOptions({
  queryKey: ['admin-session'],
  queryFn: async (): Promise<Operator | null> => {
    try {
      const answer = await fetch('/api/admin/me', { credentials: 'include' });
      if (answer.status === 401) return null;
      if (!answer.ok) throw new ApiError(answer.status, await answer.text(), answer.statusText);
      const session = (await answer.json()) as SessionAnswer;
      rememberCsrfToken(session.csrfToken);
      return session.operator;
    } catch (error) {
      rememberCsrfToken(undefined);
      throw error;
    }
  },
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => adminRequest<SessionAnswer>('POST', '/api/admin/login', credentials),
    onSuccess: (session) => {
      rememberCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionQuery.queryKey, session.operator);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<void>('POST', '/api/admin/logout'),
    onSettled: () => {
      rememberCsrfToken(undefined);
      queryClient.clear();
    },
  });
}
