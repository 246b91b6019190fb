import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../api/two-factor';
import { RecoveryCodes } from './recovery-codes';

/** 'JBSW Y3DP EHPK 3PXP': the key in groups of four, easier to type into an app by hand. */
export const groupKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Enrolment: start (QR code and manual key), confirm with a current code, then the recovery codes once. */
export function TwoFactorSetup({ onStart, onDone }: { onStart: () => void; onDone: () => void }) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const cleaned = code.replace(/\s/g, '');

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} />;

  if (!start.data) {
    return (
      <div className="space-y-3">
        <Button onClick={() => start.mutate(undefined, { onSuccess: onStart })} disabled={start.isPending}>
          {start.isPending ? 'Preparazione in corso...' : 'Attiva la verifica in due passaggi'}
        </Button>
        {start.isError && (
          <p role="alert" className="text-sm text-red-700">
            {problemMessage(start.error, 'Impossibile avviare la configurazione. Riprova.')}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(cleaned)) confirm.mutate(cleaned, { onError: () => setCode('') });
  };

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Apri un'app di autenticazione (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Inquadra il codice QR, oppure inserisci a mano la chiave qui sotto.</li>
        <li>Scrivi il codice di 6 cifre che l'app mostra e conferma.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img src={start.data.qrCode} alt="Codice QR da inquadrare con l'app di autenticazione" className="size-48 rounded-lg border border-slate-200 bg-white p-2" />
        <div className="space-y-1">
          <p className="text-sm font-semibold text-slate-800">Chiave da inserire a mano</p>
          <code data-testid="totp-secret" data-secret={start.data.secret} className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-slate-900 select-all">
            {groupKey(start.data.secret)}
          </code>
          <p className="text-xs text-slate-600">Tipo: basata sul tempo · 6 cifre · 30 secondi</p>
        </div>
      </div>
      <form className="max-w-xs space-y-3" onSubmit={submit} noValidate>
        <Field label="Codice di verifica" error={confirm.isError ? problemMessage(confirm.error, 'Codice non valido') : undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              placeholder="123456"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={confirm.isPending || !/^\d{6}$/.test(cleaned)}>
          {confirm.isPending ? 'Verifica in corso...' : 'Conferma'}
        </Button>
      </form>
    </div>
  );
}
