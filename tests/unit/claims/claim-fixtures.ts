import type { ClaimEvent, ClaimSubmittedData, EligibilityAssessedData } from '../../../src/claims/claim-events.js';

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

export const claimSubmitted: Extract<ClaimEvent, { type: 'ClaimSubmitted' }> = { type: 'ClaimSubmitted', data: submitted };
