import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiError } from '@/app/api-client';
import { Conversation } from '@/components/conversation/conversation';
import { claimMessagesQuery, usePostClaimMessage } from './api/messages';

/** What the passenger reads when a call fails: the server's Italian words where there are some. */
function failureText(error: Error, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return 'La sessione è scaduta: accedi di nuovo all’area riservata con il link che ti inviamo per email.';
  if (error.status === 403) return 'Sessione non valida: ricarica la pagina e riprova.';
  return error.fieldDetail ?? fallback;
}

/** The claim's conversation with RimborsoVolo24: the messages, newest at the bottom, and the passenger's new one. */
export function ClaimMessages({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const messages = useQuery(claimMessagesQuery(claimId));
  const post = usePostClaimMessage(claimId, csrfToken);
  const headingId = useId();

  return (
    <section className="space-y-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        Messaggi
      </h3>
      <Conversation
        viewer="passenger"
        messages={messages.data?.messages}
        loading={messages.isPending}
        loadError={messages.isError ? `Non riusciamo a caricare i messaggi. ${failureText(messages.error, 'Riprova tra qualche istante.')}` : undefined}
        onSend={(message) => post.mutateAsync(message).then(
          () => undefined,
          (failure: Error) => failureText(failure, 'Messaggio non inviato: riprova tra qualche secondo.'),
        )}
        sending={post.isPending}
      />
    </section>
  );
}
