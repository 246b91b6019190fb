import { LINK_INVALID } from '@contracts/passenger-area';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '@/app/api-client';
import { Spinner } from '@/components/ui/card';
import { useOpenPassengerSession } from './api/session';
import { SignInForm } from './sign-in-form';

/** The e-mail's link: opens the session with its token (once: the link is single use), then goes to the area. */
export function SignInLink() {
  const token = new URLSearchParams(useSearch()).get('t') ?? '';
  const [, navigate] = useLocation();
  const open = useOpenPassengerSession();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    open.mutate(token, { onSuccess: () => navigate('/area-riservata', { replace: true }) });
  }, [token, open, navigate]);

  if (!token) return <SignInForm notice={LINK_INVALID} />;
  if (open.isError) {
    const notice = open.error instanceof ApiError ? (open.error.detail ?? LINK_INVALID) : 'Non siamo riusciti a verificare il link. Riprova tra poco o richiedine uno nuovo.';
    return <SignInForm notice={notice} />;
  }
  return <Spinner label="Accesso in corso..." />;
}
