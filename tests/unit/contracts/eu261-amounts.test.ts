import { describe, expect, it } from 'vitest';
import { euro, HALVED_AMOUNTS, LONG_HAUL_AMOUNT, MAX_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, MIN_AMOUNT, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '../../../web/src/content/eu261-amounts.js';

describe("the pages' EU261 amounts", () => {
  it('when read from the eligibility engine, then they are the Art. 7 amounts and their halves', () => {
    expect([SHORT_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, LONG_HAUL_AMOUNT]).toEqual([250, 400, 600]);
    expect(HALVED_AMOUNTS).toEqual({ short: 125, medium: 200, long: 300 });
  });

  it('when written in prose, then they read as the pages always wrote them', () => {
    expect([MIN_AMOUNT, MAX_AMOUNT, euro(HALVED_AMOUNTS.long)]).toEqual(['250 €', '600 €', '300 €']);
  });

  it('when the distance limits are written in prose, then they read with the thousands dot', () => {
    expect([SHORT_HAUL_KM, MEDIUM_HAUL_KM]).toEqual(['1.500', '3.500']);
  });
});
