import { useId } from 'react';
import { SHORT_HAUL_KM } from '@/content/eu261-amounts';
import { DISTANCE_BANDS, INTRA_EU_LONG_AMOUNT } from '../bands';
import { formatEuro } from '../format';

export function BandsLegend() {
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
      <h4 id={titleId} className="font-bold text-brand-800">
        Regolamento (CE) n. 261/2004
      </h4>
      <ul className="mt-2 space-y-1">
        {DISTANCE_BANDS.map((band) => (
          <li key={band.amount} className="flex justify-between gap-3">
            <span>
              {band.distance} <span className="text-slate-700">({band.category})</span>
            </span>
            <span className="font-bold">{formatEuro(band.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-700">
        {`Voli all'interno dell'UE oltre ${SHORT_HAUL_KM} km: `}
        {formatEuro(INTRA_EU_LONG_AMOUNT)}.
      </p>
    </aside>
  );
}
