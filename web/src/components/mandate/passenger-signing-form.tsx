import { MANDATE_CONSENT_LABEL } from '@contracts/mandate-text';
import { MANDATE_MESSAGES, type PassengerMandate, type SignMandateBody } from '@contracts/mandates';
import { Keyboard, PenLine } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { SignaturePad } from './signature-pad';

interface PassengerSigningFormProps {
  passenger: PassengerMandate;
  onSign: (body: SignMandateBody) => Promise<unknown>;
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT') === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it-IT');

/** One passenger's signature: the name typed, the signature drawn (or the typed name, from the keyboard), the consent and «Firma». */
export function PassengerSigningForm({ passenger, onSign }: PassengerSigningFormProps) {
  const id = useId();
  const [signerName, setSignerName] = useState('');
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [png, setPng] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; consent?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const signer = passenger.minor ? 'Nome e cognome del genitore o tutore' : 'Nome e cognome';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (signerName.trim().length < 2) found.name = passenger.minor ? MANDATE_MESSAGES.guardianName : 'Scrivi il tuo nome e cognome';
    else if (!passenger.minor && !sameName(signerName, passenger.fullName)) found.name = `${MANDATE_MESSAGES.nameMismatch}: scrivi «${passenger.fullName}»`;
    if (mode === 'draw' && !png) found.signature = MANDATE_MESSAGES.signatureMissing;
    if (!consent) found.consent = MANDATE_MESSAGES.consentMissing;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSign({
        passengerId: passenger.passengerId,
        signerName,
        signedAs: passenger.minor ? 'guardian' : 'passenger',
        signature: mode === 'draw' && png ? { kind: 'drawn', png } : { kind: 'typed' },
        consent: true,
      });
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? (error.detail ?? 'Firma non riuscita: riprova.') : 'Firma non riuscita: controlla la connessione e riprova.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-slate-900">
          {passenger.minor ? 'Firma del genitore o tutore' : 'Firma'} per {passenger.fullName}
        </h3>
        {passenger.minor && <p className="text-sm text-slate-600">{passenger.fullName} è minorenne: firma un genitore o tutore con il proprio nome.</p>}
      </div>
      <Field label={signer} hint={passenger.minor ? undefined : `Come nella pratica: ${passenger.fullName}`} error={errors.name}>
        {({ id: inputId, describedBy, invalid }) => (
          <Input id={inputId} value={signerName} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setSignerName(event.target.value)} />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Firma</legend>
        {mode === 'draw' ? (
          <SignaturePad label={`Firma per ${passenger.fullName}`} onChange={setPng} disabled={sending} />
        ) : (
          <p className="rounded-lg border border-slate-300 bg-white px-4 py-5 font-serif text-2xl text-brand-800 italic" aria-live="polite">
            {signerName.trim() || <span className="text-base text-slate-500 not-italic">Il nome che scrivi sopra diventa la tua firma</span>}
          </p>
        )}
        <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'draw' ? 'type' : 'draw')} aria-pressed={mode === 'type'}>
          {mode === 'draw' ? <Keyboard className="size-4" aria-hidden="true" /> : <PenLine className="size-4" aria-hidden="true" />}
          {mode === 'draw' ? 'Firma scrivendo il nome' : 'Disegna la firma'}
        </Button>
        {errors.signature && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errors.signature}
          </p>
        )}
      </fieldset>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" checked={consent} onChange={(event) => setConsent(event.target.checked)} aria-invalid={Boolean(errors.consent)} />
          {MANDATE_CONSENT_LABEL}
        </label>
        {errors.consent && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {errors.consent}
          </p>
        )}
      </div>
      {errors.form && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={sending}>
        {sending ? 'Firma in corso…' : 'Firma'}
      </Button>
    </form>
  );
}
