import { DO_IT_YOURSELF_TEXTS, type DoItYourselfOffer, type DoItYourselfView } from '@contracts/do-it-yourself';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import type { SubmittedClaim } from '../api/submit-claim';

const DAY = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const italianDay = (isoDay: string) => DAY.format(new Date(`${isoDay}T12:00:00Z`));

interface DoItYourselfResultProps {
  claim: SubmittedClaim;
  offer: DoItYourselfOffer;
  view: DoItYourselfView;
  email: string;
  onStartOver: () => void;
}

/** After «Fai da te, gratis»: what the passenger does alone, and that they owe us nothing. */
export const DoItYourselfResult = forwardRef<HTMLHeadingElement, DoItYourselfResultProps>(function DoItYourselfResult({ claim, offer, view, email, onStartOver }, headingRef) {
  return (
    <div className="space-y-5">
      <div className="space-y-2 text-center">
        <CircleCheck className="mx-auto size-14 text-green-600" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Hai scelto il fai da te, gratis
        </h2>
        <p className="text-slate-700">
          Pratica n. <strong data-testid="practice-number">{claim.practiceNumber}</strong>. {DO_IT_YOURSELF_TEXTS.price}
        </p>
      </div>
      <ol aria-label="Cosa fai ora" className="mx-auto max-w-xl list-decimal space-y-3 pl-6 text-slate-800">
        <li>
          Accedi all’<Link href="/area-riservata" className="font-semibold text-brand-700 underline">area riservata</Link> con il link che ti inviamo a{' '}
          <strong className="break-all">{email}</strong> e scarica la lettera già pronta, in italiano o in inglese.
        </li>
        <li>
          Inviala a {offer.carrierName}
          {offer.claimsWebFormUrl ? (
            <>
              {' '}con il suo{' '}
              <a className="inline-flex items-center gap-1 font-semibold text-brand-700 underline" href={offer.claimsWebFormUrl} target="_blank" rel="noreferrer noopener">
                modulo reclami
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">(si apre in una nuova scheda)</span>
              </a>
            </>
          ) : (
            ' per PEC o raccomandata con ricevuta di ritorno'
          )}
          , allegando la carta d’imbarco, un documento d’identità e la prenotazione. Conserva la prova dell’invio.
        </li>
        <li>
          La compagnia dovrebbe risponderti {view.answerDueOn ? <>entro il {italianDay(view.answerDueOn)}</> : 'entro sei settimane'}.
          {view.enforcementBody && (
            <>
              {' '}Se non risponde, puoi presentare reclamo a{' '}
              <a className="font-semibold text-brand-700 underline" href={view.enforcementBody.complaintUrl} target="_blank" rel="noreferrer noopener">
                {view.enforcementBody.shortName}
              </a>
              .
            </>
          )}
        </li>
      </ol>
      <p className="mx-auto max-w-xl rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
        {DO_IT_YOURSELF_TEXTS.later} {DO_IT_YOURSELF_TEXTS.ours}
      </p>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/area-riservata">Vai all’area riservata</Link>
        </Button>
        <Button variant="outline" onClick={onStartOver}>
          Nuova richiesta
        </Button>
      </div>
    </div>
  );
});
