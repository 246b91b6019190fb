import { AIRLINE_REPLY_LABELS, AIRLINE_REPLY_OUTCOMES, IDENTITY_DOCUMENTS_REQUESTED_LABEL, type AirlineReplyOutcome } from '@contracts/demands';
import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { formatDateTime, formatDay } from '@/components/admin/format';
import { airlinePanelQuery, useGenerateLetter, useRecordAirlineReply, useSendToAirline, type DemandPanel } from './api/airline-demand';

const today = () => new Date().toISOString().slice(0, 10);
/** «417,50» or «417.50» → 417.5; undefined when it is no amount. */
const parseAmount = (text: string) => {
  const normalised = text.trim().replace(/\./g, (dot, _offset, whole: string) => (whole.includes(',') ? '' : dot)).replace(',', '.');
  const value = Number(normalised);
  return normalised && Number.isFinite(value) ? value : undefined;
};

function Letter({ panel }: { panel: DemandPanel }) {
  const generate = useGenerateLetter(panel.claimId);
  const [language, setLanguage] = useState<'auto' | 'it' | 'en'>('auto');
  const blocked = panel.missing.length > 0;
  const missingId = useId();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Lettera di richiesta</h3>
      {blocked && (
        <ul id={missingId} className="list-disc space-y-1 pl-5 text-sm text-amber-900" aria-label="Cosa manca per la lettera">
          {panel.missing.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {panel.letter ? (
        <p className="text-sm text-slate-800" role="status">
          Lettera del {formatDateTime(panel.letter.generatedAt)} ({panel.letter.language === 'it' ? 'italiano' : 'inglese'}, {formatEuroCents(panel.letter.amountCents)}):{' '}
          <a className="font-medium text-brand-700 underline" href={panel.letter.objectPath} target="_blank" rel="noreferrer">
            Apri la lettera (PDF)
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-600">Nessuna lettera generata.</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-700">
          <span className="mb-1 block font-medium">Lingua</span>
          <Select value={language} onChange={(event) => setLanguage(event.target.value as typeof language)} className="w-auto">
            <option value="auto">Secondo la compagnia</option>
            <option value="it">Italiano</option>
            <option value="en">Inglese</option>
          </Select>
        </label>
        <Button onClick={() => generate.mutate(language === 'auto' ? undefined : language)} disabled={generate.isPending || blocked} aria-describedby={blocked ? missingId : undefined}>
          {generate.isPending ? 'Generazione…' : panel.letter ? 'Genera di nuovo' : 'Genera lettera'}
        </Button>
      </div>
      {generate.isError && (
        <p className="text-sm text-red-700" role="alert">
          {fieldProblem(generate.error, 'Lettera non generata: riprova.')}
        </p>
      )}
    </div>
  );
}

function SendDialog({ panel }: { panel: DemandPanel }) {
  const send = useSendToAirline(panel.claimId);
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState(panel.suggestedRecipient ?? '');
  const [identityDocumentsRequested, setIdentityDocumentsRequested] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const allowed = panel.allowedRecipients;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allowed.includes(recipient)) return;
    send.mutate({ recipient, identityDocumentsRequested }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), setConfirmed(false), setIdentityDocumentsRequested(false), send.reset())}>
      <Button onClick={() => setOpen(true)} disabled={!panel.letter}>
        Invia alla compagnia
      </Button>
      <DialogContent
        className="max-w-lg"
        title="Invia la lettera alla compagnia"
        description="Parte un’e-mail con la lettera, i mandati firmati e le carte d’imbarco in allegato. Non si può annullare."
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          {allowed.length === 0 ? (
            <p className="text-sm text-amber-900" role="alert">
              La compagnia non ha un indirizzo reclami nell’elenco delle compagnie: un amministratore può aggiungerlo in «Compagnie aeree».
            </p>
          ) : (
            <Field label="Indirizzo reclami della compagnia" hint={`Solo gli indirizzi dell’elenco delle compagnie${panel.carrier ? ` per ${panel.carrier.name}` : ''}.`}>
              {({ id, describedBy }) => (
                <Select id={id} value={recipient} aria-describedby={describedBy} onChange={(event) => setRecipient(event.target.value)}>
                  {!allowed.includes(recipient) && <option value="">Scegli l’indirizzo</option>}
                  {allowed.map((address) => (
                    <option key={address} value={address}>
                      {address}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          {panel.carrier?.claimsWebForm && (
            <p className="text-sm text-slate-600">
              La compagnia ha anche un modulo web:{' '}
              <a className="text-brand-700 underline" href={panel.carrier.claimsWebForm} target="_blank" rel="noreferrer">
                {panel.carrier.claimsWebForm}
              </a>
            </p>
          )}
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1" checked={identityDocumentsRequested} onChange={(event) => setIdentityDocumentsRequested(event.target.checked)} />
            <span>
              {IDENTITY_DOCUMENTS_REQUESTED_LABEL}
              <span className="block text-slate-600">Solo allora alleghiamo i documenti d’identità dei passeggeri; la scelta resta registrata.</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
            Ho controllato la lettera e l’indirizzo: invia ora.
          </label>
          {send.isError && (
            <p className="text-sm text-red-700" role="alert">
              {fieldProblem(send.error, 'Invio non riuscito: riprova.')}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={!confirmed || !allowed.includes(recipient) || send.isPending}>
              {send.isPending ? 'Invio…' : 'Conferma invio'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the PEC provider's receipts say of the letter: the delivery is the proof that interrupts the limitation period. */
function PecReceipts({ dispatch }: { dispatch: NonNullable<DemandPanel['dispatch']> }) {
  if (dispatch.deliveredAt) return <p className="text-sm text-green-800">Consegnata via PEC il {formatDateTime(dispatch.deliveredAt)}</p>;
  if (dispatch.deliveryFailedAt) return <p className="text-sm text-red-700" role="alert">Mancata consegna via PEC il {formatDateTime(dispatch.deliveryFailedAt)}: verifica l’indirizzo PEC della compagnia; per un nuovo invio genera di nuovo la lettera.</p>;
  if (dispatch.pecAcceptedAt) return <p className="text-sm text-slate-700">Accettata dal gestore PEC il {formatDateTime(dispatch.pecAcceptedAt)}: si attende la ricevuta di consegna.</p>;
  return <p className="text-sm text-slate-700">Si attendono le ricevute PEC di accettazione e di consegna.</p>;
}

function Sending({ panel }: { panel: DemandPanel }) {
  const { dispatch } = panel;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Invio</h3>
      {dispatch?.status === 'sent' && (
        <p className="text-sm text-green-800" role="status">
          Inviata{dispatch.channel === 'pec' ? ' via PEC' : ''} il {formatDateTime(dispatch.sentAt ?? dispatch.requestedAt)} a {dispatch.recipient} (Message-ID {dispatch.messageId})
        </p>
      )}
      {dispatch?.status === 'sent' && dispatch.channel === 'pec' && <PecReceipts dispatch={dispatch} />}
      {dispatch?.status === 'queued' && (
        <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
          <span className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" /> Invio in corso a {dispatch.recipient}…{dispatch.failureReason && ` (ultimo tentativo non riuscito: ${dispatch.failureReason}; si riprova)`}
        </p>
      )}
      {dispatch?.status === 'failed' && (
        <p className="text-sm text-red-700" role="alert">
          Invio a {dispatch.recipient} non riuscito: {dispatch.failureReason ?? 'errore sconosciuto'}. Puoi riprovare.
        </p>
      )}
      {!dispatch && <p className="text-sm text-slate-600">La lettera non è ancora stata inviata.</p>}
      {(!dispatch || dispatch.status === 'failed' || (dispatch.status === 'sent' && panel.letter && dispatch.letterDocumentId !== panel.letter.documentId)) && <SendDialog panel={panel} />}
    </div>
  );
}

function ReplyForm({ claimId }: { claimId: number }) {
  const record = useRecordAirlineReply(claimId);
  const [outcome, setOutcome] = useState<AirlineReplyOutcome>('accepted');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reason, setReason] = useState('');
  const [document, setDocument] = useState<File>();
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; receivedOn?: string; form?: string }>({});
  const needsAmount = outcome !== 'rejected';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    const found = {
      amount: needsAmount && (value === undefined || value <= 0) ? 'Indica l’importo' : undefined,
      reason: outcome === 'rejected' && !reason.trim() ? 'Indica il motivo indicato dalla compagnia' : undefined,
      receivedOn: receivedOn ? undefined : 'Indica la data della risposta',
    };
    setErrors(found);
    if (found.amount || found.reason || found.receivedOn) return;
    const common = { receivedOn, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const reply = outcome === 'rejected' ? { outcome, ...common, reason: reason.trim() } : { outcome, amount: value!, ...common };
    record.mutate(
      { reply, document },
      {
        onSuccess: () => (setAmount(''), setReason(''), setDocument(undefined)),
        onError: (error) => setErrors({ form: fieldProblem(error, 'Risposta non registrata: riprova.') }),
      },
    );
  };

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Registra risposta">
      <Field label="Esito">
        {({ id }) => (
          <Select id={id} value={outcome} onChange={(event) => setOutcome(event.target.value as AirlineReplyOutcome)}>
            {AIRLINE_REPLY_OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {AIRLINE_REPLY_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {needsAmount && (
        <Field label={outcome === 'voucher' ? 'Valore del buono (€)' : 'Importo (€)'} error={errors.amount}>
          {({ id, describedBy, invalid }) => <Input id={id} inputMode="decimal" value={amount} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setAmount(event.target.value)} />}
        </Field>
      )}
      <Field label="Data della risposta" error={errors.receivedOn}>
        {({ id, describedBy, invalid }) => <Input id={id} type="date" value={receivedOn} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setReceivedOn(event.target.value)} />}
      </Field>
      <Field label="Risposta della compagnia (PDF, facoltativa)">
        {({ id }) => <Input id={id} type="file" accept="application/pdf" onChange={(event) => setDocument(event.target.files?.[0])} />}
      </Field>
      <div className="sm:col-span-2">
        <Field label={outcome === 'rejected' ? 'Motivo indicato dalla compagnia' : 'Note (facoltative)'} hint="Solo per il team: il passeggero vede l’esito e l’importo." error={errors.reason}>
          {({ id, describedBy, invalid }) => <Textarea id={id} value={reason} maxLength={2000} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        {errors.form && (
          <p className="mb-2 text-sm text-red-700" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Registrazione…' : 'Registra risposta'}
        </Button>
      </div>
    </form>
  );
}

function Replies({ panel }: { panel: DemandPanel }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">Risposte della compagnia</h3>
      {panel.replies.length === 0 ? (
        <p className="text-sm text-slate-600">Nessuna risposta registrata.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Risposte della compagnia">
          {panel.replies.map((reply) => (
            <li key={reply.recordedAt} className="py-2 text-sm text-slate-800">
              <strong>{reply.outcomeLabel}</strong>
              {reply.amountCents !== null && ` — ${formatEuroCents(reply.amountCents)}`} · ricevuta il {formatDay(reply.receivedOn)}
              {reply.reason && <span className="block text-slate-600">{reply.reason}</span>}
              {reply.documentObjectPath && (
                <a className="ml-2 text-brand-700 underline" href={reply.documentObjectPath} target="_blank" rel="noreferrer">
                  Documento
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {panel.letter && <ReplyForm claimId={panel.claimId} />}
    </div>
  );
}

/** «Compagnia aerea» on the claim page: the demand letter, its sending to the carrier and the carrier's answers. */
export function AirlinePanel({ claimId, erased = false }: { claimId: number; erased?: boolean }) {
  const panel = useQuery(airlinePanelQuery(claimId));
  if (erased) return <p className="text-sm text-slate-600">I dati personali sono stati cancellati: nessuna lettera alla compagnia.</p>;
  if (panel.isPending) return <Spinner label="Caricamento..." />;
  if (panel.isError) {
    return (
      <p className="text-red-700" role="alert">
        Errore nel caricamento: {fieldProblem(panel.error, 'riprova.')}
      </p>
    );
  }
  const { data } = panel;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Compagnia: <strong>{data.carrier ? `${data.carrier.name} (${data.airlineCode})` : (data.airlineCode ?? 'non indicata')}</strong>
      </p>
      <Letter panel={data} />
      <Sending panel={data} />
      <Replies panel={data} />
    </div>
  );
}
