import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '@/components/ui/cn';
import type { Consents, FieldErrors } from '../wizard-validation';
import { FieldError } from '@/components/ui/field';

interface LegalConsentsProps {
  consents: Consents;
  errors: FieldErrors;
  /** Grows at each send refused for want of a box: the focus goes to the first box left empty. */
  refusals: number;
  onChange: (box: keyof Consents, checked: boolean) => void;
}

/** A link to a legal page, opened in a new tab so the wizard stays as it is. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}

function ConsentBox({ checked, error, onChange, children, inputRef }: { checked: boolean; error?: string; onChange: (checked: boolean) => void; children: ReactNode; inputRef: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className={cn('flex items-start gap-3 rounded-lg border p-3', error ? 'border-red-600 bg-red-50' : 'border-slate-200 bg-white')}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The last step's two required boxes: the terms accepted, and the privacy notice read (an acknowledgement, not a consent). */
export function LegalConsents({ consents, errors, refusals, onChange }: LegalConsentsProps) {
  const terms = useRef<HTMLInputElement>(null);
  const privacy = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    (!terms.current?.checked ? terms.current : privacy.current)?.focus();
  }, [refusals]);

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Prima di inviare</legend>
      <ConsentBox inputRef={terms} checked={consents.acceptedTerms} error={errors.acceptedTerms} onChange={(checked) => onChange('acceptedTerms', checked)}>
        Ho letto e accetto i <LegalLink href="/termini">Termini del servizio</LegalLink>, compreso il compenso del 25 % + IVA (30,5 % IVA inclusa) dovuto solo se otteniamo il risarcimento.
      </ConsentBox>
      <ConsentBox inputRef={privacy} checked={consents.acknowledgedPrivacy} error={errors.acknowledgedPrivacy} onChange={(checked) => onChange('acknowledgedPrivacy', checked)}>
        Ho letto l’<LegalLink href="/privacy">Informativa privacy</LegalLink> su come vengono trattati i miei dati.
      </ConsentBox>
      <p className="text-xs text-slate-600">
        La seconda casella conferma solo che hai ricevuto l’informativa: non è un consenso. Trattiamo i tuoi dati per gestire la pratica che ci affidi e per gli obblighi di legge, come
        spiegato nell’informativa.
      </p>
    </fieldset>
  );
}
