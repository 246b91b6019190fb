import { describe, expect, it } from 'vitest';
import { assessClaim, LIMITATION_ADVICE, limitationNotice } from '../../../src/eligibility/index.js';
import { FCO, JFK, MAD } from './airports.js';

describe('limitation: unsettled in Italy (Cass. 4427/2024), so a warning and never a refusal', () => {
  it('when the product text is read, then it advises one year and promises a check, not 2 years', () => {
    expect(LIMITATION_ADVICE).toBe(
      'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.',
    );
  });

  it('when the flight is a year old to the day, then it is not yet an old flight', () => {
    expect(limitationNotice('2024-03-10', '2025-03-10')).toEqual({ oldFlight: false, note: LIMITATION_ADVICE });
  });

  it('when the flight is a year and a day old, then it is an old flight', () => {
    expect(limitationNotice('2024-03-10', '2025-03-11').oldFlight).toBe(true);
  });

  it('when the flight was on 29 February, then its year ends on 28 February', () => {
    expect(limitationNotice('2024-02-29', '2025-02-28').oldFlight).toBe(false);
    expect(limitationNotice('2024-02-29', '2025-03-01').oldFlight).toBe(true);
  });

  it('when a date is not an existing YYYY-MM-DD day, then it is refused', () => {
    expect(() => limitationNotice('2024-02-30', '2025-01-01')).toThrow(RangeError);
    expect(() => limitationNotice('2024-01-01', 'oggi')).toThrow(RangeError);
  });

  it('when an otherwise eligible flight is 3 years old, then "Da verificare" with the warning and the amount kept', () => {
    const assessment = assessClaim({ departure: FCO, arrival: JFK, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2022-06-01', today: '2025-09-01' });
    expect(assessment).toMatchObject({ eligibility: 'uncertain', amount: 600, limitation: { oldFlight: true } });
    expect(assessment.reasons.at(-1)).toBe(`Il volo risale a più di un anno fa: il termine per agire è da verificare. ${LIMITATION_ADVICE}`);
  });

  it('when the flight left Spain, then the departure country changes nothing: the same warning', () => {
    const assessment = assessClaim({ departure: MAD, arrival: FCO, issueType: 'delay', arrivalDelayHours: 5, flightDate: '2022-06-01', today: '2025-09-01' });
    expect(assessment).toMatchObject({ eligibility: 'uncertain', limitation: { oldFlight: true, note: LIMITATION_ADVICE } });
  });
});
