import { useState, type FormEvent } from 'react';
import { ApiError, problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useSecondFactorLogin } from '@/app/admin/api/session';

/** The login's second step: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ challenge, onDone, onRestart }: { challenge: string; onDone: () => void; onRestart: () => void }) {
  const verify = useSecondFactorLogin();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const cleaned = useRecovery ? code.trim() : code.replace(/\s/g, '');
  const ready = useRecovery ? /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(cleaned) : /^\d{6}$/.test(cleaned);
  // The challenge is gone (expired, spent, or too many wrong codes): only the password step can start again.
  const expired = verify.error instanceof ApiError && verify.error.status === 401 && verify.error.title === 'Verifica scaduta';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) verify.mutate({ challenge, code: cleaned }, { onSuccess: onDone, onError: () => setCode('') });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label="Verifica in due passaggi">
      <p className="text-sm text-slate-700">
        {useRecovery ? 'Inserisci uno dei codici di recupero che hai salvato: ognuno vale una sola volta.' : "Apri l'app di autenticazione e inserisci il codice di 6 cifre per RimborsoVolo24."}
      </p>
      <Field label={useRecovery ? 'Codice di recupero' : 'Codice di verifica'}>
        {({ id }) =>
          useRecovery ? (
            <Input id={id} autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="xxxxx-xxxxx" autoFocus required value={code} onChange={(event) => setCode(event.target.value)} />
          ) : (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={7}
              placeholder="123456"
              autoFocus
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )
        }
      </Field>
      {verify.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problemMessage(verify.error, 'Impossibile contattare il server. Riprova.')}
        </p>
      )}
      {expired ? (
        <Button className="w-full" onClick={onRestart}>
          Accedi di nuovo
        </Button>
      ) : (
        <Button type="submit" className="w-full" disabled={verify.isPending || !ready}>
          {verify.isPending ? 'Verifica in corso...' : 'Verifica'}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            verify.reset();
          }}
        >
          {useRecovery ? "Usa il codice dell'app" : 'Usa un codice di recupero'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Torna a email e password
        </Button>
      </div>
    </form>
  );
}
