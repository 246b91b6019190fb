import { TERMS_VERSION } from '@contracts/legal-texts';
import { Configured, LegalSection } from './legal-page';

const Blank = ({ children }: { children: string }) => <span className="italic text-slate-600">[{children}]</span>;

/**
 * Section 6 of the terms: the text of the mandate with representation that the passenger signs to
 * let us act in their name. Kept as its own section, word for word what the signing step will show.
 */
export function MandateSection() {
  return (
    <LegalSection id="mandato" title="6. Mandato con rappresentanza">
      <p>
        Per chiedere il risarcimento in tuo nome abbiamo bisogno di un mandato con rappresentanza. Ti chiederemo di firmarlo con il testo che segue; fino alla firma possiamo
        valutare la richiesta, ma non agire in tuo nome.
      </p>
      <div className="space-y-3 rounded-xl border border-slate-300 bg-slate-50 p-5 text-sm" role="document" aria-label="Testo del mandato con rappresentanza">
        <p className="text-center font-bold tracking-wide uppercase">Mandato con rappresentanza</p>
        <p>
          Io sottoscritto/a <Blank>nome e cognome</Blank>, passeggero/a del volo <Blank>numero del volo</Blank> del <Blank>data</Blank> da <Blank>aeroporto di partenza</Blank> a{' '}
          <Blank>aeroporto di arrivo</Blank>, pratica n. <Blank>numero di pratica</Blank>,
        </p>
        <p>
          conferisco a <Configured pick={(info) => info.company.name} />, con sede in <Configured pick={(info) => info.company.address} />, partita IVA{' '}
          <Configured pick={(info) => info.company.vatNumber} /> («mandatario»), mandato con rappresentanza ai sensi degli artt. 1387 e seguenti e 1703 e seguenti del codice civile,
          alle condizioni dei Termini del servizio versione {TERMS_VERSION}, perché in mio nome e per mio conto:
        </p>
        <ol className="list-[lower-alpha] space-y-1 pl-6">
          <li>
            chieda alla compagnia aerea la compensazione pecuniaria e ogni altra somma che mi spetti per il volo indicato ai sensi del Regolamento (CE) n. 261/2004 e, per i bagagli,
            della Convenzione di Montreal, e ottenga le informazioni e i documenti relativi al volo;
          </li>
          <li>presenti reclamo all’ENAC e partecipi a procedure di conciliazione;</li>
          <li>
            affidi ad avvocati di sua scelta l’azione in giudizio, senza costi per me oltre al compenso pattuito, sottoscrivendo io, quando serve, la procura alle liti con atto separato;
          </li>
          <li>
            riceva il pagamento dalla compagnia aerea, ne rilasci quietanza, trattenga il compenso pattuito nei Termini del servizio e mi versi senza ritardo il resto sul conto che
            indicherò;
          </li>
          <li>concluda accordi con la compagnia aerea, ma per somme inferiori a quelle richieste o per pagamenti diversi dal denaro (buoni, voucher) solo con il mio consenso scritto.</li>
        </ol>
        <p>
          Il mandato riguarda solo il volo indicato. Dichiaro di non aver affidato la stessa richiesta ad altri. Posso revocare il mandato in qualsiasi momento, alle condizioni
          dei Termini del servizio.
        </p>
        <p>
          <Blank>luogo e data</Blank> · <Blank>firma</Blank>
        </p>
      </div>
    </LegalSection>
  );
}
