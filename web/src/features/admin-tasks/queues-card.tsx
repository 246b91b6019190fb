import { QUEUE_LABELS, QUEUE_NAMES } from '@contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatDay } from '@/components/admin/format';
import { useUrlState } from '@/app/admin/use-url-state';
import { queueClaimsQuery, queuesQuery, type QueueName } from './api/tasks';
import { countOf } from '@contracts/plural';

const days = (value: number | null) => (value === null ? '—' : countOf(value, 'giorno', 'giorni'));

function QueueClaims({ queue }: { queue: QueueName }) {
  const [params, update] = useUrlState();
  const page = Math.max(1, Number(params.get('pagina-coda')) || 1);
  const claims = useQuery(queueClaimsQuery(queue, page));
  if (claims.isPending) return <Spinner />;
  if (claims.isError)
    return (
      <p className="text-red-700" role="alert">
        Impossibile caricare le pratiche: {claims.error.message}
      </p>
    );
  const { items, pageSize } = claims.data;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        {QUEUE_LABELS[queue]}: {queue === 'awaiting_airline' ? 'dalla più vecchia in attesa di risposta' : 'pratiche dalla più ferma'}
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-600">Nessuna pratica in questa coda.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {items.map((item) => (
            <li key={item.claimId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link className="font-mono text-brand-700 underline" href={`/admin/practice/${item.claimId}`}>
                Pratica {item.practiceNumber}
              </Link>
              <span className="text-slate-700">
                {item.awaitingSince && `Inviata alla compagnia il ${formatDay(item.awaitingSince.slice(0, 10))} · `}Nessuna novità per il passeggero da {days(item.ageDays)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page === 1} onClick={() => update({ 'pagina-coda': page > 2 ? String(page - 1) : undefined })}>
          Precedenti
        </Button>
        <Button size="sm" variant="outline" disabled={items.length < pageSize} onClick={() => update({ 'pagina-coda': String(page + 1) })}>
          Successive
        </Button>
      </div>
    </div>
  );
}

/** The five work queues with their size and how long their claims have been silent; one opens to its claims. */
export function QueuesCard() {
  const [params, update] = useUrlState();
  const queues = useQuery(queuesQuery);
  const selected = QUEUE_NAMES.find((queue) => queue === params.get('coda'));

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold text-slate-900">Code di lavoro</h2>
      {queues.isPending ? (
        <Spinner />
      ) : queues.isError ? (
        <p className="text-red-700" role="alert">
          Impossibile caricare le code: {queues.error.message}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
          {queues.data.queues.map((summary) => (
            <li key={summary.queue}>
              <button
                type="button"
                aria-pressed={selected === summary.queue}
                onClick={() => update({ coda: selected === summary.queue ? undefined : summary.queue, 'pagina-coda': undefined })}
                className={cn(
                  'w-full rounded-xl border bg-white p-4 text-left shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                  selected === summary.queue ? 'border-brand-600' : 'border-slate-200',
                )}
              >
                <span className="block text-sm font-medium text-slate-600">{QUEUE_LABELS[summary.queue]}</span>
                <span className={cn('mt-1 block text-3xl font-extrabold', summary.queue === 'overdue' && summary.count > 0 ? 'text-red-700' : 'text-slate-900')}>{summary.count}</span>
                <span className="mt-1 block text-xs text-slate-600">
                  Ferma da: più vecchia {days(summary.oldestAgeDays)}, mediana {days(summary.medianAgeDays)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && <QueueClaims queue={selected} />}
    </Card>
  );
}
