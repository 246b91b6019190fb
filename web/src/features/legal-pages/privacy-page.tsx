import { PRIVACY_NOTICE_VERSION } from '@contracts/legal-texts';
import { Link } from 'wouter';
import { PAGE_META } from '@/app/page-meta';
import { useLegalInfo } from './api/legal-info';
import { Configured, ConfiguredEmail, LegalPage, LegalSection, List } from './legal-page';
import { PrivacyRights } from './privacy-rights';

const PURPOSES: [purpose: string, basis: string][] = [
  [
    'Valutare la tua richiesta, aprire e gestire la pratica, chiedere il risarcimento alla compagnia aerea e seguirla fino al pagamento, girarti la somma ottenuta',
    'Esecuzione del contratto e di misure precontrattuali prese su tua richiesta (art. 6, par. 1, lett. b GDPR)',
  ],
  [
    'Scriverti e chiamarti per la pratica: conferma con il numero di pratica, link per caricare i documenti, aggiornamenti sullo stato',
    'Esecuzione del contratto (art. 6, par. 1, lett. b)',
  ],
  [
    'Presentare reclamo all’ENAC o all’organismo nazionale di un altro Stato competente per il volo e agire in conciliazione o in giudizio tramite gli avvocati partner, quando lo valutiamo utile per la tua pratica',
    'Esecuzione del contratto e del mandato che ci conferisci (art. 6, par. 1, lett. b)',
  ],
  [
    'Usare il documento d’identità, solo quando serve alla pratica (per esempio se la compagnia o il giudice chiedono di provare chi sei o che ci hai dato mandato)',
    'Esecuzione del contratto (art. 6, par. 1, lett. b)',
  ],
  [
    'Rispettare gli obblighi di legge: fatture, scritture contabili e fiscali, richieste delle autorità',
    'Obbligo di legge (art. 6, par. 1, lett. c)',
  ],
  [
    'Difendere i nostri diritti in caso di contestazioni o di causa',
    'Legittimo interesse (art. 6, par. 1, lett. f)',
  ],
  [
    'Proteggere il servizio e i dati: registri tecnici e di sicurezza, limiti contro gli abusi, registro delle operazioni dei nostri operatori',
    'Legittimo interesse alla sicurezza del servizio (art. 6, par. 1, lett. f)',
  ],
];

/** The data protection officer's address, only when one is configured. */
function DpoContact() {
  const dpoEmail = useLegalInfo().data?.dpoEmail;
  if (!dpoEmail) return null;
  return (
    <p>
      Il responsabile della protezione dei dati (DPO) è raggiungibile a <ConfiguredEmail pick={() => dpoEmail} />.
    </p>
  );
}

/** /privacy: the privacy notice under Articles 13 and 14 GDPR, with the company and retention periods as configured. */
export default function PrivacyPage() {
  return (
    <LegalPage
      meta={PAGE_META['/privacy']}
      title="Informativa privacy"
      subtitle="Come trattiamo i tuoi dati personali, ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR)"
      version={PRIVACY_NOTICE_VERSION}
      usesConfiguration
    >
      <LegalSection id="titolare" title="1. Chi è il titolare del trattamento">
        <p>
          Il titolare del trattamento è <Configured pick={(info) => info.company.name} />, con sede in <Configured pick={(info) => info.company.address} />, partita IVA{' '}
          <Configured pick={(info) => info.company.vatNumber} />. Per qualsiasi domanda sui tuoi dati e per esercitare i tuoi diritti scrivi a{' '}
          <ConfiguredEmail pick={(info) => info.privacyEmail} />.
        </p>
        <DpoContact />
      </LegalSection>

      <LegalSection id="dati" title="2. Quali dati trattiamo e da dove arrivano">
        <List>
          <li><strong>Dati identificativi</strong>: nome e cognome; i dati del documento d’identità, se ce lo carichi.</li>
          <li><strong>Dati di contatto</strong>: indirizzo email e, se lo indichi, numero di telefono.</li>
          <li><strong>Dati del volo e della prenotazione</strong>: aeroporti, data e numero del volo, compagnia, che cosa è successo, le risposte che hai dato nel modulo, i dati della prenotazione e le comunicazioni della compagnia.</li>
          <li><strong>Documenti</strong> che carichi: carta d’imbarco, documento d’identità, ricevute e fatture, altri documenti utili alla pratica.</li>
          <li><strong>Coordinate bancarie</strong> (IBAN e intestatario), solo quando ce le dai per ricevere il pagamento.</li>
          <li><strong>Comunicazioni</strong>: le email che ci scambiamo e le note delle telefonate sulla pratica.</li>
          <li><strong>Dati tecnici</strong>: indirizzo IP e pagina di provenienza registrati quando invii la richiesta, registri tecnici e di sicurezza del server.</li>
        </List>
        <p>
          Quasi tutti i dati ce li dai tu. Alcuni arrivano da altri (art. 14 GDPR): dalla compagnia aerea (risposte, dati del volo e della prenotazione, pagamenti), da fornitori di dati
          sugli orari dei voli (orari programmati ed effettivi, che non riguardano te personalmente), dagli avvocati e dalle autorità che seguono la pratica.
        </p>
        <p>
          Se viaggiavi con chi ha compilato la richiesta, sulla stessa prenotazione, il tuo nome, la tua data di nascita e il tuo indirizzo email ce li ha dati questa persona: te lo
          diciamo, con questa informativa in sintesi, nella prima email che ti scriviamo, con il link per firmare il tuo mandato. Se non lo firmi, non agiamo a tuo nome.
        </p>
        <p>
          Non ti chiediamo dati di categorie particolari, come quelli sulla salute. Se ce li comunichi perché servono alla pratica (per esempio un certificato medico), li usiamo solo per
          far valere i tuoi diritti in quella pratica (art. 9, par. 2, lett. f GDPR).
        </p>
      </LegalSection>

      <LegalSection id="finalita" title="3. Perché li trattiamo e su quale base giuridica">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">Finalità</th>
                <th scope="col" className="py-2 font-semibold">Base giuridica</th>
              </tr>
            </thead>
            <tbody>
              {PURPOSES.map(([purpose, basis]) => (
                <tr key={purpose} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4">{purpose}</td>
                  <td className="py-2">{basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Non usiamo i tuoi dati per pubblicità o profilazione e non li vendiamo. La casella «Ho letto l’Informativa privacy» del modulo conferma soltanto che hai ricevuto questa
          informativa: non è un consenso e non è la base giuridica del trattamento.
        </p>
      </LegalSection>

      <LegalSection id="conferimento" title="4. Sei obbligato a darci i dati?">
        <p>
          Nome e cognome, email e dati del volo sono necessari per valutare la richiesta e aprire la pratica: senza, non possiamo farlo. Il telefono è facoltativo. La carta d’imbarco e il
          documento d’identità di solito servono per ottenere il pagamento dalla compagnia: se non li carichi, potremmo non riuscire a procedere. Le coordinate bancarie servono per
          versarti la somma ottenuta.
        </p>
      </LegalSection>

      <LegalSection id="decisioni" title="5. Nessuna decisione automatizzata">
        <p>
          La stima che il modulo ti mostra è calcolata in automatico con le regole del Regolamento (CE) n. 261/2004 ed è solo indicativa: non produce effetti giuridici e non ti esclude
          dal servizio. Ogni decisione sulla tua pratica (accettarla, respingerla, agire contro la compagnia) la prende una persona del nostro team. Non c’è quindi alcuna decisione
          basata unicamente su un trattamento automatizzato ai sensi dell’art. 22 GDPR.
        </p>
      </LegalSection>

      <LegalSection id="destinatari" title="6. A chi comunichiamo i dati">
        <List>
          <li>Alla compagnia aerea a cui chiediamo il risarcimento.</li>
          <li>Agli avvocati partner, agli organismi di conciliazione, ai giudici e agli uffici giudiziari, quando serve agire in conciliazione o in giudizio.</li>
          <li>All’ENAC (Ente Nazionale per l’Aviazione Civile) o all’organismo nazionale di un altro Stato competente per il volo, quando presentiamo un reclamo per tuo conto.</li>
          <li>Ai fornitori informatici che ospitano e gestiscono i nostri sistemi (server, database, archivio dei documenti), nominati responsabili del trattamento (art. 28 GDPR).</li>
          <li>Al fornitore del servizio di posta elettronica con cui ti inviamo le email.</li>
          <li>Alla banca, per il bonifico della somma che ti spetta, e alle autorità pubbliche quando la legge lo impone.</li>
        </List>
        <p>
          All’interno della nostra società accedono ai dati solo gli operatori autorizzati, tenuti alla riservatezza. L’elenco aggiornato dei responsabili del trattamento è disponibile su
          richiesta a <ConfiguredEmail pick={(info) => info.privacyEmail} />.
        </p>
      </LegalSection>

      <LegalSection id="trasferimenti" title="7. Trasferimenti fuori dall’Unione europea">
        <p>
          Di norma non trasferiamo i tuoi dati fuori dallo Spazio economico europeo. Fa eccezione la richiesta stessa quando la compagnia aerea ha sede fuori dallo Spazio economico
          europeo: le comunichiamo i dati necessari perché serve a eseguire il contratto concluso nel tuo interesse e a far valere il tuo diritto (art. 49, par. 1, lett. c ed e GDPR).
          Se un fornitore comportasse un trasferimento, lo faremmo solo con le garanzie del capo V del GDPR (decisione di adeguatezza o clausole contrattuali tipo) e aggiorneremmo
          questa informativa.
        </p>
      </LegalSection>

      <PrivacyRights />

      <LegalSection id="cookie" title="11. Cookie">
        <p>
          Le pagine pubbliche del sito non usano cookie. Trovi i dettagli nella pagina{' '}
          <Link href="/cookie" className="text-brand-700 underline underline-offset-2">Cookie e memoria del browser</Link>.
        </p>
      </LegalSection>

      <LegalSection id="modifiche" title="12. Modifiche a questa informativa">
        <p>
          Se cambiamo questa informativa pubblichiamo qui la nuova versione, con un nuovo identificativo e una nuova data. La versione che hai letto quando hai inviato la richiesta resta
          registrata nella tua pratica.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
