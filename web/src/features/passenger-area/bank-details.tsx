import { BANK_HOLDER_MAX, BANK_HOLDER_MIN, CODICE_FISCALE_INVALID, HOLDER_NOT_LATIN, ibanProblem, isLatinHolder, normaliseIban, PAYOUT_STATE_LABELS, type BankDetailsBody, type PassengerPayoutView } from '@contracts/billing';
import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Card, Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { claimBillingQuery, invoiceDownloadUrl, useSaveBankDetails } from './api/billing';
import { formatDate } from './format';

type AddressInput = { street: string; postalCode: string; city: string; province: string };
type FormErrors = { iban?: string; accountHolder?: string; codiceFiscale?: string; street?: string; postalCode?: string; city?: string; province?: string };

/** The codice fiscale and the residence address the invoice is made out with, checked for their shape here (the server checks the check character). */
function customerProblems(codiceFiscale: string, address: AddressInput): FormErrors {
  return {
    codiceFiscale: /^[A-Z0-9]{16}$/.test(codiceFiscale.replace(/\s+/g, '').toUpperCase()) ? undefined : CODICE_FISCALE_INVALID,
    street: address.street.trim().length >= 3 ? undefined : 'Indica via e numero civico',
    postalCode: /^\d{5}$/.test(address.postalCode.trim()) ? undefined : 'Il CAP italiano ha 5 cifre',
    city: address.city.trim().length >= 2 ? undefined : 'Indica il comune',
    province: /^[A-Za-z]{2}$/.test(address.province.trim()) ? undefined : 'Indica la sigla della provincia (per esempio RM)',
  };
}

/** IBAN and account holder, checked here as the server checks them (checksum, SEPA country), with the codice fiscale and address for the invoice; then sent. */
export function BankDetailsForm({ onSave, pending, serverError, hasDetails }: { onSave: (details: BankDetailsBody) => void; pending: boolean; serverError?: string; hasDetails: boolean }) {
  const [iban, setIban] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [codiceFiscale, setCodiceFiscale] = useState('');
  const [address, setAddress] = useState<AddressInput>({ street: '', postalCode: '', city: '', province: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const addressField = (name: keyof AddressInput, label: string, autoComplete: string, maxLength: number) => (
    <Field label={label} error={errors[name]}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} value={address[name]} maxLength={maxLength} autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setAddress({ ...address, [name]: event.target.value })} />
      )}
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const holder = accountHolder.trim();
    const found = {
      iban: iban.trim() ? ibanProblem(iban) : 'Indica l’IBAN',
      accountHolder:
        holder.length < BANK_HOLDER_MIN
          ? 'Indica l’intestatario del conto (almeno 2 caratteri)'
          : holder.length > BANK_HOLDER_MAX
            ? 'L’intestatario può avere al massimo 70 caratteri'
            : !isLatinHolder(holder)
              ? HOLDER_NOT_LATIN
              : undefined,
    };
    const all = { ...found, ...customerProblems(codiceFiscale, address) };
    setErrors(all);
    if (Object.values(all).some(Boolean)) return;
    onSave({
      iban: normaliseIban(iban),
      accountHolder: holder,
      codiceFiscale: codiceFiscale.replace(/\s+/g, '').toUpperCase(),
      address: { street: address.street.trim(), postalCode: address.postalCode.trim(), city: address.city.trim(), province: address.province.trim().toUpperCase(), country: 'IT' },
    });
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate aria-label="Coordinate bancarie">
      <Field label="IBAN" hint="Conto in un paese dell’area SEPA, ad esempio IT60 X054 2811 1010 0000 0123 456" error={errors.iban}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} value={iban} autoComplete="off" spellCheck={false} className="font-mono uppercase" aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setIban(event.target.value)} />
        )}
      </Field>
      <Field label="Intestatario del conto" hint="Il tuo conto: i minori ricevono il risarcimento sul conto del genitore o tutore che ha firmato per loro" error={errors.accountHolder}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} value={accountHolder} maxLength={BANK_HOLDER_MAX} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setAccountHolder(event.target.value)} />
        )}
      </Field>
      <Field label="Codice fiscale" hint="Lo riportiamo sulla fattura del nostro compenso, come chiede la legge" error={errors.codiceFiscale}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} value={codiceFiscale} maxLength={20} autoComplete="off" spellCheck={false} className="font-mono uppercase" aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setCodiceFiscale(event.target.value)} />
        )}
      </Field>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Indirizzo di residenza (per la fattura)</legend>
        {addressField('street', 'Via e numero civico', 'street-address', 200)}
        {addressField('postalCode', 'CAP', 'postal-code', 5)}
        {addressField('city', 'Comune', 'address-level2', 100)}
        {addressField('province', 'Provincia (sigla)', 'address-level1', 2)}
      </fieldset>
      {serverError && (
        <p className="text-sm text-red-700" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Salvataggio…' : hasDetails ? 'Aggiorna le coordinate' : 'Salva le coordinate'}
      </Button>
    </form>
  );
}

function payoutLine(passenger: PassengerPayoutView): string {
  if (passenger.state === 'paid' && passenger.paidOn) {
    return `Pagata: la compagnia ha versato ${formatEuroCents(passenger.receivedCents)}, il nostro compenso è ${formatEuroCents(passenger.feeCents)}, bonifico di ${formatEuroCents(passenger.paidCents ?? passenger.netCents)} inviato il ${formatDate(passenger.paidOn)}`;
  }
  if (passenger.receivedCents > 0) return `${PAYOUT_STATE_LABELS[passenger.state]} — ricevuti ${formatEuroCents(passenger.receivedCents)}, compenso ${formatEuroCents(passenger.feeCents)}, a te ${formatEuroCents(passenger.netCents)}`;
  return PAYOUT_STATE_LABELS[passenger.state];
}

/** «Coordinate bancarie»: where the compensation is paid, each passenger's payout, and the invoices to download. */
export function BankDetails({ claimId, csrfToken }: { claimId: number; csrfToken: string }) {
  const billing = useQuery(claimBillingQuery(claimId));
  const save = useSaveBankDetails(claimId, csrfToken);
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby="coordinate-bancarie">
      <h3 id="coordinate-bancarie" className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
        <Landmark className="size-5 text-brand-700" aria-hidden="true" />
        Coordinate bancarie
      </h3>
      {billing.isPending && <Spinner label="Caricamento..." />}
      {billing.isError && (
        <p className="text-red-700" role="alert">
          Non riusciamo a caricare i dati del pagamento: {fieldProblem(billing.error, 'riprova tra poco.')}
        </p>
      )}
      {billing.data && (
        <div className="space-y-4">
          {billing.data.passengers[0]?.ibanMasked && !editing ? (
            <div className="flex flex-wrap items-center gap-3">
              <p>
                Il risarcimento sarà bonificato sul conto <span className="font-mono font-semibold">{billing.data.passengers[0].ibanMasked}</span>.
              </p>
              {billing.data.passengers.some((passenger) => passenger.state !== 'paid') && (
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  Cambia conto
                </Button>
              )}
            </div>
          ) : (
            <>
              <p className="text-slate-700">Indica il conto su cui vuoi ricevere il risarcimento: lo bonifichiamo entro 5 giorni lavorativi dal pagamento della compagnia.</p>
              <BankDetailsForm
                hasDetails={Boolean(billing.data.passengers[0]?.ibanMasked)}
                pending={save.isPending}
                serverError={save.isError ? fieldProblem(save.error, 'Coordinate non salvate: riprova.') : undefined}
                onSave={(details) => save.mutate(details, { onSuccess: () => setEditing(false) })}
              />
            </>
          )}
          <ul className="divide-y divide-slate-100" aria-label="Bonifici per passeggero">
            {billing.data.passengers.map((passenger) => (
              <li key={passenger.passengerId} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{passenger.fullName}</span>
                <span className="text-slate-700">{payoutLine(passenger)}</span>
              </li>
            ))}
          </ul>
          {billing.data.invoices.length > 0 && (
            <ul className="space-y-1" aria-label="Fatture">
              {billing.data.invoices.map((invoice) => (
                <li key={invoice.invoiceNumber}>
                  <a className="text-brand-700 underline" href={invoiceDownloadUrl(claimId, invoice.documentId)} download>
                    Scarica la fattura n. {invoice.invoiceNumber} ({formatEuroCents(invoice.totalCents)})
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
