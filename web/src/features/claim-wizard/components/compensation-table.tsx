import { calculateFee, eurosToCents, formatEuroCents } from '@eligibility';
import { LONG_HAUL_AMOUNT, MEDIUM_HAUL_AMOUNT, MEDIUM_HAUL_KM, SHORT_HAUL_AMOUNT, SHORT_HAUL_KM } from '@/content/eu261-amounts';

const BANDS = [
  { distance: `Fino a ${SHORT_HAUL_KM} km`, example: 'Roma – Parigi', amount: SHORT_HAUL_AMOUNT },
  { distance: `Da ${SHORT_HAUL_KM} a ${MEDIUM_HAUL_KM} km, e tutti i voli UE oltre ${SHORT_HAUL_KM} km`, example: 'Milano – Mosca, Roma – Helsinki', amount: MEDIUM_HAUL_AMOUNT },
  { distance: `Oltre ${MEDIUM_HAUL_KM} km (voli da o verso paesi fuori dall’UE)`, example: 'Roma – New York', amount: LONG_HAUL_AMOUNT },
];

/** Art. 7(1) amounts and our fee (25% + IVA, only if we win). */
export function CompensationTable() {
  const fee = calculateFee(eurosToCents(MEDIUM_HAUL_AMOUNT));
  return (
    <section aria-labelledby="importi" className="space-y-4">
      <h2 id="importi" className="text-xl font-bold text-slate-900">
        Quanto puoi ottenere
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Importi della compensazione secondo il Reg. (CE) n. 261/2004, per distanza del volo</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Distanza
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                Esempio
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Compensazione
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {BANDS.map((band) => (
              <tr key={band.amount}>
                <th scope="row" className="px-4 py-3 font-normal text-slate-800">
                  {band.distance}
                </th>
                <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">{band.example}</td>
                <td className="px-4 py-3 text-right text-base font-bold text-brand-800">{band.amount} €</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">
        La distanza si misura in linea d’aria tra la prima partenza e la destinazione finale. Con un volo alternativo arrivato poco dopo l’orario previsto l’importo può essere ridotto
        del 50%.
      </p>
      <p className="rounded-xl border border-accent-500/40 bg-orange-50 p-4 text-sm text-slate-800">
        <strong>Commissione: 25 % + IVA (30,5 % IVA inclusa) solo in caso di successo.</strong>
        {` Se non otteniamo il risarcimento non paghi nulla. Esempio: su ${formatEuroCents(fee.compensationCents)} la commissione è ${formatEuroCents(fee.feeCents)} e ricevi `}
        {formatEuroCents(fee.netCents)}.
      </p>
    </section>
  );
}
