import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { AnswerAge } from './answer-age';
import { inboxQuery, type InboxItem } from './api/inbox';
import { MessagesPanel } from './messages-panel';

/** «Messaggi»: every passenger waiting for an answer, across all claims, the longest wait first; answered here. */
export function InboxTab({ onOpenClaim }: { onOpenClaim: (claimId: number) => void }) {
  const inbox = useQuery(inboxQuery);
  const [open, setOpen] = useState<number>();
  const now = Date.now();

  if (inbox.isPending) return <Spinner />;
  if (inbox.isError) return <Card role="alert">Errore nel caricamento dei messaggi: {problemMessage(inbox.error, inbox.error.message)}</Card>;
  const { items, total } = inbox.data;
  return (
    <section aria-labelledby="inbox-title" className="space-y-4">
      <h2 id="inbox-title" className="text-xl font-bold text-slate-900">
        Passeggeri in attesa di risposta ({total})
      </h2>
      {items.length === 0 ? (
        <Card className="text-center text-slate-700">Nessun passeggero aspetta una risposta.</Card>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <InboxRow key={item.claimId} item={item} now={now} open={open === item.claimId} onToggle={() => setOpen(open === item.claimId ? undefined : item.claimId)} onOpenClaim={onOpenClaim} />
          ))}
        </ul>
      )}
      {total > items.length && <p className="text-sm text-slate-600">Sono mostrati i {items.length} in attesa da più tempo: rispondi a questi per vedere gli altri.</p>}
    </section>
  );
}

function InboxRow({ item, now, open, onToggle, onOpenClaim }: { item: InboxItem; now: number; open: boolean; onToggle: () => void; onOpenClaim: (claimId: number) => void }) {
  const answerId = `inbox-answer-${item.claimId}`;
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">
            Pratica #{item.practiceNumber} · {item.passengerName}
          </p>
          <AnswerAge item={item} now={now} />
        </div>
        <p className="text-sm text-slate-600">
          {item.assignedTo ? `Assegnata a ${item.assignedTo}` : 'Non assegnata'} · {item.unanswered === 1 ? '1 messaggio' : `${item.unanswered} messaggi`} senza risposta
        </p>
        <blockquote className="border-l-4 border-slate-300 pl-3 break-words text-slate-800">{item.excerpt}</blockquote>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant={open ? 'outline' : 'secondary'} aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
            {open ? 'Chiudi' : 'Rispondi'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onOpenClaim(item.claimId)}>
            Apri la pratica
          </Button>
        </div>
        {open && (
          <div id={answerId}>
            <MessagesPanel claimId={item.claimId} />
          </div>
        )}
      </Card>
    </li>
  );
}
