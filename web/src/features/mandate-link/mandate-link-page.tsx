import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/app/api-client';
import { useNoIndex } from '@/components/layout/use-noindex';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { MandateSigning } from '@/components/mandate/mandate-signing';
import { Card, Spinner } from '@/components/ui/card';
import { ownMandateQuery, useSignOwnMandate } from './api/own-mandate';

const META = { title: 'Firma il tuo mandato | RimborsoVolo24', description: 'Firma il mandato con rappresentanza per la richiesta di compensazione del tuo volo.' };

function OwnMandate({ token }: { token: string }) {
  const mandates = useQuery(ownMandateQuery(token));
  const sign = useSignOwnMandate(token);
  if (mandates.isPending) return <Spinner label="Verifica del link..." />;
  if (mandates.isError) {
    return (
      <Card role="alert" className="border-red-200 bg-red-50 text-red-900">
        <p className="font-semibold">{mandates.error instanceof ApiError ? (mandates.error.detail ?? 'Il link non è valido o è scaduto.') : 'Non siamo riusciti a verificare il link: riprova.'}</p>
        <p className="mt-2">Se il link è scaduto, scrivici: te ne inviamo uno nuovo.</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-4">
      <p className="text-slate-700">
        Pratica n. <strong>{mandates.data.practiceNumber}</strong>
      </p>
      <MandateSigning mandates={mandates.data} onSign={(body) => sign.mutateAsync(body)} />
    </Card>
  );
}

/** /firma-mandato?t=…: the link e-mailed to an adult co-passenger, to sign their own mandate only. Never indexed. */
export default function MandateLinkPage() {
  usePageMeta(META);
  useNoIndex();
  const token = typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('t') ?? '');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">Firma il tuo mandato</h1>
        <p className="mt-3 text-lg text-slate-700">Chi ha compilato la richiesta per il volo ci ha indicato anche te: per agire a tuo nome con la compagnia aerea ci serve la tua firma.</p>
      </header>
      {token ? <OwnMandate token={token} /> : <Card role="alert">Il link è incompleto: aprilo di nuovo dall’e-mail che ti abbiamo inviato.</Card>}
    </div>
  );
}
