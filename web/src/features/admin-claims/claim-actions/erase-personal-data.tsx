import { useState, type FormEvent } from 'react';
import { ERASURE_REASON_MAX, ERASURE_REASON_MIN, type ErasureResult } from '@contracts/personal-data';
import { problemMessage } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, Input, Textarea } from '@/components/ui/field';
import type { AdminClaim } from '../api/claims';
import { useErasePersonalData } from '../api/personal-data';
import { countOf } from '@contracts/plural';

const WHAT_GOES = [
  'nome, email, telefono, indirizzo IP e descrizione del problema del passeggero',
  'i documenti caricati (i file e i loro nomi)',
  'il testo, l’oggetto e il destinatario delle email e delle comunicazioni',
  'le note interne e le note per il passeggero',
  'le email in coda e le copie salvate delle email inviate',
];

function ErasureForm({ claim, onDone }: { claim: AdminClaim; onDone: (result: ErasureResult) => void }) {
  const [reason, setReason] = useState('');
  const [typedNumber, setTypedNumber] = useState('');
  const erase = useErasePersonalData(claim.id);
  const reasonOk = reason.trim().length >= ERASURE_REASON_MIN && reason.trim().length <= ERASURE_REASON_MAX;
  const ready = reasonOk && typedNumber.trim() === claim.practiceNumber;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) erase.mutate(reason.trim(), { onSuccess: onDone });
  };

  return (
    <form className="space-y-4" onSubmit={submit}>
      <div className="space-y-2 text-sm text-slate-700">
        <p>Verranno cancellati definitivamente:</p>
        <ul className="list-disc space-y-1 pl-5">
          {WHAT_GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Restano stato, importi, date e cronologia degli eventi, senza dati personali («dati cancellati»), per statistiche e obblighi di legge.</p>
        <p className="font-semibold text-red-800">L’operazione non si può annullare.</p>
      </div>
      <Field label="Motivo della cancellazione" hint={`Da ${ERASURE_REASON_MIN} a ${ERASURE_REASON_MAX} caratteri. Resta nella cronologia: non scrivere dati personali.`}>
        {({ id, describedBy }) => <Textarea id={id} aria-describedby={describedBy} rows={3} maxLength={ERASURE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Field label={`Per confermare, scrivi il numero di pratica (${claim.practiceNumber})`}>
        {({ id }) => <Input id={id} inputMode="numeric" autoComplete="off" value={typedNumber} onChange={(event) => setTypedNumber(event.target.value)} />}
      </Field>
      {erase.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problemMessage(erase.error, 'Non è stato possibile cancellare i dati personali.')}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={!ready || erase.isPending}>
          {erase.isPending ? 'Cancellazione in corso...' : 'Cancella definitivamente'}
        </Button>
      </div>
    </form>
  );
}

function ErasureDone({ result, onClose }: { result: ErasureResult; onClose: () => void }) {
  const { files, emailJobs, outboxFiles } = result.removed;
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        I dati personali della pratica #{result.practiceNumber} sono stati cancellati. Eliminati: {files} file, {emailJobs} email in coda, {outboxFiles} copie di email.
        Conservati per legge: {countOf(result.kept.files, 'documento', 'documenti')} (fatture, mandati, lettere).
      </p>
      <div className="space-y-1 text-sm">
        <p className="font-medium">Conferma da inviare al passeggero</p>
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">{result.kept.notice}</p>
      </div>
      <div className="flex justify-end">
        <Button onClick={onClose}>Chiudi</Button>
      </div>
    </div>
  );
}

/**
 * Admins only: art. 17 GDPR, with the reason and the practice number typed to confirm; then what was
 * removed. Stays mounted once the claim reads as erased, so the result is still shown; only the button goes.
 */
export function ErasePersonalData({ claim }: { claim: AdminClaim }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ErasureResult>();
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setResult(undefined);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {!claim.personalDataErasedAt && (
        <Button variant="outline" size="sm" className="border-red-300 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)}>
          Cancella dati personali
        </Button>
      )}
      <DialogContent title="Cancellare i dati personali?" description={`Pratica #${claim.practiceNumber} (art. 17 GDPR)`} className="max-w-xl">
        {result ? <ErasureDone result={result} onClose={() => close(false)} /> : <ErasureForm claim={claim} onDone={setResult} />}
      </DialogContent>
    </Dialog>
  );
}
