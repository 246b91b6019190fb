import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useSendEmail } from '../api/communications';

/** Writes to the claim's passenger; sending is possible only with a claim, a subject and a message. */
export function SendEmailForm({ claimId, recipient }: { claimId: number | undefined; recipient?: string }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendEmail(claimId ?? 0);
  const ready = claimId !== undefined && subject.trim() !== '' && message.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          toast({ title: '✅ Email inviata', description: 'Comunicazione inviata con successo' });
        },
        onError: () => toast({ title: '❌ Errore', description: "Errore nell'invio della comunicazione", variant: 'destructive' }),
      },
    );
  };

  return (
    <form className="space-y-3" onSubmit={submit}>
      {recipient && <p className="text-sm text-slate-600">Destinatario: {recipient}</p>}
      <Field label="Oggetto">{({ id }) => <Input id={id} value={subject} onChange={(event) => setSubject(event.target.value)} />}</Field>
      <Field label="Messaggio">{({ id }) => <Textarea id={id} rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />}</Field>
      <Button type="submit" disabled={!ready || send.isPending}>
        {send.isPending ? 'Invio in corso...' : 'Invia l’e-mail'}
      </Button>
    </form>
  );
}
