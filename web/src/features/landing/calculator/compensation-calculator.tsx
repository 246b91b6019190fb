import { calculateCompensation, parseDecimal, PROBLEM_TYPE_LABELS, type ProblemType } from '@eligibility';
import { useId, useState } from 'react';
import { useAirportSuggestions } from '@/app/api/airports';
import { AirportSearch, type Airport } from '@/components/airport-search';
import { DecimalInput, Field, Select } from '@/components/ui/field';
import { BandsLegend } from './bands-legend';
import { ResultPanel } from './result-panel';

export const MAX_DELAY_HOURS = 48;

const PROBLEM_TYPES = Object.keys(PROBLEM_TYPE_LABELS) as ProblemType[];
const isProblemType = (value: string): value is ProblemType => (PROBLEM_TYPES as string[]).includes(value);

/** '' → not filled in yet; anything outside 0–48 is an error rather than a silent clamp. */
function parseHours(text: string): { hours?: number; error?: string } {
  if (text.trim() === '') return {};
  // «3,5» and «3.5» alike: a decimal text field, never a number field a phone may read as 35.
  const hours = parseDecimal(text);
  if (hours === undefined || hours > MAX_DELAY_HOURS) return { error: `Inserisci un numero di ore tra 0 e ${MAX_DELAY_HOURS}.` };
  return { hours };
}

/** The calcolatore tab: the estimate is derived from the fields on every change (spec §4), by the eligibility engine. */
export function CompensationCalculator() {
  const titleId = useId();
  const [departure, setDeparture] = useState<Airport | null>(null);
  const [arrival, setArrival] = useState<Airport | null>(null);
  const [problemType, setProblemType] = useState<ProblemType | undefined>(undefined);
  const [hoursText, setHoursText] = useState('');

  const isDelay = problemType === 'delay';
  const { hours, error: hoursError } = parseHours(hoursText);
  const result = calculateCompensation({
    departure: departure ?? undefined,
    arrival: arrival ?? undefined,
    problemType,
    delayHours: isDelay ? hours : undefined,
  });
  const missing = !departure || !arrival ? 'airports' : !problemType ? 'type' : isDelay && hours === undefined ? 'hours' : undefined;

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-5 sm:px-6">
        <h3 id={titleId} className="text-2xl font-bold text-slate-900">
          Calcolatore del risarcimento
        </h3>
        <p className="mt-1 text-slate-700">Scopri quanto puoi ottenere secondo il Regolamento (CE) n. 261/2004</p>
      </div>
      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-2">
        <div className="space-y-4">
          <AirportSearch useSuggestions={useAirportSuggestions} label="Aeroporto di partenza" value={departure} onChange={setDeparture} />
          <AirportSearch useSuggestions={useAirportSuggestions} label="Aeroporto di arrivo" value={arrival} onChange={setArrival} />
          <Field label="Tipo di problema">
            {({ id, describedBy }) => (
              <Select
                id={id}
                aria-describedby={describedBy}
                value={problemType ?? ''}
                onChange={(event) => setProblemType(isProblemType(event.target.value) ? event.target.value : undefined)}
              >
                <option value="">Seleziona il problema</option>
                {PROBLEM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PROBLEM_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {isDelay && (
            <Field label="Ore di ritardo all'arrivo" hint={`Da 0 a ${MAX_DELAY_HOURS} ore, rispetto all'orario di arrivo previsto.`} error={hoursError}>
              {({ id, describedBy, invalid }) => (
                <DecimalInput
                  id={id}
                  placeholder="Es. 3,5"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  value={hoursText}
                  onChange={(event) => setHoursText(event.target.value)}
                />
              )}
            </Field>
          )}
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ResultPanel result={result} missing={missing} />
        </div>
        <BandsLegend />
      </div>
    </section>
  );
}
