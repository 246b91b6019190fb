import { Link } from 'wouter';
import { SHORT_HAUL_KM } from '@/content/eu261-amounts';
import { DISTANCE_BANDS, INTRA_EU_LONG_AMOUNT } from '../bands';
import { formatEuro } from '../format';

const CASES = [
  { href: '/voli-ritardo', title: 'Ritardo', text: "3 ore o più all'arrivo alla destinazione finale." },
  { href: '/voli-cancellati', title: 'Cancellazione', text: 'Avviso con meno di 14 giorni di anticipo.' },
  { href: '/overbooking', title: 'Overbooking', text: 'Imbarco negato contro la tua volontà.' },
  { href: '/bagagli-smarriti', title: 'Bagaglio', text: 'Smarrito, danneggiato o in ritardo (Convenzione di Montreal).' },
] as const;

export function Rights() {
  return (
    <section id="diritti" aria-labelledby="diritti-title" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="diritti-title" className="text-center text-3xl font-extrabold text-slate-900">
          I tuoi diritti
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Il Regolamento (CE) n. 261/2004 fissa il risarcimento in base alla distanza del volo, qualunque sia il prezzo del biglietto.
        </p>
        <div className="mx-auto mt-10 max-w-3xl overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">Risarcimento per distanza del volo</caption>
            <thead className="bg-brand-700 text-white">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  Distanza
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                  Categoria
                </th>
                <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                  Risarcimento
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {DISTANCE_BANDS.map((band) => (
                <tr key={band.amount}>
                  <th scope="row" className="px-3 py-3 sm:px-4 font-medium text-slate-900">
                    {band.distance}
                  </th>
                  <td className="px-3 py-3 sm:px-4 text-slate-700">{band.category}</td>
                  <td className="px-3 py-3 sm:px-4 text-right text-base font-bold whitespace-nowrap text-brand-700 sm:text-lg">{formatEuro(band.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mx-auto mt-3 max-w-3xl text-sm text-slate-700">
          {`Nota: per i voli all'interno dell'Unione Europea oltre ${SHORT_HAUL_KM} km il risarcimento è di `}
          {formatEuro(INTRA_EU_LONG_AMOUNT)}.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CASES.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600">
                <span className="block text-lg font-bold text-brand-700">{item.title}</span>
                <span className="mt-1 block text-slate-700">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
