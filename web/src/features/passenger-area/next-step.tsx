import { WHO_LABELS, type PassengerNextStep } from '@contracts/passenger-area';
import { ArrowRightCircle } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDate } from './format';

/** «Prossimo passo»: who must act and by when. */
export function NextStep({ step, closed }: { step: PassengerNextStep | null; closed: boolean }) {
  return (
    <Card aria-labelledby="prossimo-passo" className="border-brand-200 bg-brand-50">
      <h3 id="prossimo-passo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ArrowRightCircle className="size-5 text-brand-700" aria-hidden="true" />
        Prossimo passo
      </h3>
      {step ? (
        <>
          <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-800">{WHO_LABELS[step.who]}</p>
          <p className="mt-1 text-slate-800">{step.text}</p>
          {step.by && <p className="mt-2 text-sm text-slate-700">Entro il {formatDate(step.by)}</p>}
        </>
      ) : (
        <p className="mt-2 text-slate-800">{closed ? 'Nessuno: la pratica è chiusa.' : 'Ti aggiorniamo appena c’è una novità.'}</p>
      )}
    </Card>
  );
}
