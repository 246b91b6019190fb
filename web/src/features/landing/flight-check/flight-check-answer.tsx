import type { FlightCheckAssessment } from '@contracts/flight-check';
import { formatEuroCents } from '@eligibility';
import { Button } from '@/components/ui/button';
import type { FlightCheck, FlightCheckQuery } from '../api/flight-check';
import { handoffOf, localTime, whatHappened } from './flight-check-outcome';
import { OPEN_WIZARD_FAILED, useOpenWizard } from './use-open-wizard';
import type { OpenWizard } from './wizard-handoff';

interface FlightCheckAnswerProps {
  check: FlightCheck;
  query: FlightCheckQuery;
  openWizard: OpenWizard;
}

/** The check's answer in the hero: what happened, the verified times, what each passenger may be owed, and the way on into the wizard. */
export function FlightCheckAnswer({ check, query, openWizard }: FlightCheckAnswerProps) {
  const wizard = useOpenWizard(openWizard);
  const flight = query.flightNumber.replace(/\s+/g, '').toUpperCase();
  const day = query.date.split('-').reverse().join('/');
  return (
    <section aria-labelledby="flight-check-answer" className="mt-5 space-y-4 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <div>
        <p className="text-sm font-semibold text-brand-800">
          {flight} del {day}
          {check.departureIata && check.arrivalIata && ` · ${check.departureIata} → ${check.arrivalIata}`}
        </p>
        <h3 id="flight-check-answer" className="text-xl font-bold text-slate-900">
          {whatHappened(check)}
        </h3>
      </div>
      <VerifiedTimes check={check} flightDate={query.date} />
      <Verdict assessment={check.assessment} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button variant="primary" size="lg" disabled={wizard.opening} onClick={() => void wizard.open(handoffOf(check, query))} className="w-full sm:w-auto">
          {wizard.opening ? 'Apertura del modulo…' : 'Continua la richiesta'}
        </Button>
        <p className="text-sm text-slate-700">Ritroverai i dati del volo già inseriti.</p>
      </div>
      {wizard.failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {OPEN_WIZARD_FAILED}
        </p>
      )}
    </section>
  );
}

function VerifiedTimes({ check, flightDate }: { check: FlightCheck; flightDate: string }) {
  const rows = [
    ['Partenza prevista', localTime(check.scheduledDeparture, flightDate)],
    ['Partenza effettiva', localTime(check.actualDeparture, flightDate)],
    ['Arrivo previsto', localTime(check.scheduledArrival, flightDate)],
    ['Arrivo effettivo', localTime(check.actualArrival, flightDate)],
  ].filter((row): row is [string, string] => row[1] !== null);
  if (rows.length === 0) return null;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {rows.map(([label, time]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
            <dd className="font-semibold text-slate-900">{time}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-slate-600">Orari verificati, in ora locale di ciascun aeroporto.</p>
    </div>
  );
}

function Reasons({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** Per passenger: the compensation, our fee and the net; or why nothing is owed; or what is left to verify. */
function Verdict({ assessment }: { assessment: FlightCheckAssessment }) {
  if (assessment.eligibility === 'not_eligible') {
    return (
      <div className="space-y-2">
        <p className="font-semibold text-slate-900">Per questo volo non risulta un risarcimento.</p>
        <Reasons reasons={assessment.reasons} />
      </div>
    );
  }
  const money = assessment.compensationCents > 0 && <Amounts assessment={assessment} />;
  if (assessment.eligibility === 'uncertain') {
    return (
      <div className="space-y-2">
        <p className="font-semibold text-slate-900">
          <span className="mr-2 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-900">da verificare</span>
          {assessment.compensationCents > 0 ? 'Potrebbe spettarti un risarcimento:' : 'Ci servono altre informazioni per dirti se ti spetta un risarcimento.'}
        </p>
        {money}
        <Reasons reasons={assessment.reasons} />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p className="font-semibold text-slate-900">Ti spetta un risarcimento.</p>
      {money}
    </div>
  );
}

function Amounts({ assessment }: { assessment: FlightCheckAssessment }) {
  return (
    <div className="rounded-lg bg-white p-3 text-sm ring-1 ring-brand-100 sm:max-w-md">
      <p id="flight-check-amounts" className="mb-1 text-xs font-semibold text-slate-600 uppercase">
        Per ogni passeggero
      </p>
      <dl className="grid gap-1" aria-labelledby="flight-check-amounts">
      <div className="flex justify-between gap-4">
        <dt>Risarcimento</dt>
        <dd className="font-semibold">{formatEuroCents(assessment.compensationCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Nostra commissione (25 % + IVA)</dt>
        <dd>− {formatEuroCents(assessment.feeCents)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base">
        <dt className="font-semibold">A te</dt>
        <dd className="font-bold text-brand-800">{formatEuroCents(assessment.netCents)}</dd>
      </div>
      </dl>
    </div>
  );
}
