import { Mail, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { useRequestSignInLink } from './api/sign-in';

const INVALID_EMAIL = 'Inserisci un indirizzo email valido';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** «Inviami il link»: the answer is the same whether or not the address has claims. */
export function SignInForm({ notice }: { notice?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestSignInLink();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL.test(trimmed)) {
      setError(INVALID_EMAIL);
      return;
    }
    setError(undefined);
    request.mutate({ email: trimmed });
  }

  const failure = request.error instanceof ApiError ? (request.error.detail ?? request.error.message) : request.error ? 'Non siamo riusciti a inviare la richiesta. Riprova tra poco.' : undefined;

  return (
    <Card className="mx-auto max-w-xl">
      <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Mail className="size-5 text-brand-700" aria-hidden="true" />
        Accedi con la tua email
      </h2>
      <p className="mt-2 text-slate-700">Scrivi l’indirizzo che hai usato per la richiesta: ti mandiamo un link per entrare, senza password.</p>
      {notice && (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {notice}
        </p>
      )}
      {request.isSuccess ? (
        <div role="status" className="mt-5 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{request.data.message}</p>
            <p className="mt-1 text-sm">Controlla la posta (anche lo spam): il link vale 30 minuti e si usa una volta sola.</p>
            <button type="button" className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-2" onClick={() => request.reset()}>
              Usa un altro indirizzo
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <Field label="Email" error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="nome@esempio.it"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={request.isPending}>
            {request.isPending ? 'Invio in corso…' : 'Inviami il link'}
          </Button>
        </form>
      )}
    </Card>
  );
}
