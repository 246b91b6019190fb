import { calculateFee, COMMISSION_PERCENT, eurosToCents, formatEuroCents, HEADLINE_PRICE, VAT_PERCENT } from '@eligibility';
import { LegalSection, List } from './legal-page';

/** The worked examples: the three amounts of Art. 7 of the Regulation. */
const EXAMPLES = [250, 400, 600].map((euros) => calculateFee(eurosToCents(euros)));

/** Section 3 of the terms: the fee, only on success, with examples to the cent from the same calculation as the calculator's. */
export function TermsFee() {
  return (
    <LegalSection id="compenso" title="3. Quanto costa: solo in caso di successo">
      <p>
        La valutazione è gratuita. Il nostro compenso è il {COMMISSION_PERCENT}% della somma ottenuta dalla compagnia aerea, più l’IVA al {VAT_PERCENT}% su quel compenso ({HEADLINE_PRICE}); compenso e
        IVA sono arrotondati ciascuno al centesimo (per eccesso da 0,5 centesimi in su). Il compenso è dovuto solo se otteniamo il pagamento: <strong>se non otteniamo nulla, non ci devi
        nulla</strong>, né compenso né spese, anche quando abbiamo presentato reclamo all’ENAC o a un altro organismo nazionale, o agito in giudizio. Se una causa in tuo nome è persa, le spese
        che il giudice liquida a favore della compagnia aerea sono a carico nostro.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-right text-sm">
          <caption className="pb-2 text-left font-semibold text-slate-900">Esempi</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-3 text-left font-semibold">Somma ottenuta</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Compenso {COMMISSION_PERCENT}%</th>
              <th scope="col" className="py-2 pr-3 font-semibold">IVA {VAT_PERCENT}%</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Totale per noi</th>
              <th scope="col" className="py-2 font-semibold">A te</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLES.map((fee) => (
              <tr key={fee.compensationCents} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 text-left font-normal">{formatEuroCents(fee.compensationCents)}</th>
                <td className="py-2 pr-3">{formatEuroCents(fee.commissionCents)}</td>
                <td className="py-2 pr-3">{formatEuroCents(fee.vatCents)}</td>
                <td className="py-2 pr-3">{formatEuroCents(fee.feeCents)}</td>
                <td className="py-2 font-semibold text-slate-900">{formatEuroCents(fee.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <List>
        {EXAMPLES.map((fee) => (
          <li key={fee.compensationCents}>
            Se la compagnia paga {formatEuroCents(fee.compensationCents)}, il compenso è {formatEuroCents(fee.feeCents)} ({formatEuroCents(fee.commissionCents)} +{' '}
            {formatEuroCents(fee.vatCents)} di IVA) e tu ricevi {formatEuroCents(fee.netCents)}.
          </li>
        ))}
      </List>
      <p>Per il compenso ti emettiamo fattura. Il compenso si calcola sulla somma effettivamente pagata dalla compagnia, anche se diversa da quella stimata dal modulo.</p>
    </LegalSection>
  );
}
