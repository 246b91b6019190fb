import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, Input } from '@/components/ui/field';
import { formatDay } from '@/components/admin/format';
import { claimEInvoicesQuery, fatturaPaXmlUrl, useCorrectRejectedInvoice, type EInvoiceView } from './api/e-invoices';

const DOCUMENT_NAMES = { TD01: 'Fattura', TD04: 'Nota di credito' } as const;

/** Where a document stands with the SdI, in the operators' words. */
export function sdiStateLabel(document: Pick<EInvoiceView, 'sdiState' | 'receipt' | 'errorCodes'>): string {
  switch (document.sdiState) {
    case 'drawn':
      return 'Da inviare allo SdI';
    case 'transmitted':
      return 'Inviata allo SdI';
    case 'delivered':
      return document.receipt === 'MC' ? 'Consegnata (a disposizione nell’area riservata del cliente)' : 'Consegnata';
    case 'rejected':
      return `Scartata: ${document.errorCodes.length ? `codici ${document.errorCodes.join(', ')}` : 'codice non indicato'}`;
  }
}

const TONES: Record<EInvoiceView['sdiState'], string> = {
  drawn: 'bg-slate-100 text-slate-700',
  transmitted: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

type CustomerForm = { fullName: string; codiceFiscale: string; street: string; postalCode: string; city: string; province: string; country: string };
const FIELDS: { name: keyof CustomerForm; label: string }[] = [
  { name: 'fullName', label: 'Nome e cognome' },
  { name: 'codiceFiscale', label: 'Codice fiscale' },
  { name: 'street', label: 'Indirizzo di residenza' },
  { name: 'postalCode', label: 'CAP' },
  { name: 'city', label: 'Comune' },
  { name: 'province', label: 'Provincia (sigla, vuota all’estero)' },
  { name: 'country', label: 'Nazione (IT, FR…)' },
];

/**
 * «Emetti nota di credito e nuova fattura»: the operator types the customer's data as corrected (the
 * SdI's codes say what it refused); the rejected invoice is cancelled by a credit note, never edited.
 */
function CorrectionForm({ claimId, number }: { claimId: number; number: string }) {
  const correct = useCorrectRejectedInvoice(claimId, number);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CustomerForm>({ fullName: '', codiceFiscale: '', street: '', postalCode: '', city: '', province: '', country: 'IT' });
  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Emetti nota di credito e nuova fattura
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { street, postalCode, city, province, country, ...person } = form;
    correct.mutate({ ...person, address: { street, postalCode, city, province: province.trim() ? province.trim().toUpperCase() : null, country: country.trim().toUpperCase() } });
  };
  return (
    <form className="mt-2 grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2" onSubmit={submit} noValidate aria-label={`Correggi la fattura n. ${number}`}>
      <p className="text-sm text-slate-700 sm:col-span-2">Indica i dati del cliente corretti: la fattura scartata resta com’è, la annulla una nota di credito e ne emettiamo una nuova con un nuovo numero.</p>
      {FIELDS.map(({ name, label }) => (
        <Field key={name} label={label}>
          {({ id, describedBy, invalid }) => <Input id={id} value={form[name]} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setForm({ ...form, [name]: event.target.value })} />}
        </Field>
      ))}
      <div className="sm:col-span-2">
        {correct.isError && (
          <p className="mb-2 text-sm text-red-700" role="alert">
            {fieldProblem(correct.error, 'Correzione non riuscita: riprova.')}
          </p>
        )}
        {correct.data ? (
          <p className="text-sm text-emerald-800" role="status">
            Emesse la nota di credito n. {correct.data.creditNote} e la fattura n. {correct.data.invoice}: partono ora per lo SdI.
          </p>
        ) : (
          <Button type="submit" disabled={correct.isPending}>
            {correct.isPending ? 'Emissione…' : 'Emetti nota di credito e nuova fattura'}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The claim's electronic invoices: each document, its state with the SdI and its XML. */
export function ElectronicInvoices({ claimId }: { claimId: number }) {
  const documents = useQuery(claimEInvoicesQuery(claimId));
  if (documents.isPending || documents.isError || documents.data.documents.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">Fatture elettroniche (SdI)</h3>
      <ul className="space-y-2">
        {documents.data.documents.map((document) => (
          <li key={document.number}>
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <a className="font-medium text-brand-700 underline" href={fatturaPaXmlUrl(claimId, document.number)} download>
                {DOCUMENT_NAMES[document.documentType]} n. {document.number} (XML)
              </a>
              <span className="text-sm text-slate-600">
                passeggero {document.passengerId} · {formatDay(document.issuedOn)} · totale {formatEuroCents(document.totalCents)}
                {document.corrects && ` · annulla la n. ${document.corrects}`}
                {document.replaces && ` · sostituisce la n. ${document.replaces}`}
              </span>
              <Badge className={cn(TONES[document.sdiState])}>{sdiStateLabel(document)}</Badge>
              {document.correctedBy && <span className="text-sm text-slate-600">annullata dalla nota di credito n. {document.correctedBy}</span>}
            </div>
            {document.sdiState === 'rejected' && document.documentType === 'TD01' && !document.correctedBy && <CorrectionForm claimId={claimId} number={document.number} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
