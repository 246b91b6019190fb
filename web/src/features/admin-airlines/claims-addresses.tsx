import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useClaimsAddress, type AirlineView } from './api/airlines';

/**
 * «Altri indirizzi reclami»: the addresses besides the claims e-mail that demand letters may go to.
 * Operators send only to these; admins add or take one back, and each change is in the history.
 */
export function ClaimsAddresses({ airline, canEdit }: { airline: AirlineView; canEdit: boolean }) {
  const change = useClaimsAddress();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address.trim())) return setError('Indirizzo e-mail dei reclami non valido');
    setError(undefined);
    change.mutate({ code: airline.iataCode, address: address.trim(), change: 'add' }, { onSuccess: () => setAddress(''), onError: (failure) => setError(problemMessage(failure, 'Indirizzo non aggiunto.')) });
  };
  return (
    <section className="space-y-2" aria-labelledby={`indirizzi-${airline.iataCode}`}>
      <h3 id={`indirizzi-${airline.iataCode}`} className="font-bold text-slate-900">
        Altri indirizzi reclami
      </h3>
      <p className="text-sm text-slate-600">Le lettere alla compagnia partono solo verso l’e-mail reclami e questi indirizzi.</p>
      {airline.additionalClaimsEmails.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun altro indirizzo.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Altri indirizzi reclami">
          {airline.additionalClaimsEmails.map((known) => (
            <li key={known} className="flex items-center gap-3">
              <span className="break-all">{known}</span>
              {canEdit && (
                <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate({ code: airline.iataCode, address: known, change: 'remove' })}>
                  Togli
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="flex flex-wrap items-end gap-3" aria-label="Aggiungi indirizzo reclami" onSubmit={add} noValidate>
          <Field label="Nuovo indirizzo" error={error}>
            {({ id, describedBy, invalid }) => <Input id={id} type="email" aria-describedby={describedBy} aria-invalid={invalid} value={address} onChange={(event) => setAddress(event.target.value)} />}
          </Field>
          <Button type="submit" variant="secondary" disabled={change.isPending}>
            Aggiungi indirizzo
          </Button>
        </form>
      )}
    </section>
  );
}
