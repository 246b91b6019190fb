import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { eventsQuery } from '../api/event-browser';
import { EventDetailPanel } from './event-detail';
import { EventList } from './event-list';

/** The claim's stream as the event browser shows it («Cronologia tecnica», administrators only). */
export function ClaimTechnicalHistory({ claimId }: { claimId: number }) {
  const events = useInfiniteQuery(eventsQuery({ stream: `claim-${claimId}` }));
  const [open, setOpen] = useState<string>();
  const [, navigate] = useLocation();
  if (events.isPending) return <Spinner label="Caricamento eventi..." />;
  if (events.isError) return <p className="text-red-700">Impossibile caricare gli eventi: {events.error.message}</p>;
  const all = events.data.pages.flatMap((page) => page.events);
  return (
    <div className="space-y-4">
      {open && <EventDetailPanel eventId={open} onOpen={setOpen} onSameCorrelation={(correlation) => navigate(`/admin?tab=eventi&correlation=${encodeURIComponent(correlation)}`)} onClose={() => setOpen(undefined)} />}
      {all.length === 0 ? <p className="text-slate-600">Nessun evento.</p> : <EventList events={all} onOpen={setOpen} label="Eventi della pratica" />}
      {events.hasNextPage && (
        <Button variant="outline" onClick={() => void events.fetchNextPage()} disabled={events.isFetchingNextPage}>
          Carica eventi più vecchi
        </Button>
      )}
    </div>
  );
}
