import { describe, expect, it } from 'vitest';
import { competentBody, ENFORCEMENT_BODIES, isInRegulationArea } from '../../../src/eligibility/index.js';

const EU_EEA_AND_SWITZERLAND = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'IS', 'LI', 'NO', 'CH',
];

const airport = (iataCode: string, countryCode: string) => ({ iataCode, countryCode });
const LIS = airport('LIS', 'PT');
const NAP = airport('NAP', 'IT');
const CDG = airport('CDG', 'FR');
const JFK = airport('JFK', 'US');
const FCO = airport('FCO', 'IT');
const MXP = airport('MXP', 'IT');
const FRA = airport('FRA', 'DE');

describe('the national enforcement bodies (Art. 16)', () => {
  it('when the table is read, then every EU member state, EEA state and Switzerland has exactly one body, named, with an https complaint page', () => {
    const countries = ENFORCEMENT_BODIES.map((body) => body.country);
    expect([...countries].sort()).toEqual([...EU_EEA_AND_SWITZERLAND].sort());
    expect(countries.every((country) => isInRegulationArea(country))).toBe(true);
    for (const body of ENFORCEMENT_BODIES) {
      expect(body.shortName.trim()).not.toBe('');
      expect(body.fullName.trim()).not.toBe('');
      expect(new URL(body.complaintUrl).protocol).toBe('https:');
    }
  });

  it('when a flight leaves a state of the area, then that state’s body is competent, wherever it goes', () => {
    expect(competentBody(LIS, NAP)).toMatchObject({ country: 'PT', shortName: 'ANAC', fullName: 'Autoridade Nacional da Aviação Civil' });
    expect(competentBody(CDG, JFK)).toMatchObject({ country: 'FR', shortName: 'DGAC' });
    expect(competentBody(FCO, CDG)).toMatchObject({ country: 'IT', shortName: 'ENAC' });
    expect(competentBody(airport('RUN', 'RE'), CDG)).toMatchObject({ country: 'FR', shortName: 'DGAC' });
  });

  it('when a flight leaves a third country for the area, then the arrival state’s body is competent', () => {
    expect(competentBody(JFK, MXP)).toMatchObject({ country: 'IT', shortName: 'ENAC' });
    expect(competentBody(JFK, FRA)).toMatchObject({ country: 'DE', shortName: 'LBA', fullName: 'Luftfahrt-Bundesamt' });
    expect(competentBody(airport('LYR', 'NO'), airport('OSL', 'NO'))).toMatchObject({ country: 'NO' });
  });

  it('when neither end of the flight is in the area, then no body is competent', () => {
    expect(competentBody(JFK, airport('LAX', 'US'))).toBeUndefined();
  });
});
