import { FolderOpen, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '@/app/api-client';
import { useAirlineRecord } from '@/app/api/airline-record';
import { AirlineRecordNote } from '@/components/airline-record/airline-record';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { usePassengerClaim } from './api/claim';
import { BankDetails } from './bank-details';
import { ClaimDataExport } from './claim-data-export';
import { ClaimDocuments } from './claim-documents';
import { ClaimDoItYourself } from './claim-do-it-yourself';
import { DoItYourselfOffer } from './do-it-yourself-offer';
import { ClaimMandates } from './claim-mandates';
import { ClaimMessages } from './claim-messages';
import { ClaimTimeline } from './claim-timeline';
import { formatDate, formatEuro } from './format';
import { NextStep } from './next-step';
import { StatusBadge } from './status-badge';

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <h3 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** One claim of the address: summary, next step, messages, timeline, documents and the data export. */
export function ClaimView({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const claim = usePassengerClaim(claimId);
  const record = useAirlineRecord(claim.data?.summary.operatingCarrier ?? null).data;
  if (claim.isPending) return <Spinner label="Caricamento della pratica..." />;
  if (claim.isError) {
    const gone = claim.error instanceof ApiError && claim.error.status === 404;
    return (
      <Card role="alert" className="border-red-200 bg-red-50 text-red-900">
        <p className="font-semibold">{gone ? 'Pratica non trovata.' : 'Non siamo riusciti a caricare la pratica.'}</p>
        {!gone && (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void claim.refetch()}>
            Riprova
          </Button>
        )}
      </Card>
    );
  }
  const { summary, passengerNote, nextStep, timeline, documents, uploadLink } = claim.data;
  const closed = summary.status === 'rejected' || (summary.status === 'approved' && nextStep === null);

  return (
    <div className="space-y-6" data-claim-id={claimId}>
      <Card aria-labelledby="riepilogo-pratica">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-600">Pratica</p>
            <h2 id="riepilogo-pratica" className="text-2xl font-bold text-slate-900">
              #{summary.practiceNumber}
            </h2>
          </div>
          <StatusBadge status={summary.status} label={summary.statusLabel} />
        </div>
        <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
          {[
            ['Volo', `${summary.flightNumber} del ${formatDate(summary.flightDate)}`],
            ['Tratta', `${summary.departureAirport} → ${summary.arrivalAirport}`],
            ['Problema', summary.issueTypeLabel],
            ['Risarcimento stimato', formatEuro(summary.estimatedCompensation)],
            ['Ultimo aggiornamento', formatDate(summary.lastUpdate)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <AirlineRecordNote record={record} className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800" />
        {passengerNote && (
          <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h4 className="text-sm font-semibold text-slate-800">Nota dal nostro team</h4>
            <p className="mt-1 whitespace-pre-line text-slate-800">{passengerNote}</p>
          </div>
        )}
      </Card>

      <NextStep step={nextStep} closed={closed} />

      {/* On their own the passenger signs no mandate: the letter and the way back to us instead. */}
      {summary.doItYourselfSince ? (
        <ClaimDoItYourself claimId={claimId} csrfToken={csrfToken} />
      ) : (
        <>
          {summary.status === 'pending' && <DoItYourselfOffer claimId={claimId} csrfToken={csrfToken} />}
          <ClaimMandates claimId={claimId} csrfToken={csrfToken} />
        </>
      )}

      <ClaimMessages claimId={claimId} csrfToken={csrfToken} />

      <BankDetails claimId={claimId} csrfToken={csrfToken} />

      <Section id="passo-per-passo" title="La tua pratica passo per passo" icon={<History className="size-5 text-brand-700" aria-hidden="true" />}>
        <ClaimTimeline entries={timeline} />
      </Section>

      <Section id="documenti" title="I tuoi documenti" icon={<FolderOpen className="size-5 text-brand-700" aria-hidden="true" />}>
        <ClaimDocuments documents={documents} uploadLink={uploadLink} />
      </Section>

      <ClaimDataExport claimId={claimId} practiceNumber={summary.practiceNumber} />
    </div>
  );
}
