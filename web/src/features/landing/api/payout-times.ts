import { PAYOUT_TIMES_PATH, payoutTimesSchema, type PayoutTimes } from '@contracts/payout-times';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api-client';

/** GET /api/payout-times: the measured payout time, or null while too few claims are paid to state one. */
export const usePayoutTimes = () =>
  useQuery<PayoutTimes>({ queryKey: [PAYOUT_TIMES_PATH], queryFn: async () => payoutTimesSchema.parse(await apiRequest<unknown>('GET', PAYOUT_TIMES_PATH)), retry: false });
