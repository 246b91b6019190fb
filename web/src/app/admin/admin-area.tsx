import { useQuery } from '@tanstack/react-query';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Wordmark } from '@/components/layout/wordmark';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { loginPath } from './api/admin-request';
import { sessionQuery, useLogout } from './api/session';

export const ACCOUNT_SECURITY = '/admin/account';

const ROLE_LABELS = { admin: 'Amministratore', operator: 'Operatore' } as const;

/**
 * Every operators' page: a session is needed (else the login page, then back here), inside the
 * operators' layout; an admin who must enrol the second factor first (REQUIRE_2FA) sees only
 * "Sicurezza account".
 */
export function AdminArea({ title, children }: { title: string; children: ReactNode }) {
  const session = useQuery(sessionQuery);
  const logout = useLogout();
  const [location, navigate] = useLocation();
  const mustEnrol = session.data?.twoFactor.mustEnrol === true;

  useEffect(() => {
    document.title = `${title} – RimborsoVolo24`;
  }, [title]);
  useEffect(() => {
    if (session.data === null) navigate(loginPath(), { replace: true });
  }, [session.data, navigate]);
  useEffect(() => {
    if (mustEnrol && location !== ACCOUNT_SECURITY) navigate(ACCOUNT_SECURITY, { replace: true });
  }, [mustEnrol, location, navigate]);

  if (session.isPending || session.data === null || (mustEnrol && location !== ACCOUNT_SECURITY)) return <Spinner label="Verifica dell'accesso..." />;
  if (session.isError) return <p className="p-8 text-center text-red-700">Impossibile verificare l'accesso: {session.error.message}</p>;
  const operator = session.data;

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Wordmark />
            <Link href="/admin" className="rounded-md bg-brand-50 px-2 py-1 text-sm font-semibold text-brand-700">
              Area operatori
            </Link>
          </div>
          <div className="flex items-center gap-3 text-sm">
            <Link href={ACCOUNT_SECURITY} className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50">
              <ShieldCheck className="size-4" aria-hidden="true" /> Sicurezza account
            </Link>
            <span className="text-slate-700">
              <span className="font-semibold">{operator.name}</span> · {ROLE_LABELS[operator.role]}
            </span>
            <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/admin/login') })}>
              <LogOut className="size-4" aria-hidden="true" /> Esci
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
    </div>
  );
}
