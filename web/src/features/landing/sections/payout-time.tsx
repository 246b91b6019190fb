import { payoutTimesMethod } from '@contracts/payout-times';
import { usePayoutTimes } from '../api/payout-times';

/**
 * How long our paid claims took, measured and with its method; nothing at all while there are too
 * few of them, or when the answer is not there (no figure we cannot support: Cod. Cons. art. 21).
 */
export function PayoutTime() {
  const { data } = usePayoutTimes();
  if (!data || data.medianDays === null) return null;
  return (
    <span data-testid="payout-time">
      {' '}
      Sulle pratiche che abbiamo pagato finora ci sono voluti in mediana {data.medianDays.toLocaleString('it-IT')} giorni dall’invio della richiesta al bonifico.{' '}
      <small className="block pt-1 text-slate-600">Come lo calcoliamo: {payoutTimesMethod(data.paidClaims)}</small>
    </span>
  );
}
