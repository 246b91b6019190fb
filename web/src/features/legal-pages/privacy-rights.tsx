import { RECORDS_KEPT_YEARS, RECORDS_LEGAL_BASIS } from '@contracts/records-retention';
import { Configured, ConfiguredEmail, LegalSection, List } from './legal-page';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Sections 8-10 of the privacy notice: how long data are kept (as configured), the data subject's rights, the complaint to the Garante. */
export function PrivacyRights() {
  return (
    <>
      <LegalSection id="conservazione" title="8. Per quanto tempo conserviamo i dati">
        <List>
          <li>Finché la pratica è aperta, conserviamo i dati che servono a gestirla.</li>
          <li>
            I <strong>documenti che hai caricato</strong> (documento d’identità, carta d’imbarco, ricevute e altri file) li cancelliamo{' '}
            <Configured pick={(info) => plural(info.retention.documentsDays, 'giorno', 'giorni')} /> dopo la chiusura della pratica.
          </li>
          <li>
            Le <strong>fatture</strong> (con nome, codice fiscale, indirizzo e importi), i <strong>mandati firmati</strong>, le <strong>lettere</strong> inviate alla compagnia aerea,
            le sue <strong>risposte</strong> e gli eventuali <strong>reclami all’ENAC</strong> o agli altri organismi nazionali li conserviamo per {RECORDS_KEPT_YEARS} anni dalla chiusura della pratica, perché la
            legge ci impone di tenere le scritture, le fatture e la corrispondenza dell’impresa ({RECORDS_LEGAL_BASIS}); poi li cancelliamo. Li conserviamo anche se ci chiedi di
            cancellare i tuoi dati (art. 17, par. 3, lett. b ed e GDPR): in quel caso li usiamo solo per adempiere a quegli obblighi o per difenderci in giudizio.
          </li>
          <li>
            Se la pratica è <strong>respinta</strong>, cancelliamo gli altri tuoi dati personali <Configured pick={(info) => plural(info.retention.rejectedMonths, 'mese', 'mesi')} />{' '}
            dopo il rifiuto.
          </li>
          <li>
            Se la pratica è <strong>conclusa</strong>, cancelliamo gli altri tuoi dati personali{' '}
            <Configured pick={(info) => plural(info.retention.completedYears, 'anno', 'anni')} /> dopo la conclusione.
          </li>
          <li>L’indirizzo IP e la pagina di provenienza registrati con la richiesta seguono i tempi della pratica.</li>
          <li>Se è in corso una contestazione o una causa, conserviamo i dati che servono fino alla sua conclusione.</li>
        </List>
      </LegalSection>

      <LegalSection id="diritti" title="9. I tuoi diritti e come esercitarli">
        <p>In qualsiasi momento, gratuitamente, puoi chiederci (artt. 15-22 GDPR):</p>
        <List>
          <li><strong>accesso</strong>: sapere quali dati trattiamo e riceverne copia;</li>
          <li><strong>rettifica</strong> dei dati inesatti o incompleti;</li>
          <li><strong>cancellazione</strong>, salvo i dati che dobbiamo conservare per legge o per difendere un diritto in giudizio;</li>
          <li><strong>limitazione</strong> del trattamento, per esempio mentre verifichiamo una tua contestazione;</li>
          <li><strong>portabilità</strong>: ricevere i dati che ci hai dato in un formato strutturato e leggibile da computer, o farli trasmettere a un altro titolare;</li>
          <li><strong>opposizione</strong> al trattamento basato sul nostro legittimo interesse, per motivi legati alla tua situazione particolare;</li>
          <li>
            <strong>revoca del consenso</strong>: oggi non trattiamo i tuoi dati sulla base del consenso; se in futuro te lo chiedessimo, potrai revocarlo quando vuoi, senza effetti su
            quanto fatto prima.
          </li>
        </List>
        <p>
          Per esercitarli scrivi a <ConfiguredEmail pick={(info) => info.privacyEmail} />, indicando se possibile il numero di pratica. Per proteggere i tuoi dati potremmo chiederti di
          confermare la tua identità, per esempio scrivendoci dall’indirizzo email usato per la richiesta. Ti rispondiamo entro un mese, prorogabile di due mesi per le richieste
          complesse: in quel caso ti avvisiamo entro il primo mese (art. 12 GDPR).
        </p>
      </LegalSection>

      <LegalSection id="reclamo" title="10. Reclamo al Garante">
        <p>
          Se ritieni che trattiamo i tuoi dati in violazione del GDPR, puoi proporre reclamo al Garante per la protezione dei dati personali (
          <a href="https://www.garanteprivacy.it" target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
            www.garanteprivacy.it
          </a>
          ) o all’autorità di controllo dello Stato dell’Unione in cui vivi o lavori, oppure rivolgerti al giudice.
        </p>
      </LegalSection>
    </>
  );
}
