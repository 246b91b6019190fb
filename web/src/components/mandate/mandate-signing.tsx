import { estimateValues, MANDATE_BLANKS, type MandateBlank, type MandateValues } from '@contracts/mandate-text';
import type { ClaimMandates, PassengerMandate, SignMandateBody } from '@contracts/mandates';
import { CircleCheck, Mail } from 'lucide-react';
import { MandateDocument } from './mandate-document';
import { PassengerSigningForm } from './passenger-signing-form';

const WHEN = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });

export function SignedLine({ passenger }: { passenger: PassengerMandate }) {
  if (!passenger.signed) return null;
  const { signerName, signedAt, signedAs } = passenger.signed;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>{passenger.fullName}</strong>: mandato firmato il {WHEN.format(new Date(signedAt))} da {signerName}
        {signedAs === 'guardian' ? ' (genitore o tutore)' : ''}
      </span>
    </p>
  );
}

/** An adult co-passenger's mandate is theirs to sign: the contact sees where it stands, not a form. */
export function OwnSignatureLine({ passenger }: { passenger: PassengerMandate }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>{passenger.fullName}</strong>:{' '}
        {passenger.signing === 'own_link'
          ? 'firma di persona il proprio mandato, con il link che gli abbiamo inviato al suo indirizzo e-mail.'
          : 'firma di persona il proprio mandato: non abbiamo il suo indirizzo e-mail, ti contatteremo per averlo.'}
      </span>
    </p>
  );
}

/** The amounts this passenger's mandate states, beside their name: each signs for their own money. */
export function PassengerAmounts({ passenger }: { passenger: PassengerMandate }) {
  const amounts = estimateValues(passenger.estimate);
  return (
    <dl className="mb-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-3" aria-label={`Importi del mandato di ${passenger.fullName}`}>
      <div>
        <dt className="text-slate-500">Risarcimento stimato</dt>
        <dd className="font-medium text-slate-900">{amounts.estimatedCompensation}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Nostro compenso, IVA inclusa</dt>
        <dd className="font-medium text-slate-900">{amounts.feeAmount}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Netto per il passeggero</dt>
        <dd className="font-medium text-slate-900">{amounts.netAmount}</dd>
      </div>
    </dl>
  );
}

const AMOUNT_BLANKS = new Set<MandateBlank>(['estimatedCompensation', 'feeAmount', 'netAmount']);

/** The amounts in the text shown once for all: the passengers' own when they are the same for all, else a pointer to each passenger's below. */
function documentValues(mandates: ClaimMandates): MandateValues {
  const [first, ...others] = mandates.passengers;
  const alike = first !== undefined && others.every((passenger) => JSON.stringify(passenger.estimate) === JSON.stringify(first.estimate));
  return alike ? { ...mandates.values, ...estimateValues(first.estimate) } : mandates.values;
}

/** Whether the one who sees this list has nothing left to sign themselves. */
export const nothingLeftToSign = (mandates: ClaimMandates | undefined) => mandates?.passengers.every((passenger) => passenger.signed || passenger.signing !== 'here') ?? false;

/** The mandate's text filled for the claim, then each passenger: signed, the form to sign, or (an adult co-passenger) their own link. */
export function MandateSigning({ mandates, onSign }: { mandates: ClaimMandates; onSign: (body: SignMandateBody) => Promise<unknown> }) {
  const values = documentValues(mandates);
  const blankFor = (blank: MandateBlank) => (AMOUNT_BLANKS.has(blank) ? 'indicato sotto per ciascun passeggero' : MANDATE_BLANKS[blank]);
  return (
    <div className="space-y-5">
      <MandateDocument
        minor={false}
        className="max-h-72 space-y-3 overflow-y-auto rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm"
        renderBlank={(blank) => (blank === 'signerName' ? <em>chi firma</em> : (values[blank] ?? <span className="italic text-slate-600">[{blankFor(blank)}]</span>))}
      />
      <p className="text-sm text-slate-600">Per un passeggero minorenne il genitore o tutore firma «in qualità di genitore o tutore di» lui o lei.</p>
      <ul className="space-y-4">
        {mandates.passengers.map((passenger) => (
          <li key={passenger.passengerId}>
            <PassengerAmounts passenger={passenger} />
            {passenger.signed ? <SignedLine passenger={passenger} /> : passenger.signing === 'here' ? <PassengerSigningForm passenger={passenger} onSign={onSign} /> : <OwnSignatureLine passenger={passenger} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
