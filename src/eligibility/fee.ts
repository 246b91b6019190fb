export const COMMISSION_PERCENT = 25;
export const VAT_PERCENT = 22;

export interface FeeBreakdown {
  commission: number;
  vat: number;
  totalFee: number;
  netAmount: number;
}

/** The spec's fee: each step rounded to whole euro. Integer percent maths keeps the .5 cases exact (75 € → VAT 17). */
export function calculateFee(baseAmount: number): FeeBreakdown {
  const commission = Math.round((baseAmount * COMMISSION_PERCENT) / 100);
  const vat = Math.round((commission * VAT_PERCENT) / 100);
  const totalFee = commission + vat;
  return { commission, vat, totalFee, netAmount: Math.max(0, baseAmount - totalFee) };
}
