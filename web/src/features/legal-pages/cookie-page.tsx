import { COOKIE_POLICY_VERSION } from '@contracts/legal-texts';
import { Link } from 'wouter';
import { PAGE_META } from '@/app/page-meta';
import { LegalPage, LegalSection, List } from './legal-page';

/** /cookie: what the site stores in the browser (checked against the code by a test: the passengers' and the operators' session cookies, the wizard's draft). */
export default function CookiePage() {
  return (
    <LegalPage meta={PAGE_META['/cookie']} title="Cookie e memoria del browser" subtitle="Che cosa salviamo nel tuo browser e perché" version={COOKIE_POLICY_VERSION}>
      <LegalSection id="in-breve" title="In breve">
        <p>
          Le pagine pubbliche del sito non impostano cookie: ne usiamo solo due, tecnici, dopo l’accesso all’area riservata ai passeggeri o a quella degli operatori. Non usiamo cookie di profilazione, di statistica (analytics) o di pubblicità, e le nostre pagine non caricano servizi di
          terze parti che ne impostino. Per questo non ti mostriamo un banner per il consenso: i soli strumenti che usiamo sono tecnici e servono al funzionamento del servizio (art. 122
          del Codice privacy, D.Lgs. 196/2003, e linee guida del Garante sui cookie).
        </p>
      </LegalSection>

      <LegalSection id="modulo" title="La bozza del modulo di richiesta (memoria locale del browser)">
        <p>
          Mentre compili il modulo di <Link href="/verifica-rimborso" className="text-brand-700 underline underline-offset-2">verifica del rimborso</Link>, salviamo i tuoi progressi
          nella memoria locale del browser (localStorage), sotto la voce <code className="rounded bg-slate-100 px-1">rimborsovolo24:claim-wizard</code>, così se chiudi la pagina puoi
          riprendere da dove eri rimasto.
        </p>
        <List>
          <li>
            Contiene ciò che hai inserito: aeroporti, data e volo, nome, email, telefono, tipo di problema, dettagli, le risposte alle domande e un codice che evita di inviare due volte
            la stessa richiesta.
          </li>
          <li>Resta solo sul tuo dispositivo: non ci arriva finché non premi «Invia richiesta».</li>
          <li>Viene cancellata quando la richiesta è inviata. Puoi cancellarla anche tu dalle impostazioni del browser (dati dei siti).</li>
          <li>Le caselle sui Termini del servizio e sull’Informativa privacy non vengono salvate: te le chiediamo a ogni invio.</li>
        </List>
        <p>Se usi un computer condiviso, invia la richiesta o cancella i dati del sito quando hai finito.</p>
      </LegalSection>

      <LegalSection id="area-passeggeri" title="Area riservata ai passeggeri">
        <p>
          Se entri nell’<Link href="/area-riservata" className="text-brand-700 underline underline-offset-2">area riservata</Link> con il link che ti mandiamo per email, usiamo:
        </p>
        <List>
          <li>
            il cookie tecnico di sessione <code className="rounded bg-slate-100 px-1">rv_passenger</code>, impostato quando apri il link: ti mantiene collegato alle tue pratiche, non
            è leggibile dagli script della pagina (HttpOnly), viaggia solo verso il nostro sito (SameSite=Strict) e, sul sito pubblicato, solo su connessione cifrata. Dura al massimo
            30 giorni e viene cancellato quando esci;
          </li>
          <li>un codice di sicurezza contro le richieste contraffatte (token CSRF), che non è un cookie: resta nella memoria della pagina aperta e sparisce quando la chiudi.</li>
        </List>
      </LegalSection>

      <LegalSection id="area-operatori" title="Area riservata agli operatori">
        <p>Solo chi lavora alle pratiche accede all’area riservata. Lì usiamo:</p>
        <List>
          <li>
            il cookie tecnico di sessione <code className="rounded bg-slate-100 px-1">rv_session</code>, impostato all’accesso: mantiene l’operatore collegato, non è leggibile dagli
            script della pagina (HttpOnly), viaggia solo verso il nostro sito (SameSite=Strict) e, sul sito pubblicato, solo su connessione cifrata. Dura al massimo 12 ore e viene
            cancellato all’uscita; la sessione scade comunque dopo 30 minuti di inattività;
          </li>
          <li>
            un codice di sicurezza contro le richieste contraffatte (token CSRF), che non è un cookie: resta nella memoria della pagina aperta e sparisce quando la chiudi.
          </li>
        </List>
      </LegalSection>

      <LegalSection id="dati" title="I tuoi dati">
        <p>
          Per tutto ciò che riguarda i dati che ci invii con la richiesta leggi l’
          <Link href="/privacy" className="text-brand-700 underline underline-offset-2">Informativa privacy</Link>. Se in futuro aggiungessimo cookie non tecnici, te lo chiederemmo
          prima con un banner e aggiorneremmo questa pagina.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
