import { TERMS_VERSION } from '@contracts/legal-texts';
import { COMPETENT_BODY_TEXT } from '@contracts/complaint-bodies';
import { Link } from 'wouter';
import { PAGE_META } from '@/app/page-meta';
import { Configured, ConfiguredEmail, LegalPage, LegalSection, List } from './legal-page';
import { MandateSection } from './mandate-section';
import { TermsFee } from './terms-fee';
import { WithdrawalSection } from './withdrawal-section';

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** /termini: the service contract the passenger accepts in the wizard, with the mandate, the fee and the right of withdrawal. */
export default function TermsPage() {
  return (
    <LegalPage meta={PAGE_META['/termini']} title="Termini del servizio" subtitle="Il contratto tra te e noi per la gestione della tua richiesta di risarcimento" version={TERMS_VERSION} usesConfiguration>
      <LegalSection id="parti" title="1. Chi siamo e quando si applicano questi termini">
        <p>
          Il servizio RimborsoVolo24 è fornito da <Configured pick={(info) => info.company.name} />, con sede in <Configured pick={(info) => info.company.address} />, partita IVA{' '}
          <Configured pick={(info) => info.company.vatNumber} />, email <ConfiguredEmail pick={(info) => info.company.email} /> («noi»). Svolgiamo l’attività di recupero
          stragiudiziale dei crediti per conto di terzi con la licenza prevista dall’art. 115 del Testo unico delle leggi di pubblica sicurezza (TULPS):{' '}
          <Configured pick={(info) => info.company.tulpsLicence} />. Questi termini regolano il contratto con te,
          passeggero che agisce come consumatore («tu»), che si conclude quando invii la richiesta dal modulo di{' '}
          <Link href="/verifica-rimborso" className={linkClass}>verifica del rimborso</Link> dopo averli accettati.
        </p>
      </LegalSection>

      <LegalSection id="servizio" title="2. Che cosa facciamo per te">
        <List>
          <li><strong>Valutiamo</strong> gratuitamente la tua richiesta con le regole del Regolamento (CE) n. 261/2004 e, per i bagagli, della Convenzione di Montreal. La stima del modulo è indicativa: decide una persona del nostro team.</li>
          <li><strong>Chiediamo il risarcimento</strong> alla compagnia aerea in tuo nome, con i documenti che ci dai.</li>
          <li><strong>Seguiamo la pratica</strong>: rispondiamo alla compagnia, la sollecitiamo e ti teniamo aggiornato per email.</li>
          <li><strong>Reclamo all’organismo nazionale</strong>: se la compagnia non risponde entro sei settimane o risponde in modo insoddisfacente, possiamo presentare reclamo a {COMPETENT_BODY_TEXT}. L’organismo può sanzionare la compagnia ma non riconosce il risarcimento.</li>
          <li>
            <strong>Azione in giudizio</strong>: quando valutiamo che ne valga la pena, per le probabilità di successo e i costi, ti proponiamo di affidare la causa ai nostri avvocati
            partner. <strong>Non avviamo nessuna causa in tuo nome senza il tuo consenso</strong>, che ti chiediamo prima di ciascuna, spiegandoti perché e con quali rischi. Se la
            causa è persa, <strong>le spese legali che il giudice pone a carico tuo a favore della compagnia aerea le paghiamo noi</strong>, come le spese dei nostri avvocati. Verifichiamo per ogni pratica se è richiesto un tentativo di conciliazione: le regole su questo punto sono cambiate di recente e possono cambiare
            ancora.
          </li>
        </List>
        <p>Non possiamo garantirti il risultato: dipende dalle circostanze del volo, dalle prove e dalle decisioni della compagnia o del giudice.</p>
      </LegalSection>

      <TermsFee />

      <LegalSection id="pagamento" title="4. Come ricevi i soldi">
        <p>
          Di norma la compagnia aerea paga a noi, in forza del mandato. Appena riceviamo il pagamento tratteniamo il compenso e ti versiamo senza ritardo il resto con bonifico sul conto
          che ci indichi (IBAN intestato o cointestato a te). Non accettiamo buoni o voucher al posto del denaro senza il tuo consenso scritto.
        </p>
      </LegalSection>

      <LegalSection id="pagamento-diretto" title="5. Se la compagnia paga direttamente te">
        <p>
          Se, dopo che le abbiamo inviato la richiesta, la compagnia ti paga direttamente o ti fa un’offerta, avvisaci entro 14 giorni. Il pagamento è frutto della nostra richiesta,
          quindi il compenso resta dovuto sulla somma che hai ricevuto: ti mandiamo la fattura e ce lo versi entro 30 giorni. Se la compagnia ti aveva già pagato prima della nostra
          richiesta, non ci devi nulla. Finché la pratica è aperta, prima di accettare un’offerta della compagnia parlane con noi: possiamo dirti se è conveniente.
        </p>
      </LegalSection>

      <MandateSection />

      <WithdrawalSection />

      <LegalSection id="durata" title="8. Durata e fine del contratto">
        <List>
          <li>Il contratto dura fino alla chiusura della pratica: quando ti abbiamo versato la tua parte, oppure quando ti comunichiamo che non procediamo.</li>
          <li>
            Possiamo chiudere la pratica se, dopo la valutazione, la richiesta risulta infondata o non conviene agire, o se i dati e i documenti che ci dai non sono veritieri. Te lo
            diciamo per email, con il motivo; non ci devi nulla e sei libero di agire da solo o con altri.
          </li>
          <li>
            Dopo i 14 giorni del recesso puoi comunque revocare il mandato in qualsiasi momento scrivendo a <ConfiguredEmail pick={(info) => info.company.email} />. Non ci devi nulla,
            salvo che la compagnia abbia già accettato di pagare in seguito alla nostra richiesta: in quel caso il compenso resta dovuto su quella somma.
          </li>
        </List>
      </LegalSection>

      <LegalSection id="impegni" title="9. I tuoi impegni">
        <List>
          <li>Darci informazioni vere e complete e i documenti che ti chiediamo.</li>
          <li>Non affidare la stessa richiesta ad altri mentre ce ne occupiamo noi, e dirci se la compagnia ti contatta.</li>
          <li>Comunicarci se cambiano i tuoi dati di contatto o il conto su cui ricevere il pagamento.</li>
        </List>
      </LegalSection>

      <LegalSection id="reclami" title="10. Reclami">
        <p>
          Se qualcosa non va scrivici a <ConfiguredEmail pick={(info) => info.company.email} /> indicando il numero di pratica: ti rispondiamo per iscritto. Puoi anche rivolgerti a un
          organismo di risoluzione alternativa delle controversie (ADR) iscritto negli elenchi previsti dal Codice del Consumo (artt. 141 e seguenti).
        </p>
      </LegalSection>

      <LegalSection id="legge" title="11. Legge applicabile e foro competente">
        <p>
          Il contratto è regolato dalla legge italiana, senza toglierti le tutele inderogabili della legge del Paese in cui vivi. Per le controversie è competente il giudice del luogo in
          cui risiedi o sei domiciliato, se in Italia (foro del consumatore, art. 66-bis del Codice del Consumo).
        </p>
      </LegalSection>

      <LegalSection id="dati" title="12. Dati personali e versioni">
        <p>
          Come trattiamo i tuoi dati è spiegato nell’<Link href="/privacy" className={linkClass}>Informativa privacy</Link>. Se cambiamo questi termini pubblichiamo qui la nuova
          versione con un nuovo identificativo e una nuova data; alla tua pratica continua ad applicarsi la versione che hai accettato, registrata con la richiesta.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
