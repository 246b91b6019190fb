import { ANSWER_LABELS } from '@contracts/claim-vocabulary';
import { ELIGIBILITY_LABELS, formatEuroCents, issueAnswerLines } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/card';
import { formatDay } from '@/components/admin/format';
import { assessmentQuery } from './assessment-query';

const SCOPE_LABELS = { true: 'Sì', false: 'No', depends_on_carrier: 'Dipende dalla compagnia che opera il volo' } as const;

/** The engine's assessment of the claim as it stands: what the operator checks before deciding. */
export function AssessmentPanel({ claimId, version }: { claimId: number; version: number }) {
  const query = useQuery(assessmentQuery(claimId, version));
  if (query.isPending) return <Spinner label="Valutazione in corso..." />;
  if (query.isError) return <p className="text-red-700">Impossibile calcolare la valutazione: {query.error.message}</p>;
  const { assessment, answers, assessedOn, operatingCarrier } = query.data;
  const facts: [string, string][] = [
    ['Idoneità', ELIGIBILITY_LABELS[assessment.eligibility]],
    ['Risarcimento', formatEuroCents(assessment.fee.compensationCents)],
    ['Importo della fascia', formatEuroCents(assessment.maxAmount * 100)],
    ['Commissione (25%)', formatEuroCents(assessment.fee.commissionCents)],
    ['IVA sulla commissione (22%)', formatEuroCents(assessment.fee.vatCents)],
    ['Netto per il passeggero', formatEuroCents(assessment.fee.netCents)],
    ['Distanza', `${assessment.distanceKm.toLocaleString('it-IT')} km${assessment.intraCommunity ? ' (intracomunitario)' : ''}`],
    ['Nell’ambito del Regolamento', SCOPE_LABELS[String(assessment.inScope) as keyof typeof SCOPE_LABELS]],
    operatingCarrier
      ? ['Compagnia europea', `${operatingCarrier.isEu === null ? 'Non sappiamo in quale paese è registrata' : operatingCarrier.isEu ? 'Sì' : 'No'}, secondo l’elenco compagnie (${operatingCarrier.iataCode}); il passeggero ha risposto «${ANSWER_LABELS[answers.operatingCarrierEuropean]}»`]
      : ['Compagnia europea', ANSWER_LABELS[answers.operatingCarrierEuropean]],
    ['Unica prenotazione', ANSWER_LABELS[answers.singleBooking]],
    ...issueAnswerLines(answers),
    ['Norme applicate', assessment.rulesetLabel],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[minmax(0,14rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {assessment.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        Valutazione del {formatDay(assessedOn)} con i dati attuali della pratica. Ritardo effettivo e causa indicata dalla compagnia vanno verificati.
      </p>
    </div>
  );
}
