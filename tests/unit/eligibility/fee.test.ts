import { describe, expect, it } from 'vitest';
import { calculateFee } from '../../../src/eligibility/index.js';

describe('our fee: 25 % commission plus 22 % VAT, each rounded', () => {
  it('when the compensation is 600 €, then commission 150, VAT 33, fee 183 and 417 € to the passenger', () => {
    expect(calculateFee(600)).toEqual({ commission: 150, vat: 33, totalFee: 183, netAmount: 417 });
  });

  it('when the compensation is 400 €, then commission 100, VAT 22, fee 122 and 278 € net', () => {
    expect(calculateFee(400)).toEqual({ commission: 100, vat: 22, totalFee: 122, netAmount: 278 });
  });

  it('when the compensation is 250 €, then the commission 62.5 rounds to 63 and its VAT 13.86 to 14', () => {
    expect(calculateFee(250)).toEqual({ commission: 63, vat: 14, totalFee: 77, netAmount: 173 });
  });

  it('when the compensation is 300 €, then the VAT on 75 € is exactly 16.5 and rounds up to 17', () => {
    expect(calculateFee(300)).toEqual({ commission: 75, vat: 17, totalFee: 92, netAmount: 208 });
  });

  it('when the compensation is 125 €, then commission 31, VAT 7, fee 38, net 87', () => {
    expect(calculateFee(125)).toEqual({ commission: 31, vat: 7, totalFee: 38, netAmount: 87 });
  });

  it('when there is no compensation, then there is no fee', () => {
    expect(calculateFee(0)).toEqual({ commission: 0, vat: 0, totalFee: 0, netAmount: 0 });
  });

  it('when the compensation is tiny, then the net never goes below 0', () => {
    expect(calculateFee(1)).toEqual({ commission: 0, vat: 0, totalFee: 0, netAmount: 1 });
    expect(calculateFee(2)).toEqual({ commission: 1, vat: 0, totalFee: 1, netAmount: 1 });
  });
});
