import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { usePageMeta } from '@/components/layout/use-page-meta';
import { usePassengerMe } from './api/me';
import { useSignOut } from './api/sign-out';
import { ClaimView } from './claim-view';
import { ClaimsList } from './claims-list';
import { NotificationPreferences } from './notification-preferences';
import { SignInForm } from './sign-in-form';
import { SignInLink } from './sign-in-link';
import { useLiveUpdates } from './use-live-updates';
import { useNoIndex } from '@/components/layout/use-noindex';
import type { PassengerMe } from '@contracts/passenger-area';

const META = {
  title: 'Area riservata | RimborsoVolo24',
  description: 'Le tue pratiche di risarcimento passo per passo: stato, prossimo passo, documenti e messaggi.',
};

/** A signed-in passenger: the address, its claims, the selected claim's story, preferences and sign-out. */
function SignedInArea({ me }: { me: PassengerMe }) {
  useLiveUpdates();
  // ?pratica=ID (the e-mails' links) opens that claim, when it is one of the address's.
  const asked = Number(new URLSearchParams(useSearch()).get('pratica'));
  const [selected, setSelected] = useState<number | undefined>(me.claims.find((claim) => claim.claimId === asked)?.claimId ?? me.claims[0]?.claimId);
  const signOut = useSignOut(false);
  const signOutEverywhere = useSignOut(true);
  useEffect(() => {
    if (!me.claims.some((claim) => claim.claimId === selected)) setSelected(me.claims[0]?.claimId);
  }, [me.claims, selected]);

  const failed = () => toast({ title: 'Errore', description: 'Non siamo riusciti a chiudere la sessione. Riprova.', variant: 'destructive' });

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-slate-700">
          Accesso come <span className="font-semibold text-slate-900 break-all">{me.email}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate(me.csrfToken, { onError: failed })}>
            <LogOut className="size-4" aria-hidden="true" />
            Esci
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={signOutEverywhere.isPending}
            onClick={() =>
              signOutEverywhere.mutate(me.csrfToken, {
                onSuccess: () => toast({ title: 'Sei uscito da tutti i dispositivi', description: 'Per rientrare richiedi un nuovo link.' }),
                onError: failed,
              })
            }
          >
            <MonitorSmartphone className="size-4" aria-hidden="true" />
            Esci da tutti i dispositivi
          </Button>
        </div>
      </div>

      <section aria-labelledby="le-tue-pratiche" className="space-y-4">
        <h2 id="le-tue-pratiche" className="text-xl font-bold text-slate-900">
          Le tue pratiche
        </h2>
        {me.claims.length === 0 ? (
          <Card>
            <p className="text-slate-700">Non ci sono pratiche aperte con questo indirizzo.</p>
          </Card>
        ) : (
          <ClaimsList claims={me.claims} selected={selected} onSelect={setSelected} />
        )}
      </section>

      {selected !== undefined && <ClaimView key={selected} claimId={selected} csrfToken={me.csrfToken} />}

      <NotificationPreferences csrfToken={me.csrfToken} />
    </div>
  );
}

function Area() {
  const me = usePassengerMe();
  if (me.isPending) return <Spinner label="Caricamento dell’area riservata..." />;
  if (me.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-xl border-red-200 bg-red-50 text-red-900">
        <p className="font-semibold">Non siamo riusciti a caricare l’area riservata.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void me.refetch()}>
          Riprova
        </Button>
      </Card>
    );
  }
  return me.data ? <SignedInArea me={me.data} /> : <SignInForm />;
}

/** /area-riservata and /area-riservata/accesso (the e-mail's link): one page, never indexed nor pre-rendered. */
export default function PassengerAreaPage() {
  usePageMeta(META);
  useNoIndex();
  const [isLinkRoute] = useRoute('/area-riservata/accesso');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Area riservata</h1>
        <p className="mt-3 text-lg text-slate-700">Tutte le tue pratiche, passo per passo: cosa è successo, chi deve fare cosa e entro quando.</p>
      </header>
      {isLinkRoute ? <SignInLink /> : <Area />}
    </div>
  );
}
