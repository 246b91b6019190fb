import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { formatDateTime, formatDay, formatEuro } from '@/components/admin/format';
import { timelineQuery, type TimelineEntry } from '../api/claims';

const ACTOR_KIND = { passenger: 'Passeggero', operator: 'Operatore', system: 'Sistema' } as const;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A changed value as the rest of the page shows it: amounts in euro, dates in Italian. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'compensationAmount' && typeof value === 'number') return formatEuro(value);
  if (field === 'flightDate' && typeof value === 'string') return formatDay(value);
  return String(value);
}

export function actorName(actor: TimelineEntry['actor']): string {
  if (actor.kind === 'operator') return actor.name || ACTOR_KIND.operator;
  return ACTOR_KIND[actor.kind];
}

/** Every event of the claim, newest first; choosing one shows the claim as it was right after it. */
export function Timeline({ claimId, viewing, onView }: { claimId: number; viewing: number | undefined; onView: (entry: TimelineEntry) => void }) {
  const timeline = useQuery(timelineQuery(claimId));
  if (timeline.isPending) return <Spinner label="Caricamento cronologia..." />;
  if (timeline.isError) return <p className="text-red-700">Impossibile caricare la cronologia: {timeline.error.message}</p>;
  return (
    <ol className="space-y-3" aria-label="Cronologia della pratica">
      {timeline.data.map((entry) => (
        <li key={entry.eventId} className={cn('rounded-lg border p-3', entry.version === viewing ? 'border-amber-400 bg-amber-50' : 'border-slate-200')}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">{entry.description}</p>
            <time dateTime={entry.at} className="text-sm text-slate-600">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p className="text-sm text-slate-600">
            {actorName(entry.actor)} · versione {entry.version}
          </p>
          {entry.changes && entry.changes.length > 0 && (
            <ul className="mt-2 space-y-0.5 text-sm">
              {entry.changes.map((change) => (
                <li key={change.field}>
                  <span className="font-medium">{sentenceCase(change.label)}</span>: <del className="text-red-700">{shown(change.field, change.from)}</del> → <ins className="text-green-800 no-underline">{shown(change.field, change.to)}</ins>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline" onClick={() => onView(entry)}>
            <History className="size-4" aria-hidden="true" /> Vedi la pratica a questo punto
          </button>
        </li>
      ))}
    </ol>
  );
}
