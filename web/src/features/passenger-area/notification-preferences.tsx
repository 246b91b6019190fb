import { NOTIFICATION_PREFERENCE_LABELS, NOTIFICATION_PREFERENCES, type NotificationPreference } from '@contracts/notification-preferences';
import { BellRing } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { usePreferences, useSavePreferences } from './api/preferences';

const HINTS: Record<NotificationPreference, string> = {
  every_step: 'Un’email a ogni novità della pratica.',
  weekly_digest: 'Un’email a settimana con le novità, se ce ne sono.',
  essential_only: 'Solo conferme, link di accesso, messaggi del nostro team e pagamento.',
};

/** How the address hears of its claims: one choice for all of them. */
export function NotificationPreferences({ csrfToken }: { csrfToken: string }) {
  const preferences = usePreferences();
  const save = useSavePreferences(csrfToken);
  const [choice, setChoice] = useState<NotificationPreference>();
  useEffect(() => {
    if (preferences.data) setChoice(preferences.data.preference);
  }, [preferences.data]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    save.mutate(choice, {
      onSuccess: () => toast({ title: 'Preferenze salvate', description: NOTIFICATION_PREFERENCE_LABELS[choice] }),
      // A refusal's own words (too many changes in an hour, say), else the general message.
      onError: (error) => toast({ title: 'Errore', description: (error instanceof ApiError && error.detail) || 'Non siamo riusciti a salvare le preferenze. Riprova.', variant: 'destructive' }),
    });
  }

  return (
    <Card aria-labelledby="preferenze-notifiche">
      <h2 id="preferenze-notifiche" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BellRing className="size-5 text-brand-700" aria-hidden="true" />
        Come vuoi ricevere gli aggiornamenti
      </h2>
      {preferences.isPending && <Spinner label="Caricamento delle preferenze..." />}
      {preferences.isError && (
        <p role="alert" className="mt-3 text-red-800">
          Non riusciamo a leggere le tue preferenze in questo momento.{' '}
          <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void preferences.refetch()}>
            Riprova
          </button>
        </p>
      )}
      {preferences.data && (
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <fieldset className="space-y-3">
            <legend className="sr-only">Frequenza delle email</legend>
            {NOTIFICATION_PREFERENCES.map((preference) => (
              <label key={preference} className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="preference" value={preference} checked={choice === preference} onChange={() => setChoice(preference)} className="mt-1 size-4 accent-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{NOTIFICATION_PREFERENCE_LABELS[preference]}</span>
                  <span className="block text-sm text-slate-600">{HINTS[preference]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" disabled={save.isPending || choice === preferences.data.preference}>
            {save.isPending ? 'Salvataggio…' : 'Salva preferenze'}
          </Button>
        </form>
      )}
    </Card>
  );
}
