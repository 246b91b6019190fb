import type { PassengerClaimSummary } from '@contracts/passenger-area';
import { Plane } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { formatDate } from './format';
import { StatusBadge } from './status-badge';

/** The address's claims; the selected one is shown below. */
export function ClaimsList({ claims, selected, onSelect }: { claims: PassengerClaimSummary[]; selected: number | undefined; onSelect: (claimId: number) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Le tue pratiche">
      {claims.map((claim) => (
        <li key={claim.claimId}>
          <button
            type="button"
            aria-pressed={claim.claimId === selected}
            onClick={() => onSelect(claim.claimId)}
            className={cn(
              'w-full rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600',
              claim.claimId === selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
            )}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-bold text-slate-900">Pratica #{claim.practiceNumber}</span>
              <StatusBadge status={claim.status} label={claim.statusLabel} />
            </span>
            <span className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <Plane className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {claim.flightNumber} · {formatDate(claim.flightDate)} · {claim.issueTypeLabel}
            </span>
            <span className="mt-1 block text-sm text-slate-600">
              {claim.departureAirport} → {claim.arrivalAirport}
            </span>
            <span className="mt-1 block text-xs text-slate-500">Ultimo aggiornamento: {formatDate(claim.lastUpdate)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
