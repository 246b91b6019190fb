import type { Airport } from '@/components/airport-search';

/** What a scanned boarding pass puts into the wizard; '' or null where the pass told nothing usable. */
export interface BoardingPassFill {
  departure: Airport | null;
  arrival: Airport | null;
  flightDate: string;
  flightNumber: string;
  passengerName: string;
  bookingReference: string;
}
