import { Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import type { Airport } from '@/components/airport-search';
import { useFlightSchedules, type FlightScheduleItem } from '../api/flight-schedules';
import { clockTime, formatLongDate } from '../italian-today';
import type { FieldErrors } from '../wizard-validation';

interface FlightStepProps {
  departure: Airport | null;
  arrival: Airport | null;
  flightDate: string;
  selectedFlight: FlightScheduleItem | null;
  manualFlightNumber: string;
  errors: FieldErrors;
  onChoose: (flight: FlightScheduleItem) => void;
  onManual: (value: string) => void;
  onManualBlur: () => void;
}

export function FlightStep({ departure, arrival, flightDate, selectedFlight, manualFlightNumber, errors, onChoose, onManual, onManualBlur }: FlightStepProps) {
  const search = departure && arrival && flightDate ? { departureIata: departure.iataCode, arrivalIata: arrival.iataCode, date: flightDate } : null;
  const { data: flights = [], isPending, isError } = useFlightSchedules(search, true);

  return (
    <div className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">
          Voli {departure?.iataCode} → {arrival?.iataCode}
          {flightDate && ` del ${formatLongDate(flightDate)}`}
        </legend>
        <div className="min-h-28" aria-live="polite">
          {search && isPending && <Spinner label="Ricerca voli in corso..." />}
          {isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <strong>Errore nella ricerca voli</strong>. Puoi comunque inserire il numero del volo qui sotto.
            </p>
          )}
          {!isPending && !isError && flights.length === 0 && (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
              Nessun volo trovato per questa tratta e data. Inserisci il numero del volo manualmente qui sotto: lo trovi sulla carta d’imbarco o nella prenotazione.
            </p>
          )}
          {flights.length > 0 && (
            <ul className="grid gap-2">
              {flights.map((flight) => (
                <li key={flight.id}>
                  <FlightOption flight={flight} checked={selectedFlight?.id === flight.id} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>

      <div className="max-w-xs">
        <Field label="Oppure inserisci il numero del volo" hint="Ad esempio AZ610: lo trovi sulla carta d’imbarco." error={errors.flight}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              value={manualFlightNumber}
              onChange={(event) => onManual(event.target.value)}
              onBlur={onManualBlur}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={8}
              className="uppercase"
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </div>
    </div>
  );
}

function FlightOption({ flight, checked, onChoose }: { flight: FlightScheduleItem; checked: boolean; onChoose: (flight: FlightScheduleItem) => void }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-600',
      )}
    >
      <input type="radio" name="listed-flight" className="size-4 accent-brand-700" checked={checked} onChange={() => onChoose(flight)} />
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-slate-900">
          {flight.flight_number}
          {flight.airline_name && <span className="font-normal text-slate-600"> · {flight.airline_name}</span>}
        </span>
        <span className="text-sm text-slate-700">
          {clockTime(flight.departure_time)} → {clockTime(flight.arrival_time)}
          {flight.aircraft_type && <span className="text-slate-500"> · {flight.aircraft_type}</span>}
        </span>
      </span>
    </label>
  );
}
