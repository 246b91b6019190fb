import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/claims/contract.js';
import { airportWithCode } from '../../../src/contracts/airports.js';
import { claimValues } from '../../../src/mandates/claim-mandates.js';

describe('an airport named with its IATA code', () => {
  it('when the name does not carry the code, then the code is added once', () => {
    expect(airportWithCode('Venezia Marco Polo', 'VCE')).toBe('Venezia Marco Polo (VCE)');
  });

  it('when the name already ends with the code, as the wizard stores it, then it is not added again', () => {
    expect(airportWithCode('Venezia Marco Polo (VCE)', 'VCE')).toBe('Venezia Marco Polo (VCE)');
    expect(airportWithCode('Venezia Marco Polo (vce) ', 'VCE')).toBe('Venezia Marco Polo (vce)');
  });

  it('when there is no code (an airport the passenger typed), then the name stays as it is', () => {
    expect(airportWithCode('Aeroporto di Tessera', null)).toBe('Aeroporto di Tessera');
  });

  it('when the mandate fills its blanks from a claim made in the wizard, then each airport shows its code once', () => {
    const claim = { flightNumber: 'FR1234', flightDate: '2026-10-03', departureAirport: 'Venezia Marco Polo (VCE)', departureIata: 'VCE', arrivalAirport: 'Londra Stansted', arrivalIata: 'STN', practiceNumber: '482913' } as Claim;
    const values = claimValues(claim, { name: 'RimborsoVolo24 S.r.l.', address: 'Via Roma 1, Roma', vatNumber: 'IT01234567890' });
    expect([values.departureAirport, values.arrivalAirport]).toEqual(['Venezia Marco Polo (VCE)', 'Londra Stansted (STN)']);
  });
});
