import { describe, expect, it } from 'vitest';
import { compensationBand, halfOf, reductionThresholdHours, REGULATION_261_2004, rulesetFor } from '../../../src/eligibility/index.js';

describe('compensation bands (Art. 7(1))', () => {
  it('when the flight is exactly 1,500 km, then it is a short flight at 250 €', () => {
    expect(compensationBand(1500, false)).toEqual({ amount: 250, category: 'Voli corti', tier: 'short' });
  });

  it('when the flight is just over 1,500 km, then it is a medium flight at 400 €', () => {
    expect(compensationBand(1500.01, false)).toEqual({ amount: 400, category: 'Voli medi', tier: 'medium' });
  });

  it('when the flight is exactly 3,500 km, then it is a medium flight at 400 €', () => {
    expect(compensationBand(3500, false)).toEqual({ amount: 400, category: 'Voli medi', tier: 'medium' });
  });

  it('when a non intra-Community flight is just over 3,500 km, then it is a long flight at 600 €', () => {
    expect(compensationBand(3500.01, false)).toEqual({ amount: 600, category: 'Voli lunghi', tier: 'long' });
  });

  it('when an intra-Community flight is over 3,500 km, then it pays 400 € but is still a long flight', () => {
    expect(compensationBand(4696, true)).toEqual({ amount: 400, category: 'Voli lunghi', tier: 'medium' });
  });

  it('when an intra-Community flight is short, then being intra-Community changes nothing', () => {
    expect(compensationBand(600, true)).toEqual({ amount: 250, category: 'Voli corti', tier: 'short' });
  });
});

describe('50 % reduction thresholds (Art. 7(2))', () => {
  it('when the band is 250 €, 400 € or 600 €, then the threshold is 2, 3 or 4 hours', () => {
    expect(reductionThresholdHours(compensationBand(1000, false))).toBe(2);
    expect(reductionThresholdHours(compensationBand(2000, false))).toBe(3);
    expect(reductionThresholdHours(compensationBand(5000, false))).toBe(4);
  });

  it('when an intra-Community flight is over 3,500 km, then its threshold is 3 hours like the 400 € band', () => {
    expect(reductionThresholdHours(compensationBand(4696, true))).toBe(3);
  });

  it('when each band is halved, then it gives 125, 200 and 300 €', () => {
    expect([halfOf(250), halfOf(400), halfOf(600)]).toEqual([125, 200, 300]);
  });
});

describe('rulesets by flight date', () => {
  it('when a flight is on or after 17 February 2005, then Regulation 261/2004 applies', () => {
    expect(rulesetFor('2005-02-17')).toBe(REGULATION_261_2004);
    expect(rulesetFor('2025-06-01').id).toBe('reg-261-2004');
    expect(REGULATION_261_2004.name).toBe('Regolamento (CE) n. 261/2004');
  });

  it('when a band is computed under a ruleset with other amounts, then that ruleset decides', () => {
    const reform = { ...REGULATION_261_2004, id: 'test-reform', amounts: { short: 300, medium: 400, long: 500 }, reductionThresholdHours: { short: 4, medium: 4, long: 6 } };
    expect(compensationBand(5000, false, reform)).toEqual({ amount: 500, category: 'Voli lunghi', tier: 'long' });
    expect(reductionThresholdHours(compensationBand(5000, false, reform), reform)).toBe(6);
  });
});
