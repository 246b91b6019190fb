import type { OperatorSession, SecondFactorChallenge, SessionOperator, TwoFactorStatus } from '@contracts/operator-session';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/app/api-client';
import { adminRequest, rememberCsrfToken } from './admin-request';

/** The logged-in operator as the pages use it: the account with its second factor's state. */
export type LoggedInOperator = SessionOperator & { twoFactor: TwoFactorStatus };

const loggedInOperator = (session: OperatorSession): LoggedInOperator => ({ ...session.operator, twoFactor: session.twoFactor });

/** The logged-in operator, or null when there is no session (GET /api/admin/me answers 401). */
export const sessionQuery = queryOptions({
  queryKey: ['admin-session'],
  queryFn: async (): Promise<LoggedInOperator | null> => {
    try {
      const answer = await fetch('/api/admin/me', { credentials: 'include' });
      if (answer.status === 401) return null;
      if (!answer.ok) throw new ApiError(answer.status, await answer.text(), answer.statusText);
      const session = (await answer.json()) as OperatorSession;
      rememberCsrfToken(session.csrfToken);
      return loggedInOperator(session);
    } catch (error) {
      rememberCsrfToken(undefined);
      throw error;
    }
  },
});

export const isChallenge = (answer: OperatorSession | SecondFactorChallenge): answer is SecondFactorChallenge => 'twoFactorRequired' in answer;

/** POST /api/admin/login: a session, or the challenge of an account with a second factor. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => adminRequest<OperatorSession | SecondFactorChallenge>('POST', '/api/admin/login', credentials),
    onSuccess: (answer) => {
      if (isChallenge(answer)) return;
      rememberCsrfToken(answer.csrfToken);
      queryClient.setQueryData(sessionQuery.queryKey, loggedInOperator(answer));
    },
  });
}

/** POST /api/admin/login/2fa: the challenge and a code from the app, or a recovery code. */
export function useSecondFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { challenge: string; code: string }) => adminRequest<OperatorSession>('POST', '/api/admin/login/2fa', input),
    onSuccess: (session) => {
      rememberCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionQuery.queryKey, loggedInOperator(session));
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
