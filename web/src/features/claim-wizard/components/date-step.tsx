import { Field, Input } from '@/components/ui/field';
import { EARLIEST_FLIGHT_DATE } from '../wizard-constants';
import type { FieldErrors } from '../wizard-validation';

interface DateStepProps {
  flightDate: string;
  today: string;
  errors: FieldErrors;
  onChange: (date: string) => void;
  onBlur: () => void;
}

export function DateStep({ flightDate, today, errors, onChange, onBlur }: DateStepProps) {
  return (
    <div className="space-y-5">
      <p className="text-slate-700">In che giorno era previsto il volo? Indica la data di partenza riportata sulla prenotazione.</p>
      <div className="max-w-xs">
        <Field label="Data del volo" hint="Voli dal 1° gennaio 2020 a oggi." error={errors.flightDate}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              min={EARLIEST_FLIGHT_DATE}
              max={today}
              value={flightDate}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              aria-required="true"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
