import { PAYOUT_STATE_LABELS, type PassengerPayoutView } from '@contracts/billing';
import { Badge } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatDay } from '@/components/admin/format';

const TONES: Record<PassengerPayoutView['state'], string> = {
  awaiting_payment: 'bg-slate-100 text-slate-700',
  awaiting_mandate: 'bg-amber-100 text-amber-900',
  awaiting_invoice: 'bg-amber-100 text-amber-900',
  awaiting_bank_details: 'bg-amber-100 text-amber-900',
  ready: 'bg-sky-100 text-sky-900',
  in_batch: 'bg-indigo-100 text-indigo-900',
  paid: 'bg-emerald-100 text-emerald-900',
  voucher: 'bg-slate-100 text-slate-700',
  travelled_free: 'bg-slate-100 text-slate-700',
};

/** A passenger's payout step in words: «Bonifico inviato il 24/11/2026». */
export function payoutStateLabel(passenger: Pick<PassengerPayoutView, 'state' | 'paidOn'>): string {
  return passenger.state === 'paid' && passenger.paidOn ? `Bonifico inviato il ${formatDay(passenger.paidOn)}` : PAYOUT_STATE_LABELS[passenger.state];
}

export function PayoutStateBadge({ passenger }: { passenger: Pick<PassengerPayoutView, 'state' | 'paidOn'> }) {
  return <Badge className={cn(TONES[passenger.state])}>{payoutStateLabel(passenger)}</Badge>;
}
