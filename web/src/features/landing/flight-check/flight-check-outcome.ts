import { normaliseFlightNumber } from '@contracts/claim-submission';
import { formatDuration } from '@eligibility';
import type { FlightCheck, FlightCheckQuery } from '../api/flight-check';
import type { WizardHandoff } from './wizard-handoff';

/** What happened to the flight, in one sentence. */
export function whatHappened(check: FlightCheck): string {
  switch (check.status) {
    case 'cancelled':
      return 'Il volo è stato cancellato';
    case 'diverted':
      return check.arrivalIata ? `Il volo è stato dirottato ed è atterrato a ${check.arrivalIata}` : 'Il volo è stato dirottato';
    case 'landed': {
      const delay = check.arrivalDelayMinutes;
      if (delay === null) return 'Il volo è atterrato';
      if (delay <= 0) return delay < 0 ? `Il volo è atterrato con ${formatDuration(-delay)} di anticipo` : 'Il volo è atterrato in orario';
      return `Il volo è atterrato con ${formatDuration(delay)} di ritardo`;
    }
    default:
      return 'Non sappiamo ancora che cosa è successo al volo';
  }
}

/** '2026-10-01T13:50-04:00' → '13:50', with the day when it is not the flight's ('13:50 del 02/10'); null stays null. */
export function localTime(timestamp: string | null, flightDate: string): string | null {
  const match = /^(\d{4}-(\d{2})-(\d{2}))T(\d{2}:\d{2})/.exec(timestamp ?? '');
  if (!match) return null;
  const [, day, month, dayOfMonth, time] = match;
  return day === flightDate ? time! : `${time} del ${dayOfMonth}/${month}`;
}

/**
 * What the wizard can be told from the check: the airports (the arrival only when the flight landed
 * where it was going: a diverted flight's is not the destination), the problem, the verified delay.
 */
export function handoffOf(check: FlightCheck, query: FlightCheckQuery): WizardHandoff {
  const issueType = check.status === 'cancelled' ? 'cancellation' : check.status === 'unknown' ? undefined : 'delay';
  return {
    departure: check.departureIata ?? undefined,
    arrival: check.status === 'diverted' ? undefined : (check.arrivalIata ?? undefined),
    flightDate: query.date,
    flightNumber: normaliseFlightNumber(query.flightNumber),
    issueType,
    arrivalDelayMinutes: check.status === 'landed' && check.arrivalDelayMinutes !== null ? check.arrivalDelayMinutes : undefined,
  };
}
