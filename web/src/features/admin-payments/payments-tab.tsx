import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { PAYOUT_BLOCKERS } from '@contracts/billing';
import { useState } from 'react';
import { Link } from 'wouter';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { StatCard } from '@/components/admin/stat-card';
import { formatDateTime, formatDay } from '@/components/admin/format';
import {
  blockedPayoutsQuery,
  billingStatsQuery,
  pain001Url,
  payoutBatchesQuery,
  readyPayoutsQuery,
  useApprovePayoutBatch,
  useCreatePayoutBatch,
  useExecutePayoutBatch,
  type PayoutBatchView,
} from './api/billing';
import { countOf } from '@contracts/plural';

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

/** «Da pagare, ma bloccati»: each passenger the airline accepted or paid for who cannot be paid yet, why, and what unblocks it. */
function BlockedPayouts() {
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
          <li key={`${payout.claimId}/${payout.passengerId}`} className="space-y-1 py-2">
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="font-medium">{payout.fullName}</span>
              <Link className="text-sm text-brand-700 underline" href={`/admin/practice/${payout.claimId}`}>
                pratica {payout.practiceNumber}
              </Link>
              <span className="ml-auto font-semibold">{payout.owedCents > 0 ? formatEuroCents(payout.owedCents) : 'nulla ancora ricevuto'}</span>
            </p>
            <ul className="text-sm">
              {payout.blockers.map((blocker) => (
                <li key={blocker}>
                  <span className="text-amber-800">{PAYOUT_BLOCKERS[blocker].reason}</span> — {PAYOUT_BLOCKERS[blocker].action}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
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

/** Who made the batch and who approved it (four eyes): the SEPA file and «eseguita» wait for the approval. */
function BatchApproval({ batch }: { batch: PayoutBatchView }) {
  const approve = useApprovePayoutBatch();
  const createdBy = batch.createdBy ? `Creata da ${batch.createdBy.name}` : 'Creata';
  if (batch.approvedBy) {
    return (
      <p className="text-sm text-slate-600">
        {createdBy} · approvata da {batch.approvedBy.name}
        {batch.approvedAt ? ` il ${formatDateTime(batch.approvedAt)}` : ''}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-amber-800">{createdBy} · da approvare da un secondo amministratore</span>
      <Button size="sm" onClick={() => approve.mutate(batch.id)} disabled={approve.isPending}>
        {approve.isPending ? 'Approvazione…' : 'Approva'}
      </Button>
      {approve.isError && (
        <span className="text-red-700" role="alert">
          {fieldProblem(approve.error, 'Non approvata: riprova.')}
        </span>
      )}
    </div>
  );
}

function BatchRow({ batch }: { batch: PayoutBatchView }) {
  const execute = useExecutePayoutBatch();
  const [confirming, setConfirming] = useState(false);
  const approved = Boolean(batch.approvedBy);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">
          Distinta del {formatDateTime(batch.createdAt)} — {countOf(batch.items.length, 'bonifico', 'bonifici')}, {formatEuroCents(batch.totalCents)}
        </p>
        <p className="text-sm text-slate-600">
          {batch.executedOn ? `Eseguita il ${formatDay(batch.executedOn)}` : 'Da eseguire'} · pratiche {batch.items.map((item) => `${item.practiceNumber}/${item.passengerId}`).join(', ')}
        </p>
        <BatchApproval batch={batch} />
        {execute.isError && <p className="text-sm text-red-700" role="alert">{fieldProblem(execute.error, 'Non registrata: riprova.')}</p>}
      </div>
      {approved && (
        <Button asChild variant="outline" size="sm">
          <a href={pain001Url(batch.id)} download>
            Scarica file SEPA (pain.001)
          </a>
        </Button>
      )}
      {approved && !batch.executedOn && (
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} disabled={execute.isPending}>
          Segna come eseguita
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Segnare la distinta come eseguita?"
        description={`Conferma solo dopo che la banca ha eseguito ${countOf(batch.items.length, 'bonifico', 'bonifici')} della distinta (${formatEuroCents(batch.totalCents)}): ogni passeggero riceve l’e-mail «Bonifico inviato».`}
        confirmLabel="Sì, è eseguita"
        pending={execute.isPending}
        onConfirm={() => execute.mutate(batch.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}

function PayoutBatches() {
  const batches = useQuery(payoutBatchesQuery);
  return (
    <Card className="space-y-2">
      <h2 className="text-xl font-bold text-slate-900">Distinte di pagamento</h2>
      {batches.isPending && <Spinner label="Caricamento distinte..." />}
      {batches.isError && <p className="text-red-700" role="alert">Errore nel caricamento: {fieldProblem(batches.error, 'riprova.')}</p>}
      {batches.data && batches.data.batches.length === 0 && <p className="text-slate-600">Nessuna distinta.</p>}
      {batches.data && batches.data.batches.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {batches.data.batches.map((batch) => (
            <BatchRow key={batch.id} batch={batch} />
          ))}
        </ul>
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
