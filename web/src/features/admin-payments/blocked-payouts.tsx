import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { PAYOUT_BLOCKERS, type PayoutBlocker } from '@contracts/billing';
import { Link } from 'wouter';
import { fieldProblem } from '@/app/api-client';
import { Card, Spinner } from '@/components/ui/card';
import { blockedPayoutsQuery, type BlockedPayout } from './api/billing';
import { BankDetailsLink, MissingInvoices } from './unblock-actions';

/** What unblocks a payout, done from here where it can be (a link, the missing invoices), else the claim's page. */
function Unblock({ payout, blocker }: { payout: BlockedPayout; blocker: PayoutBlocker }) {
  switch (blocker) {
    case 'no_bank_details':
      return <BankDetailsLink claimId={payout.claimId} passenger={payout} />;
    case 'no_invoice':
      return <MissingInvoices claimId={payout.claimId} />;
    case 'in_batch':
      return (
        <a className="text-sm text-brand-700 underline" href="#distinte">
          Vai alle distinte
        </a>
      );
    default:
      return (
        <Link className="text-sm text-brand-700 underline" href={`/admin/practice/${payout.claimId}`}>
          Apri la pratica {payout.practiceNumber}
        </Link>
      );
  }
}

/** «Da pagare, ma non ancora pronti»: each passenger the airline accepted or paid for who cannot be paid yet, why, and the action that unblocks it. */
export function BlockedPayouts() {
  const blocked = useQuery(blockedPayoutsQuery);
  if (blocked.isPending) return <Spinner label="Caricamento bonifici bloccati..." />;
  if (blocked.isError) return <p className="text-red-700" role="alert">Errore nel caricamento: {fieldProblem(blocked.error, 'riprova.')}</p>;
  const payouts = blocked.data.payouts;
  if (payouts.length === 0) return null;
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Da pagare, ma non ancora pronti ({payouts.length})</h2>
      <ul className="divide-y divide-slate-100" aria-label="Passeggeri da pagare non ancora pronti">
        {payouts.map((payout) => (
          <li key={`${payout.claimId}/${payout.passengerId}`} className="space-y-2 py-3">
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="font-medium">{payout.fullName}</span>
              <Link className="text-sm text-brand-700 underline" href={`/admin/practice/${payout.claimId}`}>
                pratica {payout.practiceNumber}
              </Link>
              <span className="ml-auto font-semibold">{payout.owedCents > 0 ? formatEuroCents(payout.owedCents) : 'nulla ancora ricevuto'}</span>
            </p>
            <ul className="space-y-2 text-sm">
              {payout.blockers.map((blocker) => (
                <li key={blocker} className="space-y-1">
                  <p>
                    <span className="font-medium text-amber-900">{PAYOUT_BLOCKERS[blocker].reason}</span> — {PAYOUT_BLOCKERS[blocker].action}
                  </p>
                  <Unblock payout={payout} blocker={blocker} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}
