import type { TemplateFields } from './template-events.js';

/** Fixed ids: the sender finds the system e-mails by them, and seeding twice finds them taken. */
export const CONFIRMATION_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e01';
export const DOCUMENTS_RECEIVED_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e02';
export const STATUS_UPDATE_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e03';
export const DOCUMENT_REMINDER_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e04';
export const COMPLETION_NOTICE_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e05';
export const CUSTOM_EXAMPLE_TEMPLATE_ID = '5f0c8a4e-2b1d-4c3a-9e7f-1a2b3c4d5e06';

const SIGNATURE = 'A presto,\nil team di {{companyName}}';

export const SEED_TEMPLATES: Record<string, TemplateFields> = {
  [CONFIRMATION_TEMPLATE_ID]: {
    name: 'Conferma ricezione pratica',
    subject: 'Abbiamo ricevuto la tua richiesta – pratica {{practiceNumber}}',
    templateType: 'custom',
    isActive: true,
    content: `Ciao {{passengerName}},

grazie per averci affidato la richiesta di risarcimento per il volo {{flightNumber}}. L'abbiamo registrata con il numero di pratica {{practiceNumber}}: tienilo a portata di mano, ti servirà per seguire la pratica sul nostro sito.

Ecco cosa succede adesso:
1. Controlliamo i dati del tuo volo e verifichiamo se hai diritto al risarcimento.
2. Se è tutto in regola, presentiamo la richiesta alla compagnia aerea e la seguiamo noi al posto tuo.
3. Ti scriviamo a ogni passaggio importante.

Per partire subito ci servono due documenti:
- la carta d'imbarco (va bene anche una foto o il PDF)
- un documento d'identità valido

Puoi caricarli in un paio di minuti da qui:
{{uploadLink}}

Il nostro compenso è del 25 % + IVA (30,5 % IVA inclusa) e lo tratteniamo solo se ottieni il risarcimento: per esempio, su 250 € di risarcimento la commissione è di 76,25 € e a te restano 173,75 €. Se la richiesta non va a buon fine, non paghi nulla.

${SIGNATURE}`,
  },
  [DOCUMENTS_RECEIVED_TEMPLATE_ID]: {
    name: 'Documenti ricevuti',
    subject: 'Abbiamo ricevuto i tuoi documenti – pratica {{practiceNumber}}',
    templateType: 'custom',
    isActive: true,
    content: `Ciao {{passengerName}},

ti confermiamo che sono arrivati i documenti per la pratica {{practiceNumber}} (volo {{flightNumber}}). Grazie per la collaborazione!

Il nostro team li esaminerà entro 24-48 ore. Se manca qualcosa o serve un chiarimento ti scriviamo noi: per ora non devi fare nient'altro.

${SIGNATURE}`,
  },
  [STATUS_UPDATE_TEMPLATE_ID]: {
    name: 'Aggiornamento stato pratica',
    subject: 'Novità sulla tua pratica {{practiceNumber}}: {{statusLabel}}',
    templateType: 'status_update',
    isActive: true,
    content: `Ciao {{passengerName}},

c'è un aggiornamento sulla tua pratica {{practiceNumber}} per il volo {{flightNumber}}.

Stato della pratica al {{currentDate}}: {{statusLabel}}

{{passengerNote}}

Se hai domande, rispondi pure a questa email: ti rispondiamo entro 24-48 ore lavorative.

${SIGNATURE}`,
  },
  [DOCUMENT_REMINDER_TEMPLATE_ID]: {
    name: 'Promemoria documenti',
    subject: 'Ci mancano ancora alcuni documenti – pratica {{practiceNumber}}',
    templateType: 'document_reminder',
    isActive: true,
    content: `Ciao {{passengerName}},

stiamo lavorando alla tua pratica {{practiceNumber}} per il volo {{flightNumber}}, ma per andare avanti ci mancano ancora dei documenti.

Ci servono:
- la carta d'imbarco (va bene anche una foto o il PDF)
- un documento d'identità valido

Caricarli richiede solo un paio di minuti:
{{uploadLink}}

Appena li riceviamo riprendiamo la tua richiesta. Se li hai già inviati, puoi ignorare questo messaggio.

Grazie,
il team di {{companyName}}`,
  },
  [COMPLETION_NOTICE_TEMPLATE_ID]: {
    name: 'Pratica conclusa con successo',
    subject: 'Buone notizie: la tua pratica {{practiceNumber}} si è conclusa',
    templateType: 'completion_notice',
    isActive: true,
    content: `Ciao {{passengerName}},

abbiamo una bella notizia: la tua pratica {{practiceNumber}} per il volo {{flightNumber}} si è conclusa con successo.

Come concordato, sulla tua parte tratteniamo il nostro compenso del 25 % + IVA (30,5 % IVA inclusa), {{feeAmount}}, e ti trasferiamo {{netAmount}}. Ti contatteremo a breve per confermare i dati per il pagamento.

Grazie per la fiducia. Se in futuro avrai di nuovo un problema con un volo, sai dove trovarci.

Un caro saluto,
il team di {{companyName}}`,
  },
  [CUSTOM_EXAMPLE_TEMPLATE_ID]: {
    name: 'Richiesta inviata alla compagnia aerea',
    subject: 'La tua richiesta per il volo {{flightNumber}} è stata inviata alla compagnia',
    templateType: 'custom',
    isActive: true,
    content: `Ciao {{passengerName}},

ti scriviamo per dirti che oggi, {{currentDate}}, abbiamo inviato alla compagnia aerea la richiesta di risarcimento della pratica {{practiceNumber}}, in base al Regolamento (CE) n. 261/2004. Ora aspettiamo la sua risposta.

Se entro 6 settimane la compagnia non risponde, o risponde in modo insoddisfacente, valutiamo noi i passi successivi: un reclamo all'organismo nazionale competente per il volo (l'ENAC per i voli in partenza dall'Italia), che può sanzionare la compagnia ma non riconosce il risarcimento, oppure un'azione in giudizio. La conciliazione obbligatoria prima della causa è stata annullata dal TAR Piemonte (sentenza n. 1093/2024) per le compensazioni fisse del Regolamento, ma la situazione può cambiare: la verifichiamo per la tua pratica.

Nel frattempo non devi fare nulla. Se la compagnia ti contatta direttamente o ti propone un buono, scrivici prima di accettare: il risarcimento ti spetta in denaro, e un buono lo ricevi solo se sei tu a sceglierlo per iscritto.

${SIGNATURE}`,
  },
};
