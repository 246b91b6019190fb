import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { sessionQuery, type LoggedInOperator } from '@/app/admin/api/session';
import { AdminArea } from '@/app/admin/admin-area';
import { useDisableTwoFactor } from '../api/two-factor';
import { TwoFactorSetup } from './two-factor-setup';

function TurnOff() {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: () => toast({ title: 'Verifica in due passaggi disattivata', description: "D'ora in poi basta la password per accedere." }),
      onError: () => setCode(''),
    });
  };
  return (
    <form className="max-w-xs space-y-3" onSubmit={submit} noValidate>
      <Field label="Codice dell'app o di recupero" hint="Per disattivarla conferma con un codice." error={disable.isError ? problemMessage(disable.error, 'Codice non valido') : undefined}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} autoComplete="one-time-code" aria-describedby={describedBy} aria-invalid={invalid} value={code} onChange={(event) => setCode(event.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={disable.isPending || !code.trim()}>
        {disable.isPending ? 'Disattivazione...' : 'Disattiva la verifica in due passaggi'}
      </Button>
    </form>
  );
}

function AccountSecurity({ operator }: { operator: LoggedInOperator }) {
  const [, navigate] = useLocation();
  const { enabled, required, mustEnrol } = operator.twoFactor;
  const [enrolling, setEnrolling] = useState(false);
  // Read once: after confirming, the refreshed session no longer says so, yet the dashboard is where they were going.
  const [sentHereToEnrol] = useState(mustEnrol);

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Sicurezza account</h1>
      {mustEnrol && (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          Per gli amministratori la verifica in due passaggi è obbligatoria: attivala per continuare a usare l'area operatori.
        </p>
      )}
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">Verifica in due passaggi</h2>
          <span className={enabled ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900' : 'rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700'}>
            {enabled ? 'Attiva' : 'Non attiva'}
          </span>
        </div>
        <p className="text-sm text-slate-700">Oltre alla password, all'accesso ti chiederemo il codice di 6 cifre generato da un'app sul tuo telefono.</p>
        {!enabled || enrolling ? (
          <TwoFactorSetup
            // Kept on screen after confirming, while the session already says "enabled": the recovery codes show once.
            onStart={() => setEnrolling(true)}
            onDone={() => {
              setEnrolling(false);
              if (sentHereToEnrol) navigate('/admin');
            }}
          />
        ) : required ? (
          <p className="text-sm text-slate-600">Per il tuo ruolo la verifica in due passaggi non può essere disattivata.</p>
        ) : (
          <TurnOff />
        )}
      </Card>
    </div>
  );
}

function Page() {
  const session = useQuery(sessionQuery);
  return session.data ? <AccountSecurity operator={session.data} /> : null;
}

export default function AccountSecurityPage() {
  return (
    <AdminArea title="Sicurezza account">
      <Page />
    </AdminArea>
  );
}
