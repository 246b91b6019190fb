import { MESSAGE_MAX_LENGTH } from '@contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, Textarea } from '@/components/ui/field';
import { claimMessagesQuery, newMessageId, usePostClaimMessage, type ClaimMessage } from './api/messages';

const DATE_TIME = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** What the passenger reads when a call fails: the server's Italian words where there are some. */
function failureText(error: Error, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return 'La sessione è scaduta: accedi di nuovo all’area riservata con il link che ti inviamo per email.';
  if (error.status === 403) return 'Sessione non valida: ricarica la pagina e riprova.';
  return error.fieldDetail ?? fallback;
}

function MessageBubble({ message }: { message: ClaimMessage }) {
  const mine = message.author === 'passenger';
  const author = mine ? 'Tu' : (message.authorName ?? 'RimborsoVolo24');
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        className={cn('max-w-[90%] space-y-1 rounded-2xl border px-4 py-3 sm:max-w-[80%]', mine ? 'rounded-br-sm border-brand-100 bg-brand-50' : 'rounded-bl-sm border-slate-200 bg-white')}
        aria-label={mine ? 'Il tuo messaggio' : `Messaggio di ${author}`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={cn('font-semibold', mine ? 'text-brand-800' : 'text-slate-900')}>{author}</span>
          <time dateTime={message.createdAt} className="text-slate-500">
            {DATE_TIME.format(new Date(message.createdAt))}
          </time>
        </p>
        <p className="break-words whitespace-pre-line text-slate-800">{message.text}</p>
      </article>
    </li>
  );
}

/** The claim's conversation with RimborsoVolo24: the messages, newest at the bottom, and the passenger's new one. */
export function ClaimMessages({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const messages = useQuery(claimMessagesQuery(claimId));
  const post = usePostClaimMessage(claimId, csrfToken);
  const [text, setText] = useState('');
  const [messageId, setMessageId] = useState(newMessageId);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const headingId = useId();
  const list = useRef<HTMLDivElement>(null);
  const count = messages.data?.messages.length ?? 0;

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const trimmed = text.trim();
    if (!trimmed) return setError('Scrivi il testo del messaggio');
    if (trimmed.length > MESSAGE_MAX_LENGTH) return setError('Il messaggio può contenere al massimo 5.000 caratteri');
    setError(undefined);
    setSent(false);
    post.mutate(
      { text: trimmed, messageId },
      {
        onSuccess: () => {
          setText('');
          setMessageId(newMessageId());
          setSent(true);
        },
        onError: (failure) => setError(failureText(failure, 'Messaggio non inviato: riprova tra qualche secondo.')),
      },
    );
  };

  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        Messaggi
      </h3>
      {messages.isPending && <Spinner label="Caricamento messaggi..." />}
      {messages.isError && (
        <p className="rounded-lg bg-red-50 p-3 text-red-800" role="alert">
          Non riusciamo a caricare i messaggi. {failureText(messages.error, 'Riprova tra qualche istante.')}
        </p>
      )}
      {messages.data && (
        <div ref={list} className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3" tabIndex={0} aria-label="Conversazione sulla pratica">
          {count === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">Nessun messaggio. Se hai domande sulla tua pratica, scrivici qui sotto.</p>
          ) : (
            <ol className="space-y-3" aria-label="Messaggi della pratica">
              {messages.data.messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </ol>
          )}
        </div>
      )}
      <form className="space-y-3" onSubmit={send} noValidate>
        <Field label="Scrivi un messaggio" hint="Ti rispondiamo qui e ti avvisiamo per email." error={error}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              value={text}
              maxLength={MESSAGE_MAX_LENGTH}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => {
                setText(event.target.value);
                setSent(false);
                if (error) setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" role="status">
            {sent ? 'Messaggio inviato.' : ''}
          </p>
          <Button type="submit" className="w-full sm:w-auto" disabled={post.isPending || !text.trim()}>
            {post.isPending ? 'Invio in corso...' : 'Invia messaggio'}
          </Button>
        </div>
      </form>
    </section>
  );
}
