import { describe, it } from 'vitest';
import { CLAIM_FOLD } from '../../../src/claims/contract.js';
import { claimFlightDecider } from '../../../src/flights/claim-flight.js';
import type { FlightTimesRecordedData, FlightVerifiedData } from '../../../src/flights/contract.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from '../claims/claim-fixtures.js';

const given = deciderSpec(claimFlightDecider(CLAIM_FOLD));

const times = {
  status: 'landed' as const,
  scheduledDeparture: '2026-10-03T10:00:00+02:00',
  actualDeparture: '2026-10-03T14:50:00+02:00',
  scheduledArrival: '2026-10-03T13:30:00-04:00',
  actualArrival: '2026-10-03T18:40:00-04:00',
  arrivalDelayMinutes: 310,
  divertedTo: null,
};
const verified: FlightVerifiedData = { flightNumber: 'AZ610', flightDate: '2026-10-03', ...times, operatingCarrier: 'AZ', source: 'aerodatabox' };
const recorded: FlightTimesRecordedData = { flightNumber: 'AZ610', flightDate: '2026-10-03', ...times, evidence: 'Conferma della compagnia' };
const flightChanged = 'Il volo della pratica è cambiato nel frattempo: ricarica la pagina e riprova.';

describe('recording the flight’s actual times on a claim', () => {
  it('when the flight-data service answers for the claim’s flight, then its times are recorded as verified', () => {
    given(claimSubmitted).when({ type: 'VerifyFlight', data: verified }).then([{ type: 'FlightVerified', data: verified }]);
  });

  it('when an operator enters the times by hand, then they are recorded with where they were read', () => {
    given(claimSubmitted).when({ type: 'RecordFlightTimes', data: recorded }).then([{ type: 'FlightTimesRecorded', data: recorded }]);
  });

  it('when the claim’s flight number or date was edited in the meantime, then the times are refused', () => {
    const edited = { type: 'ClaimDetailsEdited' as const, data: { changes: { flightNumber: { from: 'AZ610', to: 'AZ608' } } } };
    given(claimSubmitted, edited).when({ type: 'VerifyFlight', data: verified }).thenFails(flightChanged, 'conflict');
    given(claimSubmitted).when({ type: 'RecordFlightTimes', data: { ...recorded, flightDate: '2026-10-04' } }).thenFails(flightChanged, 'conflict');
  });

  it('when the claim does not exist, then it is refused as not found', () => {
    given().when({ type: 'VerifyFlight', data: verified }).thenFails('La pratica richiesta non esiste o non è accessibile', 'not_found');
  });
});
