import { describe, expect, it } from 'vitest';
import { readDataset, shapeAirports } from '../../../src/airports/dataset.js';
import { ITALIAN_AIRPORT_NAMES } from '../../../src/airports/italian-airport-names.js';
import { ITALIAN_CITY_NAMES } from '../../../src/airports/italian-names.js';
import { normalizeSearchText } from '../../../src/airports/normalize.js';

const airports = shapeAirports(readDataset());

describe('the airport dataset', () => {
  it('when it is shaped, then only medium and large airports with a unique IATA code remain, numbered by code', () => {
    const codes = airports.map((airport) => airport.iataCode);

    expect(airports.length).toBeGreaterThan(3_000);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    expect(airports.map((airport) => airport.id)).toEqual(airports.map((_, index) => index + 1));
    expect(airports.every((airport) => airport.size === 'large' || airport.size === 'medium')).toBe(true);
  });

  it('when an Italian city name is in the table, then it finds at least one airport of the dataset', () => {
    const unmatched = ITALIAN_CITY_NAMES.filter((entry) => !airports.some((airport) => airport.countryCode === entry.countryCode && airport.city === entry.city));

    expect(unmatched.map((entry) => entry.city)).toEqual([]);
  });

  it('when an airport has an Italian name, then that is its name, and the English one only where none exists', () => {
    const byCode = (code: string) => airports.find((airport) => airport.iataCode === code);

    expect([byCode('FCO')?.name, byCode('VCE')?.name, byCode('CDG')?.name, byCode('MUC')?.name]).toEqual(['Roma Fiumicino', 'Venezia Marco Polo', 'Parigi Charles de Gaulle', 'Monaco di Baviera']);
    expect(byCode('FAO')?.name).toBe('Faro Airport');
    expect(Object.keys(ITALIAN_AIRPORT_NAMES).filter((code) => !byCode(code))).toEqual([]);
  });

  it('when the Italian names are searched, then the English ones still find the airport too', () => {
    const fiumicino = airports.find((airport) => airport.iataCode === 'FCO');
    expect(fiumicino?.searchText).toContain('roma fiumicino');
    expect(fiumicino?.searchText).toContain('leonardo da vinci');
  });

  it('when countries are named, then the names are Italian', () => {
    const byCode = (code: string) => airports.find((airport) => airport.iataCode === code);

    expect([byCode('LHR')?.country, byCode('JFK')?.country, byCode('MUC')?.country, byCode('MAD')?.country]).toEqual([
      'Regno Unito',
      'Stati Uniti',
      'Germania',
      'Spagna',
    ]);
  });

  it('when text is normalised, then case, accents, special letters and punctuation are folded away', () => {
    expect(normalizeSearchText('  Zürich ')).toBe('zurich');
    expect(normalizeSearchText('İstanbul–Sabiha Gökçen')).toBe('istanbul sabiha gokcen');
    expect(normalizeSearchText('Łódź Øresund Straße')).toBe('lodz oresund strasse');
    expect(normalizeSearchText("' OR 1=1 --")).toBe('or 1 1');
    expect(normalizeSearchText('%_')).toBe('');
  });
});
