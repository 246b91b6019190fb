import { italianToday } from '@eligibility';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useHydrated } from '@/components/use-hydrated';
import type { FlightCheckQuery } from '../api/flight-check';

export interface FlightNumberFormProps {
  value: FlightCheckQuery;
  errors: Partial<Record<keyof FlightCheckQuery, string>>;
  checking: boolean;
  onChange: (value: FlightCheckQuery) => void;
  onCheck: () => void;
  onByAirports: () => void;
}

/**
 * The hero's «Controlla il tuo volo». Pre-rendered, so it is also a plain GET form: sent before the
 * page's code has loaded, it comes back as /?flightNumber=&date=, which the check then runs.
 */
export function FlightNumberForm({ value, errors, checking, onChange, onCheck, onByAirports }: FlightNumberFormProps) {
  // Today is the visitor's, not the build's: the pre-rendered HTML carries no limit to disagree with.
  const today = useHydrated() ? italianToday() : undefined;
  return (
    <form
      method="get"
      action="/"
      noValidate
      aria-labelledby="flight-check-title"
      aria-busy={checking}
      onSubmit={(event) => {
        event.preventDefault();
        if (!checking) onCheck();
      }}
    >
      <h2 id="flight-check-title" className="text-lg font-bold text-slate-900">
        Controlla il tuo volo
      </h2>
      <p className="mt-1 text-sm text-slate-700">Numero e data del volo: ti diciamo subito che cosa è successo e quanto ti spetta.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <Field label="Numero del volo" hint="Ad esempio AZ610: è sulla carta d’imbarco." error={errors.flightNumber}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="flightNumber"
              value={value.flightNumber}
              onChange={(event) => onChange({ ...value, flightNumber: event.target.value })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              className="uppercase"
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="Data del volo" error={errors.date}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="date"
              type="date"
              min="2020-01-01"
              max={today}
              value={value.date}
              onChange={(event) => onChange({ ...value, date: event.target.value })}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" size="lg" disabled={checking} className="w-full sm:mt-7 sm:w-56">
          {checking ? 'Controllo in corso…' : 'Controlla il volo'}
        </Button>
      </div>
      <button type="button" onClick={onByAirports} className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Non hai il numero del volo? Indica gli aeroporti
      </button>
    </form>
  );
}
