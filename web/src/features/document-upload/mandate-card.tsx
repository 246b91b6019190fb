import { useQuery } from '@tanstack/react-query';
import { MandateSigning, nothingLeftToSign } from '@/components/mandate/mandate-signing';
import { claimMandatesQuery, useSignMandate } from '@/app/api/upload-token-mandates';
import { Card } from '@/components/ui/card';

/** The upload link (from the confirmation e-mail) also signs the mandates not signed yet; nothing shows once all are signed or if it cannot load. */
export function MandateCard({ claimId, token }: { claimId: number; token: string }) {
  const mandates = useQuery(claimMandatesQuery(claimId, token));
  const sign = useSignMandate(claimId, token);
  if (!mandates.data || nothingLeftToSign(mandates.data)) return null;
  return (
    <Card aria-labelledby="firma-mandato">
      <h2 id="firma-mandato" className="mb-2 text-xl font-bold text-slate-900">
        Firma il mandato
      </h2>
      <p className="mb-4 text-slate-700">Per agire in tuo nome con la compagnia aerea ci serve il mandato con rappresentanza firmato da ogni passeggero.</p>
      <MandateSigning mandates={mandates.data} onSign={(body) => sign.mutateAsync(body)} />
    </Card>
  );
}
