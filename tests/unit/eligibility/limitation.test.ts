import { describe, expect, it } from 'vitest';
import { assessClaim, limitationPeriod } from '../../../src/eligibility/index.js';
import { FCO, HAM, JFK, LHR, MAD, RUN } from './airports.js';

describe('limitation period by departure country', () => {
  it('when an Italian flight is 2 years old to the day, then it is the last day, not expired', () => {
    expect(limitationPeriod('IT', '2023-03-10', '2025-03-10')).toEqual({
      country: 'IT',
      years: 2,
      expiresOn: '2025-03-10',
      expired: false,
      note: 'in Italia generalmente entro 2 anni; consigliamo di agire il prima possibile',
    });
  });

  it('when an Italian flight is 2 years and a day old, then expired', () => {
    expect(limitationPeriod('IT', '2023-03-10', '2025-03-11').expired).toBe(true);
  });

  it('when the flight left Spain, France, the Netherlands or the UK, then 5, 5, 2 or 6 years', () => {
    expect(limitationPeriod('ES', '2020-05-01', '2025-05-01')).toMatchObject({ years: 5, expiresOn: '2025-05-01', expired: false });
    expect(limitationPeriod('FR', '2020-05-01', '2025-05-02')).toMatchObject({ years: 5, expired: true });
    expect(limitationPeriod('NL', '2023-05-01', '2025-05-02')).toMatchObject({ years: 2, expired: true });
    expect(limitationPeriod('GB', '2019-05-01', '2025-05-01')).toMatchObject({
      years: 6,
      expired: false,
      note: 'in Inghilterra e Galles entro 6 anni dal volo (in Scozia 5)',
    });
  });

  it('when the flight left Germany, then 3 years counted from the end of the flight’s year', () => {
    expect(limitationPeriod('DE', '2021-03-10', '2024-12-31')).toEqual({
      country: 'DE',
      years: 3,
      expiresOn: '2024-12-31',
      expired: false,
      note: "in Germania entro 3 anni dalla fine dell'anno del volo",
    });
    expect(limitationPeriod('DE', '2021-03-10', '2025-01-01').expired).toBe(true);
  });

  it('when the flight left Réunion, then French law applies: 5 years', () => {
    expect(limitationPeriod('RE', '2021-01-15', '2025-01-15')).toMatchObject({ country: 'FR', years: 5, expired: false });
  });

  it('when the country has no checked rule, then a cautious 2 years with a note to check', () => {
    expect(limitationPeriod('BE', '2022-01-15', '2025-01-15')).toEqual({
      country: 'BE',
      years: 2,
      expiresOn: '2024-01-15',
      expired: true,
      note: 'per il paese di partenza il termine va verificato; per prudenza consideriamo 2 anni dal volo',
    });
  });

  it('when the flight was on 29 February, then the period ends on 28 February', () => {
    expect(limitationPeriod('IT', '2024-02-29', '2026-02-28')).toMatchObject({ expiresOn: '2026-02-28', expired: false });
    expect(limitationPeriod('IT', '2024-02-29', '2026-03-01').expired).toBe(true);
  });

  it('when the flight is in the future, then nothing has expired', () => {
    expect(limitationPeriod('IT', '2025-12-01', '2025-09-01').expired).toBe(false);
  });

  it('when a date is not an existing YYYY-MM-DD day, then it is refused', () => {
    expect(() => limitationPeriod('IT', '2025-02-30', '2025-09-01')).toThrow('Invalid date "2025-02-30"');
    expect(() => limitationPeriod('IT', '01/06/2025', '2025-09-01')).toThrow(RangeError);
    expect(() => limitationPeriod('IT', '2025-06-01', '2025-9-1')).toThrow('Invalid date "2025-9-1"');
  });
});

describe('limitation in the assessment', () => {
  it('when an otherwise eligible flight from Rome is 3 years old, then it is to be checked with a warning, amount kept', () => {
    const assessment = assessClaim({
      departure: FCO,
      arrival: JFK,
      issueType: 'delay',
      arrivalDelayHours: 5,
      flightDate: '2022-06-01',
      today: '2025-06-02',
    });
    expect(assessment).toMatchObject({ eligibility: 'uncertain', amount: 600, limitation: { country: 'IT', expired: true } });
    expect(assessment.reasons.at(-1)).toBe(
      'Il termine per agire potrebbe essere scaduto: in Italia generalmente entro 2 anni; consigliamo di agire il prima possibile.',
    );
  });

  it('when the same 3-year-old flight left Madrid, then Spanish 5 years apply and it stays eligible', () => {
    const assessment = assessClaim({
      departure: MAD,
      arrival: JFK,
      issueType: 'delay',
      arrivalDelayHours: 5,
      flightDate: '2022-06-01',
      today: '2025-06-02',
    });
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600, limitation: { country: 'ES', years: 5, expired: false } });
  });

  it('when the flight left Réunion, then the limitation follows France', () => {
    const assessment = assessClaim({ departure: RUN, arrival: FCO, issueType: 'cancellation', cancellationNoticeDays: 2, flightDate: '2025-01-10', today: '2025-02-01' });
    expect(assessment.limitation).toMatchObject({ country: 'FR', years: 5 });
  });

  it('when a flight out of scope is old, then it is simply not covered, with no limitation warning', () => {
    const assessment = assessClaim({
      departure: LHR,
      arrival: JFK,
      issueType: 'delay',
      arrivalDelayHours: 5,
      flightDate: '2015-06-01',
      today: '2025-06-02',
    });
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0, limitation: { country: 'GB', years: 6, expired: true } });
    expect(assessment.reasons.some((reason) => reason.startsWith('Il termine per agire'))).toBe(false);
  });

  it('when a not-eligible flight is also old, then it stays not eligible', () => {
    const assessment = assessClaim({ departure: FCO, arrival: HAM, issueType: 'delay', arrivalDelayHours: 1, flightDate: '2020-06-01', today: '2025-06-02' });
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
  });
});
