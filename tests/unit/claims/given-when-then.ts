import { expect } from 'vitest';
import { evolve, initialClaimState } from '../../../src/claims/claim.js';
import type { ClaimEvent, ClaimSubmittedData, EligibilityAssessedData } from '../../../src/claims/claim-events.js';
import { decide, type ClaimCommand } from '../../../src/claims/decide.js';

export const submitted: ClaimSubmittedData = {
  claimId: 42,
  practiceNumber: '482913',
  passengerName: 'Maria Rossi',
  email: 'maria.rossi@example.it',
  phone: null,
  flightNumber: 'AZ610',
  flightDate: '2026-10-03',
  departureAirportId: 1,
  arrivalAirportId: 2,
  departureAirport: 'Roma Fiumicino (FCO)',
  arrivalAirport: 'New York JFK (JFK)',
  departureIata: 'FCO',
  arrivalIata: 'JFK',
  issueType: 'delay',
  issueDetails: 'Arrivati con 5 ore di ritardo',
  ipAddress: '203.0.113.7',
  refererUrl: null,
};

export const assessment: EligibilityAssessedData = {
  isEligible: 'pending',
  estimatedCompensation: 600,
  maxCompensation: 600,
  distanceKm: 6860,
  reasons: ['Volo in partenza da un aeroporto dell’Unione europea.'],
};

export const claimSubmitted: ClaimEvent = { type: 'ClaimSubmitted', data: submitted };

/** given(past events).when(command).then(expected events) or .thenFails(message). */
export function given(...history: ClaimEvent[]) {
  const state = history.reduce((current, event) => evolve(current, event, '2026-11-01T10:00:00.000Z'), initialClaimState);
  return {
    when(command: ClaimCommand) {
      return {
        then: (expected: ClaimEvent[]) => expect(decide(command, state)).toEqual(expected),
        thenFails: (message: string | RegExp) => expect(() => decide(command, state)).toThrow(message),
      };
    },
  };
}
