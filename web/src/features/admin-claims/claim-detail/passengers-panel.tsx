import { isMinorOn, TRAVELLED_FREE_LABEL } from '@contracts/claim-passengers';
import { formatEuroCents, italianToday } from '@eligibility';
import { formatDay } from '@/components/admin/format';
import type { AdminClaim } from '../api/claims';
import { bookingAmounts } from './passenger-amounts';
import { countOf } from '@contracts/plural';

const BASIS_NOTES = {
  set: 'Importi per passeggero calcolati sulla compensazione indicata nella pratica.',
  estimated: 'Importi per passeggero calcolati sulla compensazione stimata: indicare la compensazione nella pratica per confermarli.',
  none: 'Compensazione da definire: gli importi compariranno quando sarà indicata o stimata.',
} as const;

/** The booking's passengers with each one's compensation, our fee (25 % + IVA) and net payout, and the booking's totals. */
export function PassengersPanel({ claim }: { claim: Pick<AdminClaim, 'passengers' | 'bookingReference' | 'compensationAmount' | 'estimatedCompensation'> }) {
  const today = italianToday();
  const { basis, perPassenger, total } = bookingAmounts(claim);
  const money = (cents: number | undefined) => (cents === undefined ? 'Da definire' : formatEuroCents(cents));
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Codice di prenotazione (PNR): <strong className="font-mono">{claim.bookingReference ?? 'Non fornito'}</strong> ·{' '}
        {countOf(claim.passengers.length, 'passeggero', 'passeggeri')}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Passeggeri della prenotazione con compensazione, commissione e netto di ciascuno</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {['N.', 'Passeggero', 'Data di nascita', 'Email', 'Compensazione', 'Commissione (25% + IVA)', 'Netto al passeggero'].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4 first:pl-4">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {claim.passengers.map((passenger) => (
              <tr key={passenger.passengerId} className="border-t border-slate-100 align-top">
                <td className="py-2 pr-4 pl-4">{passenger.passengerId}</td>
                <th scope="row" className="py-2 pr-4 font-medium">
                  {passenger.fullName}
                  {isMinorOn(passenger.dateOfBirth, today) && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">minorenne</span>}
                </th>
                <td className="py-2 pr-4 whitespace-nowrap">{passenger.dateOfBirth ? formatDay(passenger.dateOfBirth) : 'Non fornita'}</td>
                <td className="py-2 pr-4 break-all">{passenger.email ?? 'Non fornita'}</td>
                {passenger.travelledFree ? (
                  <td colSpan={3} className="py-2 pr-4 text-slate-700">
                    {TRAVELLED_FREE_LABEL}
                  </td>
                ) : (
                  <>
                    <td className="py-2 pr-4 whitespace-nowrap">{money(perPassenger?.compensationCents)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{money(perPassenger?.feeCents)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{money(perPassenger?.netCents)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-4 pl-4">
                Totale prenotazione
              </th>
              <td className="py-2 pr-4 whitespace-nowrap">{money(total?.compensationCents)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{money(total?.feeCents)}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{money(total?.netCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-slate-600">{BASIS_NOTES[basis]}</p>
    </div>
  );
}
