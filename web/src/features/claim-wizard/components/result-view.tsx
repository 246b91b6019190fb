import { CircleCheck } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import type { SubmittedClaim } from '../api/submit-claim';
import type { DoItYourselfView } from '../api/do-it-yourself';
import { DoItYourselfResult } from './do-it-yourself-result';
import { FlightCarrierRecord } from './flight-carrier-record';
import { PUBLIC_STATUS_PENDING } from '../wizard-constants';

interface ResultViewProps {
  claim: SubmittedClaim;
  email: string;
  /** The flight the claim is for: its carrier's record is shown, when there is one to show. */
  flightNumber: string;
  /** The passenger chose «Fai da te, gratis»: what they do now, instead of our next steps. */
  doItYourself?: DoItYourselfView;
  onStartOver: () => void;
}

/** After a successful submit: the server's practice number, status pending, and the way to the documents. */
export const ResultView = forwardRef<HTMLHeadingElement, ResultViewProps>(function ResultView({ claim, email, flightNumber, doItYourself, onStartOver }, headingRef) {
  if (doItYourself && claim.doItYourself) return <DoItYourselfResult ref={headingRef} claim={claim} offer={claim.doItYourself} view={doItYourself} email={email} onStartOver={onStartOver} />;
  const uploadHref = `/carica-documenti/${encodeURIComponent(claim.practiceNumber)}?t=${encodeURIComponent(claim.uploadToken)}`;
  return (
    <div className="space-y-5 text-center">
      <CircleCheck className="mx-auto size-14 text-green-600" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        Richiesta inviata!
      </h2>
      <div>
        <p className="text-sm text-slate-600">Numero di pratica</p>
        <p className="text-4xl font-extrabold tracking-wider text-brand-800" data-testid="practice-number">
          {claim.practiceNumber}
        </p>
      </div>
      <p>
        Stato: <Badge>{PUBLIC_STATUS_PENDING}</Badge>
      </p>
      <p className="mx-auto max-w-md text-slate-700">
        Conserva il numero di pratica: ti servirà per seguire la richiesta. Ti abbiamo scritto a <strong className="break-all">{email}</strong>. Per velocizzare la
        verifica carica ora la carta d’imbarco e un documento d’identità.
      </p>
      <div className="mx-auto max-w-md">
        <FlightCarrierRecord flightNumber={flightNumber} />
      </div>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={uploadHref}>Carica i documenti</Link>
        </Button>
        <Button variant="outline" onClick={onStartOver}>
          Nuova richiesta
        </Button>
      </div>
    </div>
  );
});
