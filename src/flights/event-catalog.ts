import { delayPhrase, VERIFIED_FLIGHT_STATUS_LABELS } from '../contracts/verified-flight.js';
import { defineEvents } from '../platform/events/catalog.js';
import { flightTimesRecordedData, flightVerifiedData, type FlightEvent, type FlightTimes } from './flight-events.js';

/** "atterrato con 3 h 20 min di ritardo", "cancellato", "dirottato su BLQ". */
function flightFacts(times: FlightTimes): string {
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

/** «Abbiamo verificato gli orari del volo: arrivo con 3 h 20 min di ritardo». Where the operator read the times is ours, not the passenger's. */
function passengerFlightLine(times: FlightTimes): string {
  switch (times.status) {
    case 'landed':
      if (times.arrivalDelayMinutes === null) return 'Abbiamo verificato gli orari del volo: è atterrato, stiamo controllando l’orario di arrivo';
      return times.arrivalDelayMinutes > 0
        ? `Abbiamo verificato gli orari del volo: arrivo con ${delayPhrase(times.arrivalDelayMinutes)} di ritardo`
        : 'Abbiamo verificato gli orari del volo: è arrivato in orario';
    case 'cancelled':
      return 'Abbiamo verificato i dati del volo: risulta cancellato';
    case 'diverted':
      return `Abbiamo verificato i dati del volo: è stato dirottato${times.divertedTo ? ` su ${times.divertedTo}` : ''}`;
    default:
      return 'Abbiamo controllato i dati del volo';
  }
}

/** A flight's times are facts about a public flight, nothing of the passenger. */
export const FLIGHT_EVENTS = defineEvents<FlightEvent>({
  entries: {
    FlightVerified: {
      schema: flightVerifiedData,
      personal: [],
      describe: (data) => `Volo ${data.flightNumber} verificato con AeroDataBox: ${flightFacts(data)}`,
      passenger: (data) => ({ by: 'operator', title: passengerFlightLine(data) }),
    },
    FlightTimesRecorded: {
      schema: flightTimesRecordedData,
      personal: [],
      describe: (data) => `Orari effettivi del volo ${data.flightNumber} inseriti a mano: ${flightFacts(data)} (fonte: ${data.evidence})`,
      passenger: (data) => ({ by: 'operator', title: passengerFlightLine(data) }),
    },
  },
});
