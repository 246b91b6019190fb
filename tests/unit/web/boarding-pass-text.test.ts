import { describe, expect, it } from 'vitest';
import { readBcbpText } from '@/features/claim-wizard/boarding-pass/bcbp-text';
import { mostRecentDate } from '@/features/claim-wizard/boarding-pass/pass-date';
import { passengerNameOf } from '@/features/claim-wizard/boarding-pass/passenger-name';

describe('boarding pass: the day of the year becomes the most recent such date not in the future', () => {
  it.each([
    [152, '2026-06-10', '2026-06-01'],
    [161, '2026-06-10', '2026-06-10'],
    [162, '2026-06-10', '2025-06-11'],
    [360, '2027-01-05', '2026-12-26'],
    [366, '2026-06-10', '2024-12-31'],
    [1, '2026-01-01', '2026-01-01'],
  ])('day %i read on %s is %s', (day, today, expected) => {
    expect(mostRecentDate(day, today)).toBe(expected);
  });

  it('a day that no year has is no date', () => {
    expect(mostRecentDate(0, '2026-06-10')).toBe('');
    expect(mostRecentDate(367, '2026-06-10')).toBe('');
  });
});

describe('boarding pass: the name as people write it', () => {
  it.each([
    ['ROSSI/MARIO MR', 'Mario Rossi'],
    ['DE LUCA/ANNA MARIA MRS', 'Anna Maria De Luca'],
    ["D'ANGELO/LUCA", "Luca D'Angelo"],
    ['ROSSI-BIANCHI/GIULIA MS', 'Giulia Rossi-Bianchi'],
    ['ROSSI/MR', 'Rossi'],
    ['NOGIVENNAME', 'Nogivenname'],
  ])('%s → %s', (field, expected) => {
    expect(passengerNameOf(field)).toBe(expected);
  });
});

describe('boarding pass: the barcode text read as IATA BCBP', () => {
  it('a one-flight pass gives flight number without leading zeros, airports, booking code and name', () => {
    const pass = readBcbpText('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100', '2026-11-28');
    expect(pass).toEqual({ passengerName: 'Luc Desmarais', bookingReference: 'ABC123', legs: [{ flightNumber: 'AC834', flightDate: '2026-08-14', departureIata: 'YUL', arrivalIata: 'FRA' }] });
  });

  it('a flight number with a suffix letter keeps it', () => {
    expect(readBcbpText('M1ROSSI/MARIO         EABC123 FCOLINAZ 1234A152Y012A0001 100', '2026-11-28')?.legs[0]?.flightNumber).toBe('AZ1234A');
  });

  it('text that is not a boarding pass is none', () => {
    expect(readBcbpText('https://example.com/ticket', '2026-11-28')).toBeNull();
    expect(readBcbpText('M1TROPPO CORTO', '2026-11-28')).toBeNull();
  });
});
