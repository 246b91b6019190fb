import { delayPhrase, VERIFIED_FLIGHT_STATUS_LABELS } from '../contracts/verified-flight.js';
import type { FlightEvent, FlightTimes } from './flight-events.js';

/** A flight event in the words of the operators' timeline. */
export function describeFlightEvent(event: FlightEvent): string {
  const facts = flightFacts(event.data);
  switch (event.type) {
    case 'FlightVerified':
      return `Volo ${event.data.flightNumber} verificato con AeroDataBox: ${facts}`;
    case 'FlightTimesRecorded':
      return `Orari effettivi del volo ${event.data.flightNumber} inseriti a mano: ${facts} (fonte: ${event.data.evidence})`;
  }
}

/** "atterrato con 3 h 20 min di ritardo", "cancellato", "dirottato su BLQ". */
export function flightFacts(times: FlightTimes): string {
  switch (times.status) {
    case 'landed':
      if (times.arrivalDelayMinutes === null) return 'atterrato, orario di arrivo non noto';
      return times.arrivalDelayMinutes > 0 ? `atterrato con ${delayPhrase(times.arrivalDelayMinutes)} di ritardo` : 'atterrato in orario';
    case 'diverted':
      return times.divertedTo ? `dirottato su ${times.divertedTo}` : 'dirottato';
    default:
      return VERIFIED_FLIGHT_STATUS_LABELS[times.status].toLowerCase();
  }
}
