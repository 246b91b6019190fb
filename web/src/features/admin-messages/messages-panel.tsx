import { useQuery } from '@tanstack/react-query';
import { ApiError, problemMessage } from '@/app/api-client';
import { Conversation } from '@/components/conversation/conversation';
import { messagesQuery, usePostMessage } from './api/messages';

/** The claim's thread with its passenger, oldest first (newest at the bottom), and the operator's reply. */
export function MessagesPanel({ claimId, erased = false }: { claimId: number; erased?: boolean }) {
  const messages = useQuery(messagesQuery(claimId));
  const post = usePostMessage(claimId);

  return (
    <div className="space-y-4">
      <Conversation
        viewer="operator"
        messages={messages.data?.messages}
        loading={messages.isPending}
        loadError={messages.isError ? `Errore nel caricamento dei messaggi: ${problemMessage(messages.error, messages.error.message)}` : undefined}
        onSend={(message) => post.mutateAsync(message).then(
          () => undefined,
          (failure: Error) => (failure instanceof ApiError && failure.fieldDetail) || 'Messaggio non inviato: riprova tra qualche secondo.',
        )}
        sending={post.isPending}
        closedNotice={erased ? 'I dati personali di questa pratica sono stati cancellati: non è più possibile scrivere al passeggero.' : undefined}
      />
    </div>
  );
}
