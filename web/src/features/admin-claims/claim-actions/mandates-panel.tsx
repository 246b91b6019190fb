import type { PassengerMandate } from '@contracts/mandates';
import { useQuery } from '@tanstack/react-query';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { documentUrl } from '../api/documents';
import { mandatesQuery, useResendSigningLink, useVerifyMandate } from '../api/mandates';

function SignedMandate({ claimId, passenger }: { claimId: number; passenger: PassengerMandate & { signed: NonNullable<PassengerMandate['signed']> } }) {
  const verify = useVerifyMandate(claimId);
  const { signed } = passenger;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Mandato firmato il {formatDateTime(signed.signedAt)} da {signed.signerName}
        {signed.signedAs === 'guardian' ? ' (genitore o tutore)' : ''}
      </p>
      <p className="font-mono text-xs break-all text-slate-500" title="SHA-256 del PDF registrato con la firma">
        {signed.sha256}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={documentUrl(signed.documentId)} target="_blank" rel="noreferrer">
            Apri
          </a>
        </Button>
        <Button variant="outline" size="sm" disabled={verify.isPending} onClick={() => verify.mutate(passenger.passengerId)}>
          {verify.isPending ? 'Verifica in corso…' : 'Verifica impronta'}
        </Button>
      </div>
      <div aria-live="polite">
        {verify.data && <p className={verify.data.matches ? 'text-sm font-semibold text-green-800' : 'text-sm font-semibold text-red-700'}>{verify.data.message}</p>}
        {verify.error && <p className="text-sm font-semibold text-red-700">{problemMessage(verify.error, 'Verifica non riuscita')}</p>}
      </div>
    </div>
  );
}

/**
 * «Mandato non firmato»: the claim goes ahead for those who signed (the letter names only them). An
 * adult co-passenger signs with their own e-mailed link: operators can send a new one, or must get an address first.
 */
function MissingMandate({ claimId, passenger }: { claimId: number; passenger: PassengerMandate }) {
  const resend = useResendSigningLink(claimId);
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-amber-800">Mandato non firmato</p>
      <p className="text-sm text-slate-700">La richiesta alla compagnia procede per chi ha firmato: la lettera nominerà questo passeggero solo dopo la sua firma.</p>
      {passenger.signing === 'own_link' && (
        <>
          <p className="text-sm text-slate-700">Firma di persona con il link inviato al suo indirizzo e-mail.</p>
          <Button variant="outline" size="sm" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate(passenger.passengerId)}>
            {resend.isSuccess ? 'Nuovo link inviato' : 'Reinvia link'}
          </Button>
          {resend.error && <p className="text-sm font-semibold text-red-700">{problemMessage(resend.error, 'Link non inviato')}</p>}
        </>
      )}
      {passenger.signing === 'needs_email' && <p className="text-sm text-slate-700">Maggiorenne senza indirizzo e-mail: chiedilo per inviargli il link per firmare.</p>}
    </div>
  );
}

/** Each passenger of the claim with their signed mandate (open it, check its hash) or «Mandato non firmato». */
export function MandatesPanel({ claimId }: { claimId: number }) {
  const mandates = useQuery(mandatesQuery(claimId));
  if (mandates.isPending) return <Spinner label="Caricamento dei mandati..." />;
  if (mandates.isError) return <p role="alert" className="text-red-700">{problemMessage(mandates.error, 'Errore nel caricamento dei mandati')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {mandates.data.passengers.map((passenger) => (
        <li key={passenger.passengerId} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <p className="font-semibold text-slate-900">
            {passenger.passengerId}. {passenger.fullName}
            {passenger.minor && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">minorenne</span>}
          </p>
          {passenger.signed ? (
            <SignedMandate claimId={claimId} passenger={{ ...passenger, signed: passenger.signed }} />
          ) : (
            <MissingMandate claimId={claimId} passenger={passenger} />
          )}
        </li>
      ))}
    </ul>
  );
}
