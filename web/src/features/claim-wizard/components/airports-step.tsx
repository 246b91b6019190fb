import type { Airport } from '@/components/airport-search';
import { formatEuro, routePreview } from '../wizard-estimate';
import type { FieldErrors } from '../wizard-validation';
import { DescribedAirportSearch } from './described-airport-search';

interface AirportsStepProps {
  departure: Airport | null;
  arrival: Airport | null;
  today: string;
  errors: FieldErrors;
  onDeparture: (airport: Airport | null) => void;
  onArrival: (airport: Airport | null) => void;
}

export function AirportsStep({ departure, arrival, today, errors, onDeparture, onArrival }: AirportsStepProps) {
  const preview = routePreview(departure, arrival, today);
  return (
    <div className="space-y-5">
      <p className="text-slate-700">Da quale aeroporto sei partito e dove dovevi arrivare? Con uno scalo, indica la prima partenza e la destinazione finale.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <DescribedAirportSearch label="Aeroporto di partenza" value={departure} onChange={onDeparture} error={errors.departure} />
        <DescribedAirportSearch label="Aeroporto di arrivo" value={arrival} onChange={onArrival} error={errors.arrival} />
      </div>
      <div aria-live="polite" className="min-h-20">
        {preview && (
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-sm text-brand-800">Per un ritardo su questa tratta ({preview.distanceKm.toLocaleString('it-IT')} km) puoi ottenere</p>
            <p className="text-2xl font-bold text-brand-800">fino a {formatEuro(preview.maxAmount)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
