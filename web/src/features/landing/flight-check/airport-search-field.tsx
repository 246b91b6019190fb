import { useAirportSuggestions } from '@/app/api/airports';
import { AirportSearch, type AirportSearchProps } from '@/components/airport-search';

/** The shared airport search, on our airports (loaded only when the hero's airports form is used). */
export function AirportSearchField(props: Omit<AirportSearchProps, 'useSuggestions' | 'clearWhenShort'>) {
  return <AirportSearch {...props} useSuggestions={useAirportSuggestions} clearWhenShort />;
}
