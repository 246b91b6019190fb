import type { PracticeClaim } from '@contracts/passenger-claim';
import { Calendar, Plane, PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { Card } from '@/components/ui/card';

export type { PracticeClaim };

const DATE = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatFlightDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

export function FlightDetailsCard({ claim }: { claim: PracticeClaim }) {
  const rows = [
    { icon: Plane, label: 'Volo', value: claim.flightIata || claim.flightNumber || 'N/A' },
    { icon: Calendar, label: 'Data', value: formatFlightDate(claim.flightDate) },
    { icon: PlaneTakeoff, label: 'Partenza', value: claim.departureAirport || (claim.departureAirportId != null ? String(claim.departureAirportId) : 'N/A') },
    { icon: PlaneLanding, label: 'Arrivo', value: claim.arrivalAirport || (claim.arrivalAirportId != null ? String(claim.arrivalAirportId) : 'N/A') },
  ];
  return (
    <Card>
      <h2 className="text-xl font-bold text-slate-900">Dettagli del volo</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold break-words text-slate-900">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </Card>
  );
}
