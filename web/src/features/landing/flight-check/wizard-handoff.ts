import type { Airport } from '@/components/airport-search';

/**
 * What the hero knows when the passenger goes on into the claim wizard. An airport is either one
 * chosen from the search or an IATA code the flight-data service gave, still to be looked up.
 */
export interface WizardHandoff {
  departure?: Airport | string;
  arrival?: Airport | string;
  flightDate?: string;
  flightNumber?: string;
  issueType?: 'delay' | 'cancellation';
  /** The verified arrival delay, whole minutes. */
  arrivalDelayMinutes?: number;
}

/** Fills the wizard with what is known and opens it; the page composing the landing provides it. */
export type OpenWizard = (known: WizardHandoff) => Promise<void>;
