import { useEffect, useId, useRef } from 'react';
import { useAirportSuggestions } from '@/app/api/airports';
import { AirportSearch, type AirportSearchProps } from '@/components/airport-search';

/**
 * The shared combobox with its error tied to it: the shared component takes no describedby, so the
 * attributes are set on its input here (React never manages them there, so they stay).
 */
export function DescribedAirportSearch({ error, ...props }: Omit<AirportSearchProps, 'useSuggestions'> & { error?: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const errorId = useId();

  useEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (!input) return;
    if (error) {
      input.setAttribute('aria-describedby', errorId);
      input.setAttribute('aria-invalid', 'true');
    } else {
      input.removeAttribute('aria-describedby');
      input.removeAttribute('aria-invalid');
    }
  }, [error, errorId]);

  return (
    <div ref={wrapper} className="space-y-1.5">
      <AirportSearch {...props} useSuggestions={useAirportSuggestions} clearWhenShort />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
