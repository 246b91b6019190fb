import { DO_IT_YOURSELF_TEXTS } from '@contracts/do-it-yourself';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, PenLine } from 'lucide-react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { doItYourselfQuery, useChooseDoItYourself } from './api/do-it-yourself';

/** A pending claim whose carrier pays directly, no mandate signed yet: the free path is still open. Nothing shows otherwise. */
export function DoItYourselfOffer({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const view = useQuery(doItYourselfQuery(claimId));
  const choose = useChooseDoItYourself(claimId, csrfToken);
  const offer = view.data?.offer;
  if (!offer || view.data?.since) return null;
  return (
    <Card aria-labelledby="offerta-fai-da-te" className="space-y-3">
      <h3 id="offerta-fai-da-te" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <PenLine className="size-5 text-brand-700" aria-hidden="true" />
        Preferisci fare da te, gratis?
      </h3>
      <p className="text-slate-700">{offer.carrierName} paga direttamente chi reclama da sé. {DO_IT_YOURSELF_TEXTS.alone}</p>
      <p className="font-semibold text-slate-900">{DO_IT_YOURSELF_TEXTS.price}</p>
      <p className="text-sm text-slate-700">Con noi: {DO_IT_YOURSELF_TEXTS.ours}</p>
      {offer.claimsWebFormUrl && (
        <a className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline" href={offer.claimsWebFormUrl} target="_blank" rel="noreferrer noopener">
          Modulo reclami di {offer.carrierName}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">(si apre in una nuova scheda)</span>
        </a>
      )}
      <div>
        <Button variant="outline" onClick={() => choose.mutate()} disabled={choose.isPending}>
          {choose.isPending ? 'Un momento...' : 'Scelgo il fai da te'}
        </Button>
      </div>
      {choose.isError && (
        <p role="alert" className="text-sm text-red-900">
          {problemMessage(choose.error, 'Non siamo riusciti a registrare la scelta: riprova.')}
        </p>
      )}
    </Card>
  );
}
