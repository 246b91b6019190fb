import { MESSAGE_MAX_LENGTH, type ClaimMessage } from '@contracts/messages';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { randomUuid } from '@/app/random-uuid';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, Select, Textarea } from '@/components/ui/field';
import { CONVERSATION_VIEWS, type ConversationViewer } from './conversation-views';

const DATE_TIME = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });

export type { ConversationViewer };

function MessageBubble({ message, viewer }: { message: ClaimMessage; viewer: ConversationViewer }) {
  const view = CONVERSATION_VIEWS[viewer];
  const mine = view.isMine(message);
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article className={cn('space-y-1 rounded-2xl border px-4 py-3', view.bubbleWidth, mine ? 'rounded-br-sm border-brand-100 bg-brand-50' : cn('rounded-bl-sm border-slate-200', view.theirBubble))} aria-label={view.label(message)}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={cn('font-semibold', mine ? 'text-brand-800' : 'text-slate-900')}>{view.author(message)}</span>
          <time dateTime={message.createdAt} className="text-slate-500">
            {DATE_TIME.format(new Date(message.createdAt))}
          </time>
        </p>
        <p className="break-words whitespace-pre-line text-slate-800">{message.text}</p>
      </article>
    </li>
  );
}

export interface ConversationProps {
  /** Whose page it is: their own messages are on the right. */
  viewer: ConversationViewer;
  /** The thread, oldest first; undefined while it loads or when it could not be loaded. */
  messages: ClaimMessage[] | undefined;
  loading: boolean;
  /** The sentence shown when the thread could not be loaded. */
  loadError?: string;
  /** Sends the draft; resolves to undefined once sent, or to the sentence to show under the field. */
  onSend: (message: { text: string; messageId: string }) => Promise<string | undefined>;
  sending: boolean;
  /** Shown instead of the form when nobody may write any more (the claim's personal data were erased). */
  closedNotice?: string;
  /** Texts the writer may start a message from (the operators' e-mail templates): picking one replaces the draft. */
  starters?: { id: string; label: string; text: string }[];
  /** The writer's own choices about the message, shown above the send button. */
  options?: ReactNode;
}

/** A claim's conversation between its passenger and the company: the thread, newest at the bottom, and the form for a new message. */
export function Conversation({ viewer, messages, loading, loadError, onSend, sending, closedNotice, starters, options }: ConversationProps) {
  const view = CONVERSATION_VIEWS[viewer];
  const list = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  return (
    <>
      {loading && <Spinner label="Caricamento messaggi..." />}
      {loadError !== undefined && (
        <p className={view.loadErrorClass} role="alert">
          {loadError}
        </p>
      )}
      {messages && (
        <div ref={list} className={cn('overflow-y-auto rounded-xl border border-slate-200 p-3', view.thread)} tabIndex={0} aria-label={view.threadLabel}>
          {count === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{view.empty}</p>
          ) : (
            <ol className="space-y-3" aria-label="Messaggi della pratica">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} viewer={viewer} />
              ))}
            </ol>
          )}
        </div>
      )}
      {closedNotice ? <p className="text-sm text-slate-600">{closedNotice}</p> : <MessageForm viewer={viewer} onSend={onSend} sending={sending} starters={starters} options={options} />}
    </>
  );
}

function MessageForm({ viewer, onSend, sending, starters = [], options }: Pick<ConversationProps, 'viewer' | 'onSend' | 'sending' | 'starters' | 'options'>) {
  const view = CONVERSATION_VIEWS[viewer];
  const [text, setText] = useState('');
  const [messageId, setMessageId] = useState(randomUuid);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const trimmed = text.trim();
    if (!trimmed) return setError('Scrivi il testo del messaggio');
    if (trimmed.length > MESSAGE_MAX_LENGTH) return setError('Il messaggio può contenere al massimo 5.000 caratteri');
    setError(undefined);
    setSent(false);
    void onSend({ text: trimmed, messageId }).then((failure) => {
      if (failure !== undefined) return setError(failure);
      setText('');
      setMessageId(randomUuid());
      setSent(true);
    });
  };
  // The operators' shortcut: Ctrl/⌘ + Invio sends; Invio alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (view.sendsOnCtrlEnter && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
  };

  return (
    <form className="space-y-3" onSubmit={send} noValidate>
      {starters.length > 0 && (
        <Field label="Parti da un modello">
          {({ id }) => (
            <Select
              id={id}
              value=""
              onChange={(event) => {
                const starter = starters.find((each) => each.id === event.target.value);
                if (!starter) return;
                setText(starter.text.slice(0, MESSAGE_MAX_LENGTH));
                setSent(false);
                setError(undefined);
              }}
            >
              <option value="">Scegli un modello…</option>
              {starters.map((starter) => (
                <option key={starter.id} value={starter.id}>
                  {starter.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label={view.fieldLabel} hint={view.fieldHint} error={error}>
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
              setSent(false);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      {options}
      <div className={view.footer}>
        {view.showsLength ? (
          <span className="text-sm text-slate-500">
            {text.length.toLocaleString('it-IT')} / {MESSAGE_MAX_LENGTH.toLocaleString('it-IT')}
          </span>
        ) : (
          <p className="text-sm text-slate-600" role="status">
            {sent ? 'Messaggio inviato.' : ''}
          </p>
        )}
        <Button type="submit" variant={view.buttonVariant} className={view.buttonClass} disabled={sending || !text.trim()}>
          {sending ? 'Invio in corso...' : 'Invia messaggio'}
        </Button>
      </div>
    </form>
  );
}
