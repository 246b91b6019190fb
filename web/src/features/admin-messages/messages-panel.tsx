import { MESSAGE_MAX_LENGTH } from '@contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, Textarea } from '@/components/ui/field';
import { formatDateTime } from '@/components/admin/format';
import { messagesQuery, newMessageId, usePostMessage, type ClaimMessage } from './api/messages';

function MessageItem({ message }: { message: ClaimMessage }) {
  const fromPassenger = message.author === 'passenger';
  return (
    <li className={cn('flex', fromPassenger ? 'justify-start' : 'justify-end')}>
      <article
        className={cn('max-w-[85%] space-y-1 rounded-2xl border px-4 py-3', fromPassenger ? 'rounded-bl-sm border-slate-200 bg-slate-50' : 'rounded-br-sm border-brand-100 bg-brand-50')}
        aria-label={fromPassenger ? 'Messaggio del passeggero' : `Messaggio di ${message.authorName ?? 'un operatore'}`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={cn('font-semibold', fromPassenger ? 'text-slate-900' : 'text-brand-800')}>{fromPassenger ? 'Passeggero' : `${message.authorName ?? 'Operatore'} · Operatore`}</span>
          <time dateTime={message.createdAt} className="text-slate-500">
            {formatDateTime(message.createdAt)}
          </time>
        </p>
        <p className="break-words whitespace-pre-line text-slate-800">{message.text}</p>
      </article>
    </li>
  );
}

/** The claim's thread with its passenger, oldest first (newest at the bottom), and the operator's reply. */
export function MessagesPanel({ claimId, erased = false }: { claimId: number; erased?: boolean }) {
  const messages = useQuery(messagesQuery(claimId));
  const post = usePostMessage(claimId);
  const [text, setText] = useState('');
  const [messageId, setMessageId] = useState(newMessageId);
  const [error, setError] = useState<string>();
  const list = useRef<HTMLDivElement>(null);
  const count = messages.data?.messages.length ?? 0;

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (post.isPending) return;
    const trimmed = text.trim();
    if (!trimmed) return setError('Scrivi il testo del messaggio');
    if (trimmed.length > MESSAGE_MAX_LENGTH) return setError('Il messaggio può contenere al massimo 5.000 caratteri');
    setError(undefined);
    post.mutate(
      { text: trimmed, messageId },
      {
        onSuccess: () => {
          setText('');
          setMessageId(newMessageId());
        },
        onError: (failure) => setError((failure instanceof ApiError && failure.fieldDetail) || 'Messaggio non inviato: riprova tra qualche secondo.'),
      },
    );
  };
  // Ctrl/⌘ + Invio sends; Invio alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
  };

  return (
    <div className="space-y-4">
      {messages.isPending && <Spinner label="Caricamento messaggi..." />}
      {messages.isError && (
        <p className="text-red-700" role="alert">
          Errore nel caricamento dei messaggi: {problemMessage(messages.error, messages.error.message)}
        </p>
      )}
      {messages.data && (
        <div ref={list} className="max-h-[28rem] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3" tabIndex={0} aria-label="Conversazione con il passeggero">
          {count === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">Nessun messaggio</p>
          ) : (
            <ol className="space-y-3" aria-label="Messaggi della pratica">
              {messages.data.messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          )}
        </div>
      )}
      {erased ? (
        <p className="text-sm text-slate-600">I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere al passeggero.</p>
      ) : (
        <form className="space-y-3" onSubmit={send} noValidate>
          <Field label="Scrivi al passeggero" hint="Il passeggero riceve un’email e legge il messaggio nella sua area riservata." error={error}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                rows={4}
                value={text}
                maxLength={MESSAGE_MAX_LENGTH}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setText(event.target.value);
                  if (error) setError(undefined);
                }}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-sm text-slate-500">
              {text.length.toLocaleString('it-IT')} / {MESSAGE_MAX_LENGTH.toLocaleString('it-IT')}
            </span>
            <Button type="submit" variant="secondary" disabled={post.isPending || !text.trim()}>
              {post.isPending ? 'Invio in corso...' : 'Invia messaggio'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
