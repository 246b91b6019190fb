import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

/** POST /api/passenger/unsubscribe?t=…: the signed link of an e-mail switches its address to the essential e-mails only. */
export const unsubscribe = (token: string) => apiRequest<{ preference: 'essential_only'; message: string }>('POST', `/api/passenger/unsubscribe?${new URLSearchParams({ t: token })}`);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
