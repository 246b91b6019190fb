import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FileSignature } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { ServiceChoice } from '@/components/do-it-yourself/service-choice';
import { MandateSigning, nothingLeftToSign } from '@/components/mandate/mandate-signing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { claimMandatesQuery, useSignMandate } from '@/app/api/upload-token-mandates';
import type { SubmittedClaim } from '../api/submit-claim';
import { useChooseDoItYourself, type DoItYourselfView } from '../api/do-it-yourself';

interface MandateStepProps {
  claim: SubmittedClaim;
  /** To the final result: every mandate signed, «Firma più tardi», or «Fai da te» chosen (its view). */
  onDone: (doItYourself?: DoItYourselfView) => void;
}

/** After a successful submission: the mandate's text and a signature for each passenger, or the choice to sign later. */
export const MandateStep = forwardRef<HTMLHeadingElement, MandateStepProps>(function MandateStep({ claim, onDone }, headingRef) {
  // A carrier that pays directly: the passenger picks our service or «Fai da te» before any mandate is shown.
  const [withUs, setWithUs] = useState(!claim.doItYourself);
  const chooseDoItYourself = useChooseDoItYourself(claim.id, claim.uploadToken);
  if (!withUs && claim.doItYourself) {
    return (
      <section aria-labelledby="mandate-title" className="space-y-5">
        <div className="space-y-2">
          <h2 id="mandate-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none">
            <FileSignature className="size-6 text-brand-700" aria-hidden="true" />
            Richiesta inviata
          </h2>
          <p className="text-slate-700">
            Pratica n. <strong data-testid="practice-number">{claim.practiceNumber}</strong>.
          </p>
        </div>
        <ServiceChoice
          offer={claim.doItYourself}
          onChooseOurs={() => setWithUs(true)}
          onChooseDoItYourself={() => chooseDoItYourself.mutate(undefined, { onSuccess: (view) => onDone(view) })}
          pending={chooseDoItYourself.isPending}
          error={chooseDoItYourself.error ? problemMessage(chooseDoItYourself.error, 'Non siamo riusciti a registrare la scelta: riprova.') : undefined}
        />
      </section>
    );
  }
  return <MandateSigningStep ref={headingRef} claim={claim} onDone={onDone} />;
});

const MandateSigningStep = forwardRef<HTMLHeadingElement, MandateStepProps>(function MandateSigningStep({ claim, onDone }, headingRef) {
  const mandates = useQuery(claimMandatesQuery(claim.id, claim.uploadToken));
  const sign = useSignMandate(claim.id, claim.uploadToken);
  const allSigned = nothingLeftToSign(mandates.data);

  return (
    <section aria-labelledby="mandate-title" className="space-y-5">
      <div className="space-y-2">
        <h2 id="mandate-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none">
          <FileSignature className="size-6 text-brand-700" aria-hidden="true" />
          Firma il mandato
        </h2>
        <p className="text-slate-700">
          Richiesta inviata: pratica n. <strong data-testid="practice-number">{claim.practiceNumber}</strong>. Per agire in tuo nome con la compagnia aerea ci serve il mandato con rappresentanza firmato da
          ogni passeggero (per i minorenni, da un genitore o tutore). Gli altri passeggeri maggiorenni firmano il proprio con il link che inviamo al loro indirizzo e-mail.
        </p>
      </div>
      {mandates.isPending && <Spinner label="Caricamento del mandato..." />}
      {mandates.isError && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Non siamo riusciti a caricare il mandato.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void mandates.refetch()}>
            Riprova
          </Button>
        </div>
      )}
      {mandates.data && <MandateSigning mandates={mandates.data} onSign={(body) => sign.mutateAsync(body)} />}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        {allSigned ? (
          <Button variant="secondary" onClick={() => onDone()}>
            Continua
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <>
            <p className="text-sm text-slate-600">Puoi firmare anche più tardi dall’area riservata o dal link nell’e-mail di conferma.</p>
            <Button variant="outline" onClick={() => onDone()}>
              Firma più tardi
            </Button>
          </>
        )}
      </div>
    </section>
  );
});
