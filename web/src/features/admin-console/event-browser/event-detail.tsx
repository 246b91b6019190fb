import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { eventQuery } from '../api/event-browser';
import { actorLabel, EventList } from './event-list';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One event: its line, data and metadata as the store returns them, and links along its correlation and causation. */
export function EventDetailPanel({ eventId, onOpen, onSameCorrelation, onClose }: { eventId: string; onOpen: (eventId: string) => void; onSameCorrelation: (correlationId: string) => void; onClose: () => void }) {
  const detail = useQuery(eventQuery(eventId));
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a list further down the page: bring it into view and tell screen readers.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [eventId]);
  return (
    <Card className="space-y-4" role="region" aria-label="Dettaglio evento">
      <div className="flex items-start justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          Dettaglio evento
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Chiudi il dettaglio">
          <X className="size-4" aria-hidden="true" /> Chiudi
        </Button>
      </div>
      {detail.isPending && <Spinner label="Caricamento evento..." />}
      {detail.isError && <p className="text-red-700">Impossibile caricare l’evento: {detail.error.message}</p>}
      {detail.data && (
        <>
          <div className="space-y-1">
            <p className="font-semibold text-slate-900">{detail.data.event.description}</p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">Tipo</dt>
              <dd className="font-mono text-xs break-all">{detail.data.event.type}</dd>
              <dt className="text-slate-600">Flusso</dt>
              <dd className="font-mono text-xs break-all">
                {detail.data.event.stream} · versione {detail.data.event.version}
                {detail.data.event.claimId !== null && (
                  <>
                    {' '}
                    · <Link href={`/admin/practice/${detail.data.event.claimId}`} className="font-sans font-semibold text-brand-700 underline">Apri la pratica</Link>
                  </>
                )}
              </dd>
              <dt className="text-slate-600">Registrato</dt>
              <dd>{formatDateTime(detail.data.event.recordedAt)}</dd>
              <dt className="text-slate-600">Autore</dt>
              <dd>{actorLabel(detail.data.event.actor)}</dd>
              <dt className="text-slate-600">Id</dt>
              <dd className="font-mono text-xs break-all">{detail.data.event.id}</dd>
              <dt className="text-slate-600">Correlazione</dt>
              <dd className="font-mono text-xs break-all">{detail.data.event.correlationId ?? '—'}</dd>
              <dt className="text-slate-600">Causa</dt>
              <dd className="text-sm break-all">
                {detail.data.causedBy ? (
                  <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onOpen(detail.data.causedBy!.id)}>
                    {detail.data.causedBy.description}
                  </button>
                ) : (
                  <span className="font-mono text-xs">{detail.data.event.causationId ?? '—'}</span>
                )}
              </dd>
            </dl>
          </div>
          {detail.data.event.correlationId && (
            <section className="space-y-2" aria-label="Eventi con la stessa correlazione">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">Eventi con la stessa correlazione</h3>
                <Button variant="outline" size="sm" onClick={() => onSameCorrelation(detail.data.event.correlationId!)}>
                  Filtra per questa correlazione
                </Button>
              </div>
              {detail.data.sameCorrelation.length === 0 ? (
                <p className="text-sm text-slate-600">Nessun altro evento con questa correlazione.</p>
              ) : (
                <EventList events={detail.data.sameCorrelation} onOpen={onOpen} label="Eventi correlati" />
              )}
              {detail.data.moreWithSameCorrelation && <p className="text-sm text-slate-600">Ce ne sono altri: usa il filtro per vederli tutti.</p>}
            </section>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <section className="min-w-0 space-y-1">
              <h3 className="font-semibold text-slate-900">Dati</h3>
              <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" aria-label="Dati dell'evento">{json(detail.data.event.data)}</pre>
            </section>
            <section className="min-w-0 space-y-1">
              <h3 className="font-semibold text-slate-900">Metadati</h3>
              <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100" aria-label="Metadati dell'evento">{json(detail.data.event.metadata)}</pre>
            </section>
          </div>
        </>
      )}
    </Card>
  );
}
