import { ANSWER_LABELS } from '@contracts/claim-vocabulary';
import { ELIGIBILITY_LABELS, formatEuroCents } from '@eligibility';
import { airportLabel } from '@/components/airport-search';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatLongDate } from '../italian-today';
import { ISSUE_TYPE_LABELS, type StepNumber } from '../wizard-constants';
import { isMinorOn } from '@contracts/claim-passengers';
import { asksOperatingCarrier, asksOwnTicket, asksSingleBooking, bookingTotals, chosenFlightNumber, claimEstimate, formatEuro, normaliseBookingReference, passengerCount, ticketedPassengerCount } from '../wizard-estimate';
import type { WizardProgress } from '../wizard-progress';
import type { Consents, FieldErrors } from '../wizard-validation';
import { useOperatingCarrier } from '../api/operating-carrier';
import type { IssueForm } from '../wizard-issue';
import { FlightCarrierRecord } from './flight-carrier-record';
import { IssueQuestions } from './issue-questions';
import { LegalConsents } from './legal-consents';

interface SummaryStepProps {
  progress: WizardProgress;
  today: string;
  submitting: boolean;
  consents: Consents;
  /** The boxes' errors (client and server). */
  errors: FieldErrors;
  consentsRefused: number;
  onConsent: (box: keyof Consents, checked: boolean) => void;
  onIssue: (change: Partial<IssueForm>) => void;
  onEdit: (step: StepNumber) => void;
  onSubmit: () => void;
}

export function SummaryStep({ progress, today, submitting, consents, errors, consentsRefused, onConsent, onIssue, onEdit, onSubmit }: SummaryStepProps) {
  const { departure, arrival, passenger, selectedFlight, answers } = progress;
  const carrierMatters = asksOperatingCarrier(departure, arrival);
  const carrier = useOperatingCarrier(chosenFlightNumber(progress), carrierMatters).data ?? null;
  const estimate = claimEstimate(progress, today, carrierMatters ? carrier?.isEu : undefined);
  const count = passengerCount(progress);
  // Infants who travelled free are listed but claimed nothing for (Art. 3(3)).
  const claimed = ticketedPassengerCount(progress);
  const passengerLine = (index: number, name: string, dateOfBirth: string) =>
    `${index}. ${name.trim() || '—'}${dateOfBirth ? ` · nato/a il ${formatLongDate(dateOfBirth)}` : ''}${dateOfBirth && isMinorOn(dateOfBirth, today) ? ' · minorenne' : ''}`;
  const travelledFree = (companion: (typeof progress.companions)[number]) => asksOwnTicket(companion.dateOfBirth, progress.flightDate) && companion.ownTicket === 'no';
  const passengers = [
    passengerLine(1, passenger.name, passenger.dateOfBirth),
    ...progress.companions.map((companion, index) => passengerLine(index + 2, companion.fullName, companion.dateOfBirth) + (travelledFree(companion) ? ' · ha viaggiato gratis' : '')),
  ];
  const rows: { label: string; value: string; step: StepNumber }[] = [
    { label: 'Partenza', value: departure ? airportLabel(departure) : '—', step: 1 },
    { label: 'Arrivo', value: arrival ? airportLabel(arrival) : '—', step: 1 },
    { label: 'Data del volo', value: progress.flightDate ? formatLongDate(progress.flightDate) : '—', step: 2 },
    {
      label: 'Volo',
      value: (chosenFlightNumber(progress) || '—') + (selectedFlight?.airline_name ? ` · ${selectedFlight.airline_name}` : ''),
      step: 3,
    },
    { label: 'Nome e cognome', value: passenger.name || '—', step: 4 },
    { label: 'Email', value: passenger.email || '—', step: 4 },
    { label: 'Telefono', value: passenger.phone || 'Non indicato', step: 4 },
    { label: count === 1 ? 'Passeggero' : `Passeggeri (${count})`, value: passengers.join('\n'), step: 4 },
    { label: 'Codice di prenotazione', value: normaliseBookingReference(progress.bookingReference) || 'Non indicato', step: 4 },
    ...(carrierMatters
      ? [
          {
            label: 'Compagnia europea',
            value: carrier
              ? `${carrier.isEu ? 'Sì' : 'No'}: dal numero del volo, ${carrier.name} (${carrier.isEu ? 'compagnia europea' : 'compagnia non europea'})`
              : answers.operatingCarrierEuropean
                ? ANSWER_LABELS[answers.operatingCarrierEuropean]
                : '—',
            step: 1 as const,
          },
        ]
      : []),
    { label: 'Problema', value: passenger.issueType ? ISSUE_TYPE_LABELS[passenger.issueType] : '—', step: 4 },
    ...(asksSingleBooking(passenger.issueType)
      ? [{ label: 'Unica prenotazione', value: answers.singleBooking ? ANSWER_LABELS[answers.singleBooking] : '—', step: 4 as const }]
      : []),
    { label: 'Dettagli', value: passenger.issueDetails || 'Nessuno', step: 4 },
  ];

  return (
    <div className="space-y-6">
      <p className="text-slate-700">Controlla i dati prima di inviare la richiesta. Puoi modificarli tornando allo step indicato.</p>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1 sm:flex sm:gap-4">
              <dt className="text-sm font-semibold text-slate-600 sm:w-36 sm:shrink-0">{row.label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{row.value}</dd>
            </div>
            <Button variant="ghost" size="sm" className="shrink-0" onClick={() => onEdit(row.step)} aria-label={`Modifica ${row.label.toLowerCase()}`}>
              Modifica
            </Button>
          </div>
        ))}
      </dl>

      <IssueQuestions issueType={passenger.issueType} form={progress.issue} errors={errors} onChange={onIssue} />

      {estimate && (
        <section aria-labelledby="stima-titolo" className={cn('rounded-xl border p-4', estimate.eligibility === 'not_eligible' ? 'border-slate-300 bg-slate-50' : 'border-brand-100 bg-brand-50')}>
          <h3 id="stima-titolo" className="text-sm font-semibold text-slate-700">
            Stima del risarcimento · {ELIGIBILITY_LABELS[estimate.eligibility]}
          </h3>
          {estimate.eligibility === 'not_eligible' || estimate.amount === 0 ? (
            <p className="mt-1 text-lg font-bold text-slate-800">
              {estimate.eligibility === 'not_eligible' ? 'Con questi dati il risarcimento potrebbe non spettare' : 'Con questi dati non possiamo ancora indicare un importo'}
            </p>
          ) : (
            <>
              <p className="mt-1 text-2xl font-bold text-brand-800">
                fino a {formatEuro(estimate.amount)}
                {claimed > 1 && <span className="text-lg"> × {claimed} passeggeri</span>}
              </p>
              {claimed > 1 && <p className="text-lg font-bold text-brand-800">Totale fino a {formatEuroCents(bookingTotals(estimate.fee, claimed).compensationCents)}</p>}
              <p className="text-sm text-slate-700">
                Distanza {estimate.distanceKm.toLocaleString('it-IT')} km · nostra commissione {formatEuroCents(estimate.fee.feeCents)} (25 % + IVA, 30,5 % IVA inclusa) · a te {formatEuroCents(estimate.fee.netCents)}
                {claimed > 1 ? ' per passeggero' : ''}
              </p>
              {claimed > 1 && (
                <p className="text-sm text-slate-700">
                  Per {claimed} passeggeri: commissione {formatEuroCents(bookingTotals(estimate.fee, claimed).feeCents)} · a voi {formatEuroCents(bookingTotals(estimate.fee, claimed).netCents)}
                </p>
              )}
              {claimed < count && (
                <p className="text-sm text-slate-700">
                  {count - claimed === 1 ? 'Un bambino ha viaggiato gratis' : `${count - claimed} bambini hanno viaggiato gratis`}: per chi non aveva un biglietto non spetta il risarcimento, quindi non lo chiediamo e non paghi commissioni.
                </p>
              )}
            </>
          )}
          {estimate.reasons.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {estimate.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-xs text-slate-600">
            La stima è indicativa: il nostro team verificherà il volo e le circostanze. Norme applicate: {estimate.rulesetLabel}.
          </p>
        </section>
      )}

      <FlightCarrierRecord flightNumber={chosenFlightNumber(progress)} />

      <LegalConsents consents={consents} errors={errors} refusals={consentsRefused} onChange={onConsent} />

      <Button size="lg" className="w-full sm:w-auto" onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
        {submitting ? 'Invio in corso...' : 'Invia richiesta'}
      </Button>
    </div>
  );
}
