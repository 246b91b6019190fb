import { useQuery } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { MandateSigning } from '@/components/mandate/mandate-signing';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { claimMandatesQuery, useSignMandate } from './api/mandates';

/** «Mandato»: the passengers who signed, and the signing form for those who have not yet. */
export function ClaimMandates({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const mandates = useQuery(claimMandatesQuery(claimId));
  const sign = useSignMandate(claimId, csrfToken);
  const missing = mandates.data?.passengers.filter((passenger) => !passenger.signed).length ?? 0;

  return (
    <Card aria-labelledby="mandato">
      <h3 id="mandato" className="mb-2 flex items-center gap-2 text-lg font-bold text-slate-900">
        <FileSignature className="size-5 text-brand-700" aria-hidden="true" />
        Mandato
      </h3>
      {mandates.isPending && <Spinner label="Caricamento del mandato..." />}
      {mandates.isError && (
        <div role="alert" className="text-red-900">
          <p>Non siamo riusciti a caricare il mandato.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void mandates.refetch()}>
            Riprova
          </Button>
        </div>
      )}
      {mandates.data && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {missing === 0
              ? 'Il mandato con rappresentanza è firmato per tutti i passeggeri: possiamo agire in vostro nome.'
              : `Manca la firma del mandato per ${missing === 1 ? 'un passeggero' : `${missing} passeggeri`}: senza, non possiamo agire in vostro nome con la compagnia aerea.`}
          </p>
          <MandateSigning mandates={mandates.data} onSign={(body) => sign.mutateAsync(body)} />
        </div>
      )}
    </Card>
  );
}
