import { describe, expect, it } from 'vitest';
import { bookingReferenceField, claimPassengersField, isMinorOn } from '../../../src/contracts/claim-passengers.js';

describe('the passengers of a booking', () => {
  it('when a passenger turns 18 on the day, then they sign for themselves; the day before, a guardian signs', () => {
    expect(isMinorOn('2008-11-24', '2026-11-24')).toBe(false);
    expect(isMinorOn('2008-11-25', '2026-11-24')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn(null, '2026-11-24')).toBe(false);
  });

  it('when a booking reference is typed with spaces or in lower case, then it is kept upper case; a wrong one is refused in Italian', () => {
    expect(bookingReferenceField.parse(' x7k 2ql ')).toBe('X7K2QL');
    expect(bookingReferenceField.safeParse('X7K').error?.issues[0]?.message).toBe('Il codice di prenotazione ha da 5 a 8 lettere o cifre (esempio: X7K2QL)');
  });

  it('when no passenger or ten are sent, then the list is refused', () => {
    const passenger = { fullName: 'Maria Rossi', dateOfBirth: '1980-05-01' };
    expect(claimPassengersField.safeParse([]).success).toBe(false);
    expect(claimPassengersField.safeParse(Array.from({ length: 10 }, () => passenger)).success).toBe(false);
    expect(claimPassengersField.safeParse([passenger, { ...passenger, fullName: 'Luca Rossi', email: 'luca@example.it' }]).success).toBe(true);
  });
});
