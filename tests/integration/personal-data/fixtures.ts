import type { ClaimSubmittedData } from '../../../src/claims/contract.js';

/** A claim as submitted, with every personal field filled in (the arrival typed by the passenger). */
export function submitted(claimId: number, overrides: Partial<ClaimSubmittedData> = {}): ClaimSubmittedData {
  return {
    claimId,
    practiceNumber: String(100_000 + (claimId % 900_000)),
    passengerName: 'Maria Rossi',
    email: 'maria.rossi@example.it',
    phone: '+39 333 1234567',
    flightNumber: 'AZ610',
    flightDate: '2026-10-03',
    departureAirportId: 1,
    arrivalAirportId: 2,
    departureAirport: 'Roma Fiumicino (FCO)',
    arrivalAirport: 'casa di mia zia a Brooklyn',
    departureIata: 'FCO',
    arrivalIata: 'JFK',
    issueType: 'delay',
    issueDetails: 'Arrivati con 5 ore di ritardo',
    ipAddress: '203.0.113.7',
    refererUrl: 'https://example.it/?utm=maria',
    ...overrides,
  };
}
