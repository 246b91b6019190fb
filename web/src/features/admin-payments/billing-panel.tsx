import { formatEuroCents } from '@eligibility';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldProblem } from '@/app/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/card';
import { Field, Input } from '@/components/ui/field';
import { formatDay } from '@/components/admin/format';
import { claimBillingQuery, invoicePdfUrl, useRecordAirlinePayment, type ClaimBillingView } from './api/billing';
import { BankDetailsLink, MissingInvoices } from './unblock-actions';
import { ElectronicInvoices } from './e-invoices';
import { PayoutStateBadge } from './payout-state';

const today = () => new Date().toISOString().slice(0, 10);
/** «417,50» or «417.50» → 417.5; undefined when it is no amount. */
const parseAmount = (text: string) => {
  const normalised = text.trim().replace(/\./g, (dot, offset, whole: string) => (whole.includes(',') ? '' : dot)).replace(',', '.');
  const value = Number(normalised);
  return normalised && Number.isFinite(value) ? value : undefined;
};

type Passengers = ClaimBillingView['passengers'];
type PaymentErrors = { amount?: string; receivedOn?: string; bankReference?: string; allocations?: string; form?: string };

/** The passengers who may still receive money: not paid, no voucher, not travelling free. */
const stillOpen = (passengers: Passengers) => passengers.filter((passenger) => passenger.state !== 'paid' && !passenger.voucher && !passenger.travelledFree);

function AirlinePaymentForm({ claimId, openCents, passengers }: { claimId: number; openCents: number; passengers: Passengers }) {
  const record = useRecordAirlinePayment(claimId);
  const [amount, setAmount] = useState((openCents / 100).toFixed(2).replace('.', ','));
  const [receivedOn, setReceivedOn] = useState(today);
  const [bankReference, setBankReference] = useState('');
  const [byHand, setByHand] = useState(false);
  const [shares, setShares] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<PaymentErrors>({});
  const open = stillOpen(passengers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    const allocations = byHand ? open.map((passenger) => ({ passengerId: passenger.passengerId, euros: parseAmount(shares[passenger.passengerId] ?? '0') })) : undefined;
    const allocated = allocations?.reduce((sum, share) => sum + Math.round((share.euros ?? Number.NaN) * 100), 0);
    const found: PaymentErrors = {
      amount: value === undefined || value <= 0 ? 'Indica l’importo ricevuto' : undefined,
      receivedOn: receivedOn ? undefined : 'Indica la data di accredito',
      bankReference: bankReference.trim() ? undefined : 'Indica il riferimento del bonifico',
      allocations:
        allocations && value !== undefined && allocated !== Math.round(value * 100) ? 'Ripartizione: le quote devono sommare l’importo ricevuto' : undefined,
    };
    setErrors(found);
    if (found.amount || found.receivedOn || found.bankReference || found.allocations) return;
    record.mutate(
      {
        amount: value!,
        receivedOn,
        bankReference: bankReference.trim(),
        allocations: allocations?.map((share) => ({ passengerId: share.passengerId, amountCents: Math.round(share.euros! * 100) })),
      },
      { onError: (error) => setErrors({ form: fieldProblem(error, 'Pagamento non registrato: riprova.') }) },
    );
  };

  return (
    <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate aria-label="Registra il pagamento della compagnia">
      <Field label="Importo ricevuto (€)" hint={`Ancora da ricevere: ${formatEuroCents(openCents)}`} error={errors.amount}>
        {({ id, describedBy, invalid }) => <Input id={id} inputMode="decimal" value={amount} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setAmount(event.target.value)} />}
      </Field>
      <Field label="Data di accredito" error={errors.receivedOn}>
        {({ id, describedBy, invalid }) => <Input id={id} type="date" value={receivedOn} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setReceivedOn(event.target.value)} />}
      </Field>
      <Field label="Riferimento del bonifico" error={errors.bankReference}>
        {({ id, describedBy, invalid }) => <Input id={id} value={bankReference} maxLength={140} aria-describedby={describedBy} aria-invalid={invalid} onChange={(event) => setBankReference(event.target.value)} />}
      </Field>
      {open.length > 1 && (
        <fieldset className="sm:col-span-3 space-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={byHand} onChange={(event) => setByHand(event.target.checked)} />
            Ripartisci a mano tra i passeggeri (altrimenti in proporzione a quanto chiede ciascuno)
          </label>
          {byHand && (
            <div className="grid gap-3 sm:grid-cols-3">
              {open.map((passenger) => (
                <Field key={passenger.passengerId} label={`Quota di ${passenger.fullName} (€)`} hint={`Chiede ${formatEuroCents(passenger.claimedCents - passenger.receivedCents)}`}>
                  {({ id, describedBy }) => (
                    <Input
                      id={id}
                      inputMode="decimal"
                      value={shares[passenger.passengerId] ?? ''}
                      aria-describedby={describedBy}
                      onChange={(event) => setShares({ ...shares, [passenger.passengerId]: event.target.value })}
                    />
                  )}
                </Field>
              ))}
            </div>
          )}
          {errors.allocations && (
            <p className="text-sm text-red-700" role="alert">
              {errors.allocations}
            </p>
          )}
        </fieldset>
      )}
      <div className="sm:col-span-3">
        {errors.form && (
          <p className="mb-2 text-sm text-red-700" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Registrazione…' : 'Registra pagamento ed emetti le fatture'}
        </Button>
      </div>
    </form>
  );
}

function PassengerMoney({ passenger }: { passenger: Passengers[number] }) {
  if (passenger.travelledFree) return <span className="text-sm text-slate-600">ha viaggiato gratis: nessuna compensazione</span>;
  if (passenger.voucher) return <span className="text-sm text-slate-600">buono accettato ({passenger.voucher.description}): nessun compenso</span>;
  return (
    <span className="text-sm text-slate-700">
      chiesti {formatEuroCents(passenger.claimedCents)} · ricevuti <strong>{formatEuroCents(passenger.receivedCents)}</strong> · compenso {formatEuroCents(passenger.feeCents)} · netto{' '}
      <strong>{formatEuroCents(passenger.netCents)}</strong>
    </span>
  );
}

function BillingDetails({ view, erased }: { view: ClaimBillingView; erased: boolean }) {
  const missingInvoices = view.passengers.some((passenger) => passenger.state === 'awaiting_invoice');
  const openCents = stillOpen(view.passengers).reduce((sum, passenger) => sum + Math.max(0, passenger.claimedCents - passenger.receivedCents), 0);
  return (
    <div className="space-y-5">
      {view.airlinePayments.length > 0 && (
        <ul className="space-y-1 text-slate-800">
          {view.airlinePayments.map((payment) => (
            <li key={`${payment.receivedOn}/${payment.bankReference}`}>
              La compagnia ha pagato <strong>{formatEuroCents(payment.amountCents)}</strong> il {formatDay(payment.receivedOn)} (rif. {payment.bankReference}).
            </li>
          ))}
        </ul>
      )}
      {erased ? (
        <p className="text-sm text-slate-600">I dati personali sono stati cancellati: non si registrano pagamenti.</p>
      ) : (
        openCents > 0 && <AirlinePaymentForm claimId={view.claimId} openCents={openCents} passengers={view.passengers} />
      )}
      {missingInvoices && !erased && <MissingInvoices claimId={view.claimId} />}
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Fatture</h3>
        {view.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">Nessuna fattura: si emettono sulla quota di ciascun passeggero quando registri il pagamento della compagnia.</p>
        ) : (
          <ul className="space-y-1">
            {view.invoices.map((invoice) => (
              <li key={invoice.invoiceNumber} className="flex flex-wrap items-baseline gap-x-3">
                <a className="font-medium text-brand-700 underline" href={invoicePdfUrl(invoice.documentId)} target="_blank" rel="noreferrer">
                  Fattura n. {invoice.invoiceNumber}
                </a>
                <span className="text-sm text-slate-600">
                  passeggero {invoice.passengerId} · {formatDay(invoice.issuedOn)} · totale {formatEuroCents(invoice.totalCents)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ElectronicInvoices claimId={view.claimId} />
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Ai passeggeri: ricevuto, compenso e netto</h3>
        <ul className="divide-y divide-slate-100">
          {view.passengers.map((passenger) => (
            <li key={passenger.passengerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="space-x-2">
                <span>
                  {passenger.passengerId}. {passenger.fullName}
                </span>
                <PassengerMoney passenger={passenger} />
                {passenger.ibanMasked && <span className="font-mono text-sm text-slate-600">{passenger.ibanMasked}</span>}
              </span>
              <PayoutStateBadge passenger={passenger} />
            </li>
          ))}
        </ul>
      </div>
      {!erased &&
        view.passengers
          .filter((passenger) => passenger.accountOf === passenger.passengerId && passenger.state !== 'paid' && !passenger.travelledFree && !passenger.voucher)
          .map((passenger) => <BankDetailsLink key={passenger.passengerId} claimId={view.claimId} passenger={passenger} />)}
    </div>
  );
}

/** «Pagamenti e fatture» on the claim page: the airline's payment, the invoices and each passenger's payout. */
export function BillingPanel({ claimId, erased = false }: { claimId: number; erased?: boolean }) {
  const billing = useQuery(claimBillingQuery(claimId));
  if (billing.isPending) return <Spinner label="Caricamento pagamenti..." />;
  if (billing.isError) {
    return (
      <p className="text-red-700" role="alert">
        Errore nel caricamento dei pagamenti: {fieldProblem(billing.error, 'riprova.')}
      </p>
    );
  }
  return <BillingDetails view={billing.data} erased={erased} />;
}
