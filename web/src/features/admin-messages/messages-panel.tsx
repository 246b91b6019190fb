import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { templatesQuery } from '@/app/admin/api/email-templates';
import { ApiError, problemMessage } from '@/app/api-client';
import { Conversation } from '@/components/conversation/conversation';
import { messagesQuery, usePostMessage } from './api/messages';

/** What the panel knows of the claim to fill a template's placeholders; one it cannot fill stays for the operator to replace. */
export interface MessageValues {
  passengerName: string;
  practiceNumber: string;
  flightNumber: string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const fill = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * The claim's thread with its passenger, oldest first (newest at the bottom), and the operator's reply: the one
 * way to write to the passenger, read in their area and, unless the operator says otherwise, announced by e-mail
 * with its words. The active e-mail templates are texts to start from.
 */
export function MessagesPanel({ claimId, erased = false, values }: { claimId: number; erased?: boolean; values?: MessageValues }) {
  const messages = useQuery(messagesQuery(claimId));
  const templates = useQuery({ ...templatesQuery, enabled: values !== undefined && !erased });
  const post = usePostMessage(claimId);
  const [alsoByEmail, setAlsoByEmail] = useState(true);
  const known: Record<string, string> = { ...values, companyName: 'RimborsoVolo24' };
  const starters = values ? (templates.data ?? []).filter((template) => template.isActive).map((template) => ({ id: template.id, label: template.name, text: fill(template.content, known) })) : undefined;

  return (
    <div className="space-y-4">
      <Conversation
        viewer="operator"
        messages={messages.data?.messages}
        loading={messages.isPending}
        loadError={messages.isError ? `Errore nel caricamento dei messaggi: ${problemMessage(messages.error, messages.error.message)}` : undefined}
        onSend={(message) => {
          const left = message.text.match(PLACEHOLDER);
          if (left) return Promise.resolve(`Sostituisci ${left.join(', ')} con il testo giusto prima di inviare.`);
          return post.mutateAsync({ ...message, alsoByEmail }).then(
            () => undefined,
            (failure: Error) => (failure instanceof ApiError && failure.fieldDetail) || 'Messaggio non inviato: riprova tra qualche secondo.',
          );
        }}
        sending={post.isPending}
        closedNotice={erased ? 'I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere al passeggero.' : undefined}
        starters={starters}
        options={
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 size-4" checked={alsoByEmail} onChange={(event) => setAlsoByEmail(event.target.checked)} />
            <span>Invia anche per email (il passeggero lo legge comunque nella sua area riservata)</span>
          </label>
        }
      />
    </div>
  );
}
