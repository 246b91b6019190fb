import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { FAILED_MESSAGE_KIND_LABELS } from '@contracts/failed-messages';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { failedMessagesQuery, useRetryMessage, type FailedMessage } from '../api/failed-messages';
import { countOf } from '@contracts/plural';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

const attemptsText = (attempts: number) => (attempts === 0 ? 'non inviato' : countOf(attempts, 'tentativo', 'tentativi'));

/** The e-mails and operators' notices that failed for good, each with «Riprova». */
export function FailedMessagesCard() {
  const messages = useQuery(failedMessagesQuery);
  const retry = useRetryMessage();
  const [outcome, setOutcome] = useState<Outcome>();
  const retryMessage = (message: FailedMessage) => {
    setOutcome(undefined);
    retry.mutate(message.id, {
      onSuccess: () => setOutcome({ ok: true, text: `Messaggio della pratica ${message.practiceNumber ?? message.claimId} di nuovo in coda per l’invio.` }),
      onError: (error) => setOutcome({ ok: false, text: problemMessage(error, 'Impossibile riprovare l’invio del messaggio.') }),
    });
  };

  return (
    <Card className="space-y-3 lg:col-span-2">
      <h2 className="text-lg font-bold text-slate-900">Messaggi non consegnati</h2>
      {outcome && (
        <p className={outcome.ok ? 'text-sm font-semibold text-green-800' : 'text-sm font-semibold text-red-700'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      {messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <p className="text-red-700">{problemMessage(messages.error, 'Impossibile leggere i messaggi non consegnati.')}</p>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun messaggio non consegnato.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-2 pr-4">Data e ora</th>
                <th className="py-2 pr-4">Tipo</th>
                <th className="py-2 pr-4">Pratica</th>
                <th className="py-2 pr-4">Oggetto</th>
                <th className="py-2 pr-4">Motivo</th>
                <th className="py-2">Azioni</th>
              </tr>
            </thead>
            <tbody>
              {messages.data.map((message) => (
                <tr key={message.id} className="border-t border-slate-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(message.failedAt)}</td>
                  <td className="py-2 pr-4">{FAILED_MESSAGE_KIND_LABELS[message.kind]}</td>
                  <td className="py-2 pr-4">
                    <Link href={`/admin/practice/${message.claimId}`} className="font-semibold text-brand-700 underline">
                      {message.practiceNumber ?? `#${message.claimId}`}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{message.subject ?? '—'}</td>
                  <td className="py-2 pr-4 text-slate-700">
                    {message.reason} {message.attempts !== null && <span className="text-slate-500">({attemptsText(message.attempts)})</span>}
                  </td>
                  <td className="py-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending && retry.variables === message.id}
                      onClick={() => retryMessage(message)}
                      aria-label={`Riprova il messaggio della pratica ${message.practiceNumber ?? message.claimId}`}
                    >
                      Riprova
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
