export const COMMISSION_PERCENT = 25;
export const VAT_PERCENT = 22;
/** The commission with its VAT, as a rate of the compensation: 25 × 1,22 = 30,5. */
export const VAT_INCLUSIVE_PERCENT = (COMMISSION_PERCENT * (100 + VAT_PERCENT)) / 100;

const italianPercent = (value: number) => `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(value)} %`;

/** Every headline price, word for word (Cod. Cons. artt. 22 and 49: the VAT-inclusive rate beside the net one). */
export const HEADLINE_PRICE = `${italianPercent(COMMISSION_PERCENT)} + IVA (${italianPercent(VAT_INCLUSIVE_PERCENT)} IVA inclusa)`;

/** Every figure in euro cents. */
export interface FeeBreakdown {
  compensationCents: number;
  commissionCents: number;
  vatCents: number;
  /** Commission + VAT. */
  feeCents: number;
  netCents: number;
}

/** A share of a whole number of cents, rounded half-up to the cent, in integers only (no 0.1 + 0.2 drift). */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/** Our fee: 25 % of the compensation, VAT 22 % of that commission, each rounded half-up to the cent. */
export function calculateFee(compensationCents: number): FeeBreakdown {
  const cents = Math.max(0, Math.round(compensationCents));
  const commissionCents = percentOf(cents, COMMISSION_PERCENT);
  const vatCents = percentOf(commissionCents, VAT_PERCENT);
  const feeCents = commissionCents + vatCents;
  return { compensationCents: cents, commissionCents, vatCents, feeCents, netCents: cents - feeCents };
}
