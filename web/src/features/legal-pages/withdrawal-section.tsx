import { Configured, ConfiguredEmail, LegalSection } from './legal-page';

/** Section 7 of the terms: the 14-day right of withdrawal of the Consumer Code (artt. 52 ss. D.Lgs. 206/2005), with the model form. */
export function WithdrawalSection() {
  return (
    <LegalSection id="recesso" title="7. Diritto di recesso entro 14 giorni">
      <p>
        Il contratto si conclude a distanza, quando invii la richiesta dal sito. Come consumatore puoi recedere entro 14 giorni dalla conclusione, senza dare spiegazioni e senza costi
        (artt. 52 e seguenti del Codice del Consumo, D.Lgs. 206/2005).
      </p>
      <p>
        Per recedere mandaci, prima della scadenza, una dichiarazione chiara della tua decisione: basta un’email a <ConfiguredEmail pick={(info) => info.company.email} /> con il numero
        di pratica, oppure una lettera a <Configured pick={(info) => info.company.name} />, <Configured pick={(info) => info.company.address} />. Puoi usare il modulo qui sotto, ma non
        è obbligatorio. Il termine è rispettato se invii la comunicazione prima che scadano i 14 giorni.
      </p>
      <p>
        Se recedi, interrompiamo la pratica, comunichiamo alla compagnia aerea che non ti rappresentiamo più e non ti chiediamo nulla, nemmeno per l’attività già svolta. Ti confermiamo
        il recesso per email.
      </p>
      <div className="space-y-2 rounded-xl border border-slate-300 bg-slate-50 p-5 text-sm" role="document" aria-label="Modulo di recesso">
        <p className="font-semibold">Modulo di recesso (allegato I, parte B, del Codice del Consumo)</p>
        <p>
          Destinatario: <Configured pick={(info) => `${info.company.name}, ${info.company.address}, ${info.company.email}`} />
        </p>
        <p>Con la presente notifico il recesso dal mio contratto per la prestazione del seguente servizio: gestione della richiesta di risarcimento, pratica n. …</p>
        <p>Concluso il … · Nome del consumatore … · Indirizzo del consumatore …</p>
        <p>Firma del consumatore (solo se il modulo è inviato su carta) … · Data …</p>
      </div>
    </LegalSection>
  );
}
