import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/components/admin/format';
import type { AdminClaim } from '../api/claims';
import { communicationsQuery, useRecordNote, type Communication } from '../api/communications';

const KIND_LABELS: Record<Communication['type'], string> = { email: 'Email', note: 'Nota', call: 'Chiamata', sms: 'SMS' };
const EMAIL_STATE: Record<string, [string, string]> = {
  queued: ['In invio', 'bg-slate-100 text-slate-800'],
  sent: ['Inviata', 'bg-green-100 text-green-900'],
  failed: ['Non inviata', 'bg-red-100 text-red-900'],
};

function CommunicationItem({ communication }: { communication: Communication }) {
  const [label, tone] = communication.type === 'email' ? (EMAIL_STATE[communication.status] ?? EMAIL_STATE.queued!) : ['Registrata', 'bg-slate-100 text-slate-800'];
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{KIND_LABELS[communication.type]}</span>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{label}</span>
        <span className="text-slate-500">
          {formatDateTime(communication.createdAt)}
          {communication.actorName && ` · ${communication.actorName}`}
        </span>
      </div>
      {communication.subject && <p className="font-medium">{communication.subject}</p>}
      <p className="text-sm whitespace-pre-line text-slate-700">{communication.content}</p>
      {communication.failureReason && <p className="text-sm text-red-700">Motivo: {communication.failureReason}</p>}
    </li>
  );
}

function NoteForm({ claimId }: { claimId: number }) {
  const [content, setContent] = useState('');
  const record = useRecordNote(claimId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast({ title: '✅ Nota registrata', description: 'La nota è stata aggiunta alla pratica' });
      },
      onError: (error) => toast({ title: '❌ Errore', description: problemMessage(error, 'Errore nel salvare la nota'), variant: 'destructive' }),
    });
  };
  return (
    <form className="space-y-3" onSubmit={submit}>
      <Field label="Nuova nota">{({ id }) => <Textarea id={id} value={content} onChange={(event) => setContent(event.target.value)} />}</Field>
      <Button type="submit" variant="secondary" disabled={!content.trim() || record.isPending}>
        Registra la nota
      </Button>
    </form>
  );
}

/** The claim's e-mails, notes, calls and SMS, and the form to record a note; the passenger is written to from the conversation. */
export function CommunicationsPanel({ claim }: { claim: AdminClaim }) {
  const communications = useQuery(communicationsQuery(claim.id));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="space-y-3" aria-label="Storico comunicazioni">
        <h3 className="font-bold text-slate-900">Storico comunicazioni</h3>
        {communications.isPending && <Spinner />}
        {communications.isError && <p className="text-red-700">Errore nel caricamento delle comunicazioni: {communications.error.message}</p>}
        {communications.data?.length === 0 && <p className="text-sm text-slate-600">Nessuna comunicazione per questa pratica.</p>}
        <ul className="space-y-2">
          {communications.data?.map((communication) => (
            <CommunicationItem key={communication.id} communication={communication} />
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h3 className="font-bold text-slate-900">Registra una nota</h3>
        <NoteForm claimId={claim.id} />
      </section>
    </div>
  );
}
