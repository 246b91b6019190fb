import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '@/app/api-client';
import { Wordmark } from '@/components/layout/wordmark';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { isChallenge, sessionQuery, useLogin } from '@/app/admin/api/session';
import { SecondFactorForm } from './second-factor-form';

/** Only a path of the operators' area: a link cannot send an operator anywhere else after logging in. */
export function safeNext(next: string | null): string {
  return next && /^\/admin(?:[/?-]|$)/.test(next) && !next.startsWith('//') ? next : '/admin';
}

function loginError(error: Error): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return 'Impossibile contattare il server. Riprova.';
}

export default function LoginPage() {
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useQuery(sessionQuery);
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string>();

  useEffect(() => {
    document.title = 'Accesso operatori – RimborsoVolo24';
  }, []);
  useEffect(() => {
    if (session.data) navigate(next, { replace: true });
  }, [session.data, next, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if (isChallenge(answer)) {
            setPassword('');
            setChallenge(answer.challenge);
          } else navigate(next, { replace: true });
        },
      },
    );
  };

  const restart = () => {
    setChallenge(undefined);
    login.reset();
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md space-y-6">
        <div className="space-y-2 text-center">
          <Wordmark />
          <h1 className="text-2xl font-extrabold text-slate-900">Accesso operatori</h1>
          <p className="text-sm text-slate-600">{challenge ? 'Verifica in due passaggi' : "Accedi con l'email e la password del tuo account operatore."}</p>
        </div>
        {challenge ? (
          <SecondFactorForm challenge={challenge} onDone={() => navigate(next, { replace: true })} onRestart={restart} />
        ) : (
          <form className="space-y-4" onSubmit={submit} noValidate>
            <Field label="Email">{({ id }) => <Input id={id} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />}</Field>
            <Field label="Password">
              {({ id }) => <Input id={id} type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />}
            </Field>
            {login.isError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                {loginError(login.error)}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={login.isPending || !email.trim() || !password}>
              {login.isPending ? 'Accesso in corso...' : 'Accedi'}
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
