import { COMMISSION_PERCENT, ELIGIBILITY_LABELS, VAT_PERCENT, type CalculatorResult, type Eligibility } from '@eligibility';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { switchToVerifica } from '../events';
import { formatEuroCents, formatKm } from '../format';

const ELIGIBILITY_STYLES: Readonly<Record<Eligibility, string>> = {
  eligible: 'border-green-200 bg-green-50 text-green-800',
  uncertain: 'border-amber-200 bg-amber-50 text-amber-900',
  not_eligible: 'border-red-200 bg-red-50 text-red-800',
};

const HINTS = {
  airports: 'Scegli gli aeroporti di partenza e di arrivo e il tipo di problema per vedere la stima.',
  type: 'Scegli il tipo di problema per vedere la stima.',
  hours: "Indica le ore di ritardo all'arrivo per vedere la stima.",
} as const;

export interface ResultPanelProps {
  result: CalculatorResult | undefined;
  /** What the user still has to fill in, when there is no result. */
  missing: keyof typeof HINTS | undefined;
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex items-center justify-between gap-4 py-2.5', strong && 'border-t-2 border-slate-300 pt-3')}>
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={cn('text-right', strong ? 'text-2xl font-extrabold text-brand-700' : 'font-semibold text-slate-900')}>{value}</dd>
    </div>
  );
}

/**
 * 'Stima del risarcimento'. Its minimum height fits a full result, so the estimate appearing,
 * changing or going away never moves what is below it.
 */
export function ResultPanel({ result, missing }: ResultPanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-h-[38rem] flex-col rounded-xl border border-slate-200 bg-slate-50 p-4 sm:min-h-[31rem] sm:p-5">
      <h4 id={titleId} className="text-lg font-bold text-slate-900">
        Stima del risarcimento
      </h4>
      <p role="status" className="sr-only">
        {result ? `Stima aggiornata: ${result.kind === 'baggage' ? result.limit : `${formatEuroCents(result.fee.netCents)} netti`}, ${ELIGIBILITY_LABELS[result.eligibility]}.` : ''}
      </p>
      {result ? (
        <div className="mt-3 flex flex-1 flex-col">
          <dl className="divide-y divide-slate-200">
            <Row
              label="Distanza"
              value={
                <>
                  {formatKm(result.distance)} {result.kind === 'compensation' && <span className="font-normal text-slate-700">({result.category})</span>}
                </>
              }
            />
            <Row
              label="Idoneità"
              value={<span className={cn('inline-flex rounded-full border px-3 py-0.5 text-sm font-bold', ELIGIBILITY_STYLES[result.eligibility])}>{ELIGIBILITY_LABELS[result.eligibility]}</span>}
            />
            {result.kind === 'baggage' ? (
              <>
                <Row label="Risarcimento" value={result.limit} />
                <Row label="Commissione" value={result.feeText} />
              </>
            ) : (
              <>
                <Row label="Risarcimento base" value={formatEuroCents(result.fee.compensationCents)} />
                <Row label={`Commissione (${COMMISSION_PERCENT}% + IVA ${VAT_PERCENT}%)`} value={formatEuroCents(result.fee.feeCents)} />
                <Row label="Importo netto per te" value={formatEuroCents(result.fee.netCents)} strong />
              </>
            )}
          </dl>
          <p className="mt-3 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-800">{result.explanation}</p>
          {result.eligibility !== 'not_eligible' && (
            <div className="mt-auto pt-4 text-center">
              <Button variant="secondary" className="h-auto! min-h-11 w-full py-2.5 whitespace-normal" onClick={switchToVerifica}>
                Inizia la richiesta di risarcimento
              </Button>
              <p className="mt-2 text-sm text-slate-700">Verifica gratuita • Paghi solo in caso di successo</p>
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center text-slate-700">
          <span aria-hidden="true" className="text-4xl">
            ✈
          </span>
          <p className="max-w-xs">{HINTS[missing ?? 'airports']}</p>
        </div>
      )}
    </section>
  );
}
