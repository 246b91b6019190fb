import { formatEuroCents } from '@eligibility';
import { countOf } from '@contracts/plural';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { formatDateTime, formatDay } from '@/components/admin/format';
import { payoutBatchesQuery, useApprovePayoutBatch, useExecutePayoutBatch, type PayoutBatchView } from './api/billing';
import { SepaDownload } from './sepa-download';

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
      {approved && <SepaDownload batchId={batch.id} />}
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

/** «Distinte di pagamento», a page at a time, the newest first. */
export function PayoutBatches() {
  const [page, setPage] = useState(1);
  const batches = useQuery({ ...payoutBatchesQuery(page), placeholderData: keepPreviousData });
  const pages = batches.data ? Math.max(1, Math.ceil(batches.data.total / batches.data.pageSize)) : 1;
  return (
    <Card id="distinte" className="space-y-2">
      <h2 className="text-xl font-bold text-slate-900">Distinte di pagamento{batches.data ? ` (${batches.data.total})` : ''}</h2>
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
      {pages > 1 && (
        <nav aria-label="Pagine delle distinte" className="flex items-center justify-between gap-3 pt-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Più recenti
          </Button>
          <span className="text-sm text-slate-600">
            Pagina {page} di {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Meno recenti
          </Button>
        </nav>
      )}
    </Card>
  );
}
