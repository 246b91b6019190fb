import { DO_IT_YOURSELF_TEXTS, type DoItYourselfOffer } from '@contracts/do-it-yourself';
import { ExternalLink, Handshake, PenLine } from 'lucide-react';
import { formatEuroCents } from '@eligibility';
import { Button } from '@/components/ui/button';

interface ServiceChoiceProps {
  offer: DoItYourselfOffer;
  onChooseOurs: () => void;
  onChooseDoItYourself: () => void;
  pending?: boolean;
  /** The refusal of the last attempt, in the server's words. */
  error?: string;
}

/**
 * For a carrier that pays passengers who claim on their own: our service and «Fai da te, gratis»
 * side by side, each saying what it means for the passenger, before anything is signed.
 */
export function ServiceChoice({ offer, onChooseOurs, onChooseDoItYourself, pending = false, error }: ServiceChoiceProps) {
  const estimate = offer.estimate && offer.estimate.compensationCents > 0 ? offer.estimate : undefined;
  return (
    <section aria-labelledby="service-choice-title" className="space-y-4">
      <div className="space-y-1">
        <h3 id="service-choice-title" className="text-lg font-bold text-slate-900">
          Come vuoi procedere?
        </h3>
        <p className="text-slate-700">{offer.carrierName} paga direttamente chi reclama da sé: puoi farlo gratis oppure lasciarlo fare a noi.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <article aria-labelledby="choice-ours" className="flex flex-col gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 p-4">
          <h4 id="choice-ours" className="flex items-center gap-2 font-bold text-slate-900">
            <Handshake className="size-5 text-brand-700" aria-hidden="true" />
            Ci pensiamo noi
          </h4>
          <p className="text-sm text-slate-700">{DO_IT_YOURSELF_TEXTS.ours}</p>
          {estimate && (
            <p className="text-sm font-semibold text-slate-900">
              Su {formatEuroCents(estimate.compensationCents)} per passeggero: il nostro compenso {formatEuroCents(estimate.feeCents)}, a te {formatEuroCents(estimate.netCents)}.
            </p>
          )}
          <Button variant="secondary" className="mt-auto" onClick={onChooseOurs} disabled={pending}>
            Continua con noi
          </Button>
        </article>
        <article aria-labelledby="choice-diy" className="flex flex-col gap-3 rounded-xl border-2 border-slate-200 bg-white p-4">
          <h4 id="choice-diy" className="flex items-center gap-2 font-bold text-slate-900">
            <PenLine className="size-5 text-slate-700" aria-hidden="true" />
            {DO_IT_YOURSELF_TEXTS.title}
          </h4>
          <p className="text-sm text-slate-700">{DO_IT_YOURSELF_TEXTS.alone}</p>
          <p className="text-sm font-semibold text-slate-900">
            {DO_IT_YOURSELF_TEXTS.price}
            {estimate && ` Se la compagnia paga, a te tutti i ${formatEuroCents(estimate.compensationCents)} per passeggero.`}
          </p>
          <p className="text-sm text-slate-700">{DO_IT_YOURSELF_TEXTS.later}</p>
          {offer.claimsWebFormUrl && (
            <a className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline" href={offer.claimsWebFormUrl} target="_blank" rel="noreferrer noopener">
              Modulo reclami di {offer.carrierName}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(si apre in una nuova scheda)</span>
            </a>
          )}
          <Button variant="outline" className="mt-auto" onClick={onChooseDoItYourself} disabled={pending}>
            {pending ? 'Un momento...' : 'Scelgo il fai da te'}
          </Button>
        </article>
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
    </section>
  );
}
