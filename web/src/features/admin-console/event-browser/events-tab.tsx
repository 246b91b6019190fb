import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { useUrlState } from '@/app/admin/use-url-state';
import { eventsQuery, FILTER_KEYS, type EventFilters } from '../api/event-browser';
import { EventDetailPanel } from './event-detail';
import { EventList } from './event-list';

const LABELS: Record<(typeof FILTER_KEYS)[number], { label: string; hint?: string; type?: string }> = {
  type: { label: 'Tipo di evento', hint: 'Più tipi separati da virgola, es. ClaimSubmitted,ClaimStatusChanged' },
  stream: { label: 'Flusso', hint: 'Es. claim-42 oppure operator-audit' },
  actor: { label: 'Autore (id)', hint: 'L’id di un operatore o di un componente di sistema' },
  correlation: { label: 'Correlazione (id)' },
  from: { label: 'Dal giorno', type: 'date' },
  to: { label: 'Al giorno (compreso)', type: 'date' },
};

/** Every stream's history for support staff: filters in the address (shareable), newest first, older pages on demand. */
export function EventsTab() {
  const [params, update] = useUrlState();
  const filters: EventFilters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const openEvent = params.get('event') ?? undefined;
  const [draft, setDraft] = useState<EventFilters>(filters);
  const events = useInfiniteQuery(eventsQuery(filters));
  const all = events.data?.pages.flatMap((page) => page.events) ?? [];
  const scanned = events.data?.pages.at(-1)?.scanned;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update(Object.fromEntries(FILTER_KEYS.map((key) => [key, draft[key]?.trim() || undefined])));
  };
  const clear = () => {
    setDraft({});
    update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  };

  return (
    <div className="space-y-4">
      {openEvent && (
        <EventDetailPanel
          eventId={openEvent}
          onOpen={(eventId) => update({ event: eventId })}
          onSameCorrelation={(correlation) => {
            setDraft({ correlation });
            update({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])), correlation, event: undefined });
          }}
          onClose={() => update({ event: undefined })}
        />
      )}
      <Card>
        <form className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" onSubmit={apply} aria-label="Filtri degli eventi">
          {FILTER_KEYS.map((key) => (
            <Field key={key} label={LABELS[key].label} hint={LABELS[key].hint}>
              {({ id, describedBy }) => (
                <Input id={id} name={key} type={LABELS[key].type ?? 'text'} aria-describedby={describedBy} value={draft[key] ?? ''} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />
              )}
            </Field>
          ))}
          <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
            <Button type="submit" variant="secondary" size="sm">
              Filtra
            </Button>
            <Button variant="outline" size="sm" onClick={clear}>
              Azzera filtri
            </Button>
          </div>
        </form>
      </Card>
      {events.isPending && <Spinner label="Caricamento eventi..." />}
      {events.isError && (
        <p className="text-red-700" role="alert">
          Impossibile caricare gli eventi: {events.error.message}
        </p>
      )}
      {events.isSuccess && all.length === 0 && <p className="text-slate-600">Nessun evento corrisponde ai filtri.</p>}
      {all.length > 0 && <EventList events={all} onOpen={(eventId) => update({ event: eventId })} label="Eventi" />}
      {scanned !== undefined && <p className="text-sm text-slate-600">Con EventStoreDB la ricerca legge al più {scanned} eventi per volta: continua per cercare più indietro.</p>}
      {events.hasNextPage && (
        <Button variant="outline" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          {events.isFetchingNextPage ? 'Caricamento...' : 'Carica eventi più vecchi'}
        </Button>
      )}
    </div>
  );
}
