import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';

const OPTIONS = [
  { value: 'yes', label: 'Sì, aveva un biglietto' },
  { value: 'no', label: 'No, ha viaggiato gratis' },
] as const;

interface InfantTicketQuestionProps {
  /** «il passeggero 3» or their name. */
  who: string;
  value: 'yes' | 'no' | '';
  error: string | undefined;
  onChange: (value: 'yes' | 'no') => void;
}

/**
 * Asked for a passenger under 2 on the flight's day (Art. 3(3)): one who travelled free, on a parent's
 * lap with no ticket of their own, is owed nothing; an infant fare bought from the airline counts as a ticket.
 */
export function InfantTicketQuestion({ who, value, error, onChange }: InfantTicketQuestionProps) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-slate-800">Per {who} avevate pagato un biglietto, anche solo la tariffa neonato?</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Il giorno del volo non aveva ancora 2 anni. Chi viaggia gratis, in braccio a un adulto e senza un biglietto proprio, non ha diritto al risarcimento (art. 3, par. 3 del
        Regolamento): per questo passeggero non chiediamo nulla e non paghi commissioni.
      </p>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              value === option.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600',
            )}
          >
            <input type="radio" name={id} className="size-4 accent-brand-700" checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
