import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/app/api-client';
import { adminRequest, rememberCsrfToken } from './admin-request';

export interface Operator {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'operator';
}

/** required: REQUIRE_2FA applies to this operator; mustEnrol: until they enrol, only "Sicurezza account" opens. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  mustEnrol: boolean;
}

export type SessionOperator = Operator & { twoFactor: TwoFactorStatus };

interface SessionAnswer {
  operator: Operator;
  csrfToken: string;
  twoFactor: TwoFactorStatus;
}

/** The password was right; the account asks for its second factor before a session opens. */
export interface SecondFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

const sessionOperator = (session: SessionAnswer): SessionOperator => ({ ...session.operator, twoFactor: session.twoFactor });

/** The logged-in operator, or null when there is no session (GET /api/admin/me answers 401). */
export const sessionQuery = queryOptions({
  queryKey: ['admin-session'],
  queryFn: async (): Promise<SessionOperator | null> => {
    try {
      const answer = await fetch('/api/admin/me', { credentials: 'include' });
      if (answer.status === 401) return null;
      if (!answer.ok) throw new ApiError(answer.status, await answer.text(), answer.statusText);
      const session = (await answer.json()) as SessionAnswer;
      rememberCsrfToken(session.csrfToken);
      return sessionOperator(session);
    } catch (error) {
      rememberCsrfToken(undefined);
      throw error;
    }
  },
});

export const isChallenge = (answer: SessionAnswer | SecondFactorChallenge): answer is SecondFactorChallenge => 'twoFactorRequired' in answer;

/** POST /api/admin/login: a session, or the challenge of an account with a second factor. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => adminRequest<SessionAnswer | SecondFactorChallenge>('POST', '/api/admin/login', credentials),
    onSuccess: (answer) => {
      if (isChallenge(answer)) return;
      rememberCsrfToken(answer.csrfToken);
      queryClient.setQueryData(sessionQuery.queryKey, sessionOperator(answer));
    },
  });
}

/** POST /api/admin/login/2fa: the challenge and a code from the app, or a recovery code. */
export function useSecondFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { challenge: string; code: string }) => adminRequest<SessionAnswer>('POST', '/api/admin/login/2fa', input),
    onSuccess: (session) => {
      rememberCsrfToken(session.csrfToken);
      queryClient.setQueryData(sessionQuery.queryKey, sessionOperator(session));
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
