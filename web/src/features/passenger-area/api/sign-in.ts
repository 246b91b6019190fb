import type { SignInBody } from '@contracts/passenger-area';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

/** Asks for a sign-in link: always the same answer, whether or not the address has claims. */
export const requestSignInLink = (body: SignInBody) => apiRequest<{ message: string }>('POST', '/api/passenger/sign-in', body);

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });
