import { CheckCircle2, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { useUnsubscribe } from './api/unsubscribe';

const INVALID_LINK = 'Il link di disiscrizione non è valido. Usa il link dell’ultima email ricevuta, oppure scegli le tue preferenze nell’area riservata.';

function failure(error: Error): string {
  if (error instanceof ApiError && error.status === 400) return error.detail ?? INVALID_LINK;
  return 'Non siamo riusciti a registrare la tua scelta. Riprova tra qualche minuto.';
}

/**
 * /disiscrizione?t=…: where the List-Unsubscribe link of an e-mail leads a mail client that only opens
 * links. Nothing changes on opening it (a link scanner must not unsubscribe anyone): the passenger confirms.
 */
export default function UnsubscribePage() {
  usePageMeta({ title: 'Preferenze email | RimborsoVolo24', description: 'Scegli di ricevere solo le comunicazioni essenziali sulle tue pratiche.' });
  const token = new URLSearchParams(useSearch()).get('t') ?? '';
  const confirm = useUnsubscribe();

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card>
        {confirm.isSuccess ? (
          <div role="status" className="text-center">
            <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Preferenza salvata</h1>
            <p className="mt-3 text-slate-700">{confirm.data.message}</p>
            <Button asChild variant="secondary" className="mt-6">
              <Link href="/area-riservata">Vai all’area riservata</Link>
            </Button>
          </div>
        ) : !token ? (
          <div className="text-center">
            <h1 className="text-2xl font-bold text-slate-900">Link non valido</h1>
            <p className="mt-3 text-slate-700">{INVALID_LINK}</p>
            <Button asChild variant="secondary" className="mt-6">
              <Link href="/">Torna alla Home</Link>
            </Button>
          </div>
        ) : (
          <div className="text-center">
            <MailX className="mx-auto size-12 text-brand-600" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Vuoi ricevere meno email?</h1>
            <p className="mt-3 text-slate-700">
              Da ora ti scriveremo solo per le comunicazioni essenziali sulle tue pratiche: la conferma della richiesta, i messaggi dei nostri operatori e le novità sul risarcimento. Non riceverai più gli aggiornamenti a ogni passaggio né il riepilogo settimanale.
            </p>
            <p className="mt-2 text-sm text-slate-600">Puoi cambiare idea quando vuoi dall’area riservata.</p>
            {confirm.isError && (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {failure(confirm.error)}
              </p>
            )}
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
                {confirm.isPending ? 'Salvataggio…' : 'Sì, solo le comunicazioni essenziali'}
              </Button>
              <Button asChild variant="outline">
                <Link href="/">No, lascia tutto com’è</Link>
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
