import { z } from 'zod';

/** GET /api/payout-times: how long our own paid claims took, once there are enough of them to say. */
export const PAYOUT_TIMES_PATH = '/api/payout-times';

/** Below this many paid claims the site states no figure at all (an average of a handful says nothing). */
export const PAYOUT_TIMES_MIN_CLAIMS = 30;

export const payoutTimesSchema = z.object({
  /**
   * The median, in calendar days, from the claim's submission to the first payout to one of its passengers,
   * over every claim paid so far; null while fewer than PAYOUT_TIMES_MIN_CLAIMS claims are paid.
   */
  medianDays: z.number().int().nonnegative().nullable(),
  /** How many paid claims the median is measured on (0 while it is null: the count itself is not shown). */
  paidClaims: z.number().int().nonnegative(),
});
export type PayoutTimes = z.infer<typeof payoutTimesSchema>;

/** The method, word for word wherever the figure is shown. */
export const payoutTimesMethod = (paidClaims: number) =>
  `Mediana dei giorni di calendario tra l’invio della richiesta e il bonifico al passeggero, calcolata su tutte le ${paidClaims.toLocaleString('it-IT')} pratiche che abbiamo pagato finora.`;
