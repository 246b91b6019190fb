import type { ReactNode } from 'react';
import { ELIGIBILITY_LABELS, formatDateTime, formatDay, formatEuro, ISSUE_LABELS, PRIORITY_LABELS, STATUS_LABELS } from '@/components/admin/format';
import type { AdminClaim } from '../api/claims';
import { OperatingCarrier } from './operating-carrier';

type Fact = [label: string, value: ReactNode];
/** A fact nobody knows is left out rather than shown as an empty row. */
type MaybeFact = [label: string, value: ReactNode | null];

/**
 * Every stored field of a claim, grouped, with the spec's words for what the passenger did not give;
 * a fact not known (no flight data yet, no IP) is left out. A past version
 * carries only what the events say, not the flight data fetched later, hence the Partial.
 */
export function claimFacts(claim: Partial<AdminClaim> & Pick<AdminClaim, 'passengerName' | 'flightNumber' | 'flightDate' | 'departureAirport' | 'arrivalAirport' | 'issueType' | 'isEligible' | 'adminStatus' | 'priority' | 'createdAt' | 'updatedAt'>): { title: string; facts: Fact[] }[] {
  const text = (value: string | null | undefined, missing: string | null = null) => (value ? value : missing);
  const when = (value: string | null | undefined, missing: string | null = null) => (value ? formatDateTime(value) : missing);
  const euro = (value: number | null | undefined) => (value === null || value === undefined ? 'Da definire' : formatEuro(value));
  const groups: { title: string; facts: MaybeFact[] }[] = [
    {
      title: 'Dati del passeggero',
      facts: [
        ['Nome', claim.passengerName],
        ['Email', text(claim.email, 'Non fornito')],
        ['Telefono', text(claim.phone, 'Non fornito')],
        ['Indirizzo IP', text(claim.ipAddress)],
        ['Pagina di provenienza', text(claim.refererUrl)],
        ['Codice di prenotazione', text(claim.bookingReference, 'Non fornito')],
        ['Passeggeri', claim.passengers ? claim.passengers.map((passenger) => passenger.fullName).join(', ') : null],
      ],
    },
    {
      title: 'Dettagli del volo',
      facts: [
        ['Numero volo', claim.flightNumber],
        ['Codice IATA volo', text(claim.flightIata)],
        ['Compagnia operativa', claim.operatingCarrier ? <OperatingCarrier code={claim.operatingCarrier} /> : 'Non indicata'],
        ['Compagnia', text(claim.airline)],
        ['Data volo', formatDay(claim.flightDate)],
        ['Partenza', claim.departureAirport],
        ['Arrivo', claim.arrivalAirport],
        ['Stato del volo', text(claim.status)],
        ['Ritardo (minuti)', claim.delayMinutes ?? null],
        ['Partenza prevista', when(claim.scheduledDeparture)],
        ['Partenza effettiva', when(claim.actualDeparture)],
        ['Arrivo previsto', when(claim.scheduledArrival)],
        ['Arrivo effettivo', when(claim.actualArrival)],
        ['Chiamate al servizio dati voli', claim.apiCallsCount ?? null],
      ],
    },
    {
      title: 'Compensazione e motivo',
      facts: [
        ['Problema', ISSUE_LABELS[claim.issueType as keyof typeof ISSUE_LABELS] ?? claim.issueType],
        ['Dettagli del problema', text(claim.issueDetails, 'Non fornito')],
        ['Motivo del ritardo', text(claim.delayReason)],
        ['Motivo della cancellazione', text(claim.cancellationReason)],
        ['Idoneità', ELIGIBILITY_LABELS[claim.isEligible]],
        ['Compensazione', euro(claim.compensationAmount)],
        ['Compensazione stimata', euro(claim.estimatedCompensation)],
        ['Compensazione ottenuta', euro(claim.actualCompensation)],
      ],
    },
    {
      title: 'Gestione',
      facts: [
        ['Stato', STATUS_LABELS[claim.adminStatus]],
        ['Priorità', PRIORITY_LABELS[claim.priority]],
        ['Assegnata a', text(claim.assignedTo, 'Non assegnato')],
        ['Note amministrative', text(claim.adminNotes)],
        ['Nota per il passeggero', text(claim.passengerNote)],
        ['Elaborata il', when(claim.processedAt, 'Non elaborato')],
        ['Completata il', when(claim.completedAt, 'Non completato')],
        ['Creata il', formatDateTime(claim.createdAt)],
        ['Ultima modifica', formatDateTime(claim.updatedAt)],
      ],
    },
  ];
  return groups.map((group) => ({ title: group.title, facts: group.facts.filter((fact): fact is Fact => fact[1] !== null && fact[1] !== undefined) }));
}

export function ClaimFacts({ claim }: { claim: Parameters<typeof claimFacts>[0] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {claimFacts(claim).map((group) => (
        <section key={group.title} className="space-y-2">
          <h3 className="font-bold text-slate-900">{group.title}</h3>
          <dl className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {group.facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
