import { formatDateTime } from '@/components/admin/format';
import type { BrowsedEvent } from '../api/event-browser';

const ACTOR_KIND: Record<string, string> = { passenger: 'Passeggero', operator: 'Operatore', system: 'Sistema' };

export function actorLabel(actor: BrowsedEvent['actor']): string {
  return actor.kind === 'operator' ? `${actor.name} (operatore)` : actor.kind === 'passenger' ? ACTOR_KIND.passenger! : actor.name;
}

/** Events newest first, one plain-Italian line each; `onOpen` shows one's data and metadata. */
export function EventList({ events, onOpen, label }: { events: BrowsedEvent[]; onOpen: (eventId: string) => void; label: string }) {
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-event-id={event.id}>
          <div className="min-w-0 space-y-0.5">
            <p className="font-semibold text-slate-900">{event.description}</p>
            <p className="text-sm break-all text-slate-600">
              <span className="font-mono text-xs">{event.type}</span> · flusso <span className="font-mono text-xs">{event.stream}</span> v{event.version} · {actorLabel(event.actor)}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3 text-sm">
            <time dateTime={event.recordedAt} className="text-slate-600">
              {formatDateTime(event.recordedAt)}
            </time>
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onOpen(event.id)} aria-label={`Apri l'evento ${event.type} del ${formatDateTime(event.recordedAt)}`}>
              Apri
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
