import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { StatCard } from '@/components/admin/stat-card';
import { formatDay } from '@/components/admin/format';
import { billingStatsQuery, readyPayoutsQuery, useCreatePayoutBatch } from './api/billing';
import { BlockedPayouts } from './blocked-payouts';
import { PayoutBatches } from './payout-batches';

const keyOf = (item: { claimId: number; passengerId: number }) => `${item.claimId}/${item.passengerId}`;

function BillingStatsCards() {
  const stats = useQuery(billingStatsQuery);
  if (stats.isPending) return <Spinner label="Caricamento statistiche..." />;
  if (stats.isError) return <p className="text-red-700" role="alert">Statistiche non disponibili: {fieldProblem(stats.error, 'riprova.')}</p>;
  const { recoveredCents, invoicedCents, pendingPayouts, payoutDays } = stats.data;
  return (
    <section aria-label="Statistiche dei pagamenti" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Importi recuperati" value={formatEuroCents(recoveredCents)} />
      <StatCard label="Compensi fatturati" value={formatEuroCents(invoicedCents)} />
      <StatCard label={`Bonifici da fare (${pendingPayouts.count})`} value={formatEuroCents(pendingPayouts.amountCents)} tone={pendingPayouts.count ? 'text-amber-700' : undefined} />
      <StatCard
        label={`Giorni lavorativi dal pagamento al bonifico (promessa: ≤ ${payoutDays.promise})`}
        value={
          payoutDays.count === 0 ? (
            '—'
          ) : (
            <span>
              {payoutDays.averageWorkingDays?.toLocaleString('it-IT')} <span className="text-base font-medium text-slate-600">in media, peggiore {payoutDays.worstWorkingDays}; oltre la promessa: {payoutDays.overPromise}</span>
            </span>
          )
        }
        tone={payoutDays.overPromise ? 'text-red-700' : undefined}
      />
    </section>
  );
}

function ReadyPayouts() {
  const ready = useQuery(readyPayoutsQuery);
  const create = useCreatePayoutBatch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (ready.isPending) return <Spinner label="Caricamento bonifici da fare..." />;
  if (ready.isError) return <p className="text-red-700" role="alert">Errore nel caricamento: {fieldProblem(ready.error, 'riprova.')}</p>;
  const payouts = ready.data.payouts;
  const chosen = payouts.filter((payout) => selected.has(keyOf(payout)));
  const toggle = (key: string) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  return (
    <Card className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Pronti per il bonifico</h2>
      {payouts.length === 0 ? (
        <p className="text-slate-600">Nessun passeggero pronto: servono il pagamento della compagnia, la fattura e le coordinate bancarie di ciascuno (chi aspetta e perché è qui sotto).</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Passeggeri pronti per il bonifico">
            {payouts.map((payout) => (
              <li key={keyOf(payout)} className="py-2">
                <label className="flex cursor-pointer flex-wrap items-center gap-3">
                  <input type="checkbox" className="size-5" checked={selected.has(keyOf(payout))} onChange={() => toggle(keyOf(payout))} />
                  <span className="font-medium">{payout.fullName}</span>
                  <span className="text-sm text-slate-600">
                    pratica {payout.practiceNumber} · volo {payout.flightNumber} · pagato dalla compagnia il {formatDay(payout.paymentReceivedOn)}
                  </span>
                  <span className="ml-auto font-semibold">{formatEuroCents(payout.amountCents)}</span>
                </label>
              </li>
            ))}
          </ul>
          {create.isError && <p className="text-sm text-red-700" role="alert">{fieldProblem(create.error, 'Distinta non creata: riprova.')}</p>}
          <Button
            disabled={chosen.length === 0 || create.isPending}
            onClick={() => create.mutate(chosen.map(({ claimId, passengerId }) => ({ claimId, passengerId })), { onSuccess: () => setSelected(new Set()) })}
          >
            {create.isPending ? 'Creazione…' : `Crea distinta (${chosen.length}, ${formatEuroCents(chosen.reduce((sum, payout) => sum + payout.amountCents, 0))})`}
          </Button>
        </>
      )}
    </Card>
  );
}

/** «Pagamenti»: the money figures, the passengers ready to pay, and the batches with their SEPA files. */
export function PaymentsTab() {
  return (
    <div className="space-y-6">
      <BillingStatsCards />
      <ReadyPayouts />
      <BlockedPayouts />
      <PayoutBatches />
    </div>
  );
}
