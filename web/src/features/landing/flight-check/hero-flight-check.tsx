import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '@/app/api-client';
import { Spinner } from '@/components/ui/card';
import { useFlightCheck, useFlightCheckService, type FlightCheckQuery } from '../api/flight-check';
import { AirportsForm } from './airports-form';
import { FlightNumberForm } from './flight-number-form';
import type { OpenWizard } from './wizard-handoff';

// The answer is not needed to paint the hero: its code comes with the first check (the airport search's, with the first use of the airports form).
const loadAnswer = () => import('./flight-check-answer');
const FlightCheckAnswer = lazy(() => loadAnswer().then(({ FlightCheckAnswer }) => ({ default: FlightCheckAnswer })));

const UNREACHABLE = 'Non riusciamo a raggiungere il servizio: controlla la connessione e riprova.';
const FIELDS = ['flightNumber', 'date'] as const;

/** The refusal of a check as the hero shows it: the fields' messages next to them, anything else in one line. */
function refusalOf(error: Error | null): { fields: Partial<Record<keyof FlightCheckQuery, string>>; message?: string } {
  if (!error) return { fields: {} };
  if (!(error instanceof ApiError)) return { fields: {}, message: UNREACHABLE };
  const fields = Object.fromEntries(error.fieldErrors.filter(({ field }) => (FIELDS as readonly string[]).includes(field)).map(({ field, message }) => [field, message]));
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, message: error.detail ?? UNREACHABLE };
}

/**
 * The hero's check of a flight by number and day, its answer in place; the airports form instead
 * when the flight-data service is not there (no key, or it just failed) or the passenger has no number.
 */
export function HeroFlightCheck({ openWizard }: { openWizard: OpenWizard }) {
  const service = useFlightCheckService();
  const { state, check, reset } = useFlightCheck();
  const error = state.status === 'failed' ? state.error : null;
  const [typed, setTyped] = useState<FlightCheckQuery>({ flightNumber: '', date: '' });
  const [byAirports, setByAirports] = useState(false);
  const failedService = error instanceof ApiError && error.status === 503 ? error : null;
  const unavailable = service.data?.available === false || failedService !== null;
  const refusal = refusalOf(failedService ? null : error);

  const run = (query: FlightCheckQuery) => {
    void loadAnswer();
    check({ flightNumber: query.flightNumber.trim(), date: query.date.trim() });
  };

  // The form sent before the page's code had loaded comes back as /?flightNumber=&date=.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const query = { flightNumber: params.get('flightNumber') ?? '', date: params.get('date') ?? '' };
    if (!query.flightNumber && !query.date) return;
    setTyped(query);
    void loadAnswer();
    check(query);
  }, [check]);

  return (
    <div className="mx-auto mt-8 max-w-4xl rounded-2xl bg-white p-4 text-left shadow-md ring-1 ring-slate-200 sm:p-6">
      {/* Both forms take the same room, so the one replacing the other moves nothing below it. */}
      <div className="min-h-[24.75rem] sm:min-h-[13.75rem]">
        {unavailable || byAirports ? (
          <AirportsForm typed={typed} notice={failedService?.detail} onByFlightNumber={unavailable ? undefined : () => setByAirports(false)} openWizard={openWizard} />
        ) : (
          <FlightNumberForm
            value={typed}
            errors={refusal.fields}
            checking={state.status === 'pending'}
            onChange={(value) => {
              setTyped(value);
              if (error) reset();
            }}
            onCheck={() => run(typed)}
            onByAirports={() => setByAirports(true)}
          />
        )}
      </div>
      <div aria-live="polite">
        {state.status === 'pending' && <p className="sr-only">Controllo in corso…</p>}
        {!unavailable && !byAirports && refusal.message && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {refusal.message}
          </p>
        )}
        {!unavailable && !byAirports && state.status === 'done' && (
          <Suspense fallback={<Spinner />}>
            <FlightCheckAnswer check={state.check} query={state.query} openWizard={openWizard} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
