import { describe, expect, it } from 'vitest';
import { countryCodeIndex, currentCountryCode } from '../../../src/airlines/country-codes.js';
import { readDataset, shapeAirlines } from '../../../src/airlines/dataset.js';
import { assessClaim, isEuCarrierCountry } from '../../../src/eligibility/index.js';
import { FCO, JFK } from '../eligibility/airports.js';
import { CARRIERS_FROM_ITALY } from './carriers-from-italy.js';

const carriers = new Map(shapeAirlines(readDataset()).map((row) => [row.iataCode, row]));
const FRA = { iataCode: 'FRA', countryCode: 'DE', latitude: 50.0333, longitude: 8.5706 };

describe('carriers: the state that licenses them today decides whether they are Community carriers', () => {
  it('when the table of carriers most used from Italy is read, then it holds at least 60 of them, each once', () => {
    const codes = CARRIERS_FROM_ITALY.map((carrier) => carrier.iataCode);
    expect(codes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(CARRIERS_FROM_ITALY)('when $name ($iataCode) is looked up, then its state is $state and its EU status follows it', ({ iataCode, state }) => {
    const row = carriers.get(iataCode);
    expect(row?.countryCode).toBe(state);
    expect(row?.isEu).toBe(isEuCarrierCountry(state));
  });

  it.each([
    ['DE', 'Condor'],
    ['X3', 'TUIfly'],
    ['4U', 'Germanwings'],
  ])('when the German carrier %s (%s) is looked up, then it is German and a Community carrier', (iataCode) => {
    expect(carriers.get(iataCode)).toMatchObject({ countryCode: 'DE', countryName: 'Germania', isEu: true });
  });

  it('when any carrier is read, then none carries a retired country code (DD, YU, CS, SU, ZR, AN, TP, BU, YD, UK)', () => {
    const retired = [...carriers.values()].filter((row) => row.countryCode !== null && currentCountryCode(row.countryCode) !== row.countryCode);
    expect(retired.map((row) => `${row.iataCode} ${row.countryCode}`)).toEqual([]);
  });

  it('when a retired code is given, then today\'s code answers; a current one stays itself', () => {
    expect(['DD', 'YU', 'CS', 'SU', 'ZR', 'UK', 'DE', 'it'].map(currentCountryCode)).toEqual(['DE', 'RS', 'RS', 'RU', 'CD', 'GB', 'DE', 'IT']);
  });

  it('when OpenFlights names Germany or Serbia, then the code is DE or RS', () => {
    const codeOf = countryCodeIndex();
    expect([codeOf('Germany'), codeOf('Serbia'), codeOf('Russia'), codeOf('Nowhere')]).toEqual(['DE', 'RS', 'RU', null]);
  });

  it('when New York JFK → Frankfurt is flown on DE2215 (Condor) and the passenger said «Sì», then the claim is eligible', () => {
    const condor = carriers.get('DE');
    const assessment = assessClaim({ departure: JFK, arrival: FRA, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2026-06-01', today: '2026-07-01', operatingCarrierIsEu: condor?.isEu });
    expect(assessment).toMatchObject({ eligibility: 'eligible', inScope: true, amount: 600 });
    expect(assessment.reasons.join(' ')).not.toContain('non europea');
  });

  it('when New York → Rome is flown by a US carrier, then it stays outside the Regulation', () => {
    const delta = carriers.get('DL');
    expect(assessClaim({ departure: JFK, arrival: FCO, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2026-06-01', today: '2026-07-01', operatingCarrierIsEu: delta?.isEu }).eligibility).toBe('not_eligible');
  });
});
