import { MIN_AIRPORT_QUERY_LENGTH, type Airport } from '@contracts/airports';
import { useEffect, useId, useState } from 'react';
import { Input } from './ui/field';

export type { Airport };

export const MIN_SEARCH = MIN_AIRPORT_QUERY_LENGTH;
export const airportLabel = (airport: Airport) => `${airport.name} (${airport.iataCode})`;

function useDebounced(value: string, ms = 200): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface AirportSearchProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
  placeholder?: string;
  /** The wizard's rule: fewer than 2 characters clears the chosen airport. The calculator keeps it. */
  clearWhenShort?: boolean;
  /** The search itself (useAirportSuggestions from web/src/app/api/airports), run only while `enabled`. */
  useSuggestions: (query: string, enabled: boolean) => { data?: Airport[]; isFetching: boolean; error: Error | null };
  /** The id of the error shown under the field, and whether there is one: read out with the field. */
  describedBy?: string;
  invalid?: boolean;
  /** Text already typed elsewhere (a stand-in field shown while this one's code loaded): searched at once. */
  initialText?: string;
}

/** An accessible combobox over an airport search: from 2 characters, at most 5 suggestions, arrows and Enter to choose. */
export function AirportSearch({ label, value, onChange, placeholder = 'Città, aeroporto o codice IATA', clearWhenShort = false, useSuggestions, describedBy, invalid, initialText = '' }: AirportSearchProps) {
  const id = useId();
  const [text, setText] = useState(value ? airportLabel(value) : initialText);
  const [open, setOpen] = useState(!value && initialText !== '');
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim());
  const searching = open && query.length >= MIN_SEARCH && query !== (value ? airportLabel(value) : '');
  const { data = [], isFetching, error } = useSuggestions(query, searching);
  const suggestions = searching ? data.slice(0, 5) : [];
  const chosenLabel = value ? airportLabel(value) : '';
  const chosen = value !== null && text === chosenLabel;

  useEffect(() => {
    if (value) setText(airportLabel(value));
  }, [value]);

  const choose = (airport: Airport) => {
    onChange(airport);
    setText(airportLabel(airport));
    setOpen(false);
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={suggestions.length > 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        title={chosen ? chosenLabel : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          if (clearWhenShort && event.target.value.trim().length < MIN_SEARCH && value) onChange(null);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, suggestions.length - 1));
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
          else if (event.key === 'Enter' && suggestions[active]) choose(suggestions[active]);
          else if (event.key === 'Escape') setOpen(false);
          else return;
          event.preventDefault();
        }}
      />
      {chosen && (
        // A long name does not fit the field on a phone: the whole of it, wrapped, under the field.
        <p className="text-sm break-words text-slate-700" data-chosen-airport>
          <span className="font-semibold">{chosenLabel}</span>
          {value.city && value.city !== value.name && ` · ${value.city}`}
          {`, ${value.country}`}
        </p>
      )}
      {searching && (error || (!isFetching && data.length === 0) || suggestions.length > 0) && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
          {error && <li className="px-3 py-2 text-sm text-red-700">Errore nella ricerca: {error.message}</li>}
          {!error && !isFetching && data.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">Nessun aeroporto trovato per “{query}”</li>}
          {suggestions.map((airport, index) => (
            <li
              key={airport.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(airport)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
            >
              <span className="font-semibold">{airportLabel(airport)}</span>
              <span className="block text-xs text-slate-500">
                {airport.city}
                {airport.city && ', '}
                {airport.country}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
