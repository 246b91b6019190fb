import { describe, expect, it } from 'vitest';
import { calculateFee, formatEuroCents } from '../../../src/eligibility/index.js';

const shown = (cents: number) => formatEuroCents(cents).replace('\u00a0', ' ');

describe('our fee: 25 % commission and 22 % VAT on it, each rounded half-up to the cent, in integer cents', () => {
  it.each([
    [250, 6250, 1375, 7625, 17375],
    [300, 7500, 1650, 9150, 20850],
    [400, 10000, 2200, 12200, 27800],
    [600, 15000, 3300, 18300, 41700],
    [125, 3125, 688, 3813, 8687],
    [200, 5000, 1100, 6100, 13900],
  ])('when the compensation is %i €, then commission %i, VAT %i, fee %i and %i cents net', (euros, commission, vat, fee, net) => {
    expect(calculateFee(euros * 100)).toEqual({ compensationCents: euros * 100, commissionCents: commission, vatCents: vat, feeCents: fee, netCents: net });
  });

  it('when there is no compensation, then there is no fee', () => {
    expect(calculateFee(0)).toEqual({ compensationCents: 0, commissionCents: 0, vatCents: 0, feeCents: 0, netCents: 0 });
  });

  it('when the commission ends in half a cent, then it rounds up (2 cents → 0,5 → 1)', () => {
    expect(calculateFee(2)).toMatchObject({ commissionCents: 1, vatCents: 0, netCents: 1 });
  });
});

describe('amounts as shown: always two decimals, Italian separators', () => {
  it('when amounts are formatted, then 76,25 €, 122,00 €, 1.800,00 €, 0,00 €', () => {
    expect([shown(7625), shown(12200), shown(180000), shown(0), shown(8687)]).toEqual(['76,25 €', '122,00 €', '1.800,00 €', '0,00 €', '86,87 €']);
  });

  it('when formatted, then the sign is kept on the line with a non-breaking space', () => {
    expect(formatEuroCents(41700)).toBe('417,00\u00a0€');
  });
});
