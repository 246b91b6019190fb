import { describe, expect, it } from 'vitest';
import { isEuCarrierCountry, isInRegulationArea, isIntraCommunity, sovereignCountry } from '../../../src/eligibility/index.js';

describe('where the Regulation applies', () => {
  it.each(['IT', 'FR', 'DE', 'ES', 'PT', 'GR', 'HR', 'CY', 'MT', 'IE', 'SE', 'BG', 'RO'])('when the country is the EU member %s, then it is inside', (code) => {
    expect(isInRegulationArea(code)).toBe(true);
  });

  it.each(['IS', 'NO', 'CH', 'LI'])('when the country is %s (EEA or Switzerland), then it is inside', (code) => {
    expect(isInRegulationArea(code)).toBe(true);
  });

  it.each(['GP', 'GF', 'MQ', 'YT', 'RE', 'MF'])('when the airport is in the outermost region %s, then it is inside', (code) => {
    expect(isInRegulationArea(code)).toBe(true);
  });

  it.each(['PF', 'GL', 'AW', 'FO', 'NC', 'BL', 'PM', 'GB', 'US', 'TR', 'AL', 'RS', 'UA'])('when the country is %s, then it is outside', (code) => {
    expect(isInRegulationArea(code)).toBe(false);
  });

  it('when the code is lower case, then it is recognised all the same', () => {
    expect(isInRegulationArea('it')).toBe(true);
  });

  it('when an outermost region is looked up, then its law is the French one', () => {
    expect(sovereignCountry('RE')).toBe('FR');
    expect(sovereignCountry('IT')).toBe('IT');
  });

  it('when the carrier is licensed in Norway, Switzerland or Italy, then it is a Community carrier; in the UK or the US, not', () => {
    expect([isEuCarrierCountry('NO'), isEuCarrierCountry('CH'), isEuCarrierCountry('IT')]).toEqual([true, true, true]);
    expect([isEuCarrierCountry('GB'), isEuCarrierCountry('US')]).toEqual([false, false]);
  });

  it('when both airports are inside the area, then the flight is intra-Community, Switzerland and Réunion included', () => {
    expect(isIntraCommunity('IT', 'DE')).toBe(true);
    expect(isIntraCommunity('CH', 'IT')).toBe(true);
    expect(isIntraCommunity('RE', 'FR')).toBe(true);
  });

  it('when one airport is outside the area, then the flight is not intra-Community', () => {
    expect(isIntraCommunity('IT', 'US')).toBe(false);
    expect(isIntraCommunity('GB', 'IT')).toBe(false);
    expect(isIntraCommunity('PF', 'FR')).toBe(false);
  });
});
