import { lazy, startTransition, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Airport } from '@/components/airport-search';
import { Input } from '@/components/ui/field';

// The search's code comes when the passenger heads for the form: a landing without the flight check shows it at once, within the page's JavaScript budget.
const AirportSearchField = lazy(() => import('./airport-search-field').then(({ AirportSearchField }) => ({ default: AirportSearchField })));

interface AirportFieldProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
  /** Once true, the real search replaces the stand-in (started from the form's first pointer, touch or focus). */
  wanted: boolean;
  describedBy?: string;
  invalid: boolean;
}

/** Focuses the search's field as it replaces a stand-in that had the focus, the caret after what was typed. */
function TakeFocus({ of, when }: { of: React.RefObject<HTMLDivElement | null>; when: boolean }) {
  useEffect(() => {
    const input = of.current?.querySelector('input');
    if (!when || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [of, when]);
  return null;
}

/** An airport search that looks and reads the same before its code has loaded: what is typed meanwhile carries over. */
export function AirportField({ label, value, onChange, wanted, describedBy, invalid }: AirportFieldProps) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const standIn = useRef({ text: '', focused: false });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (wanted) startTransition(() => setReady(true));
  }, [wanted]);

  const placeholder: ReactNode = (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        placeholder="Città, aeroporto o codice IATA"
        onChange={(event) => (standIn.current.text = event.target.value)}
        onFocus={() => (standIn.current.focused = true)}
        onBlur={() => (standIn.current.focused = false)}
      />
    </div>
  );

  return (
    <div ref={wrapper}>
      <Suspense fallback={placeholder}>
        {ready ? (
          <>
            <AirportSearchField label={label} value={value} onChange={onChange} describedBy={describedBy} invalid={invalid} initialText={standIn.current.text} />
            <TakeFocus of={wrapper} when={standIn.current.focused} />
          </>
        ) : (
          placeholder
        )}
      </Suspense>
    </div>
  );
}
