import type { LegalInfo } from '../contracts/legal-texts.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One point of the notice: its heading and its words, in the e-mail's order. */
export interface NoticeSection {
  title: string;
  text: string;
}

/**
 * The privacy notice under art. 14 GDPR for a co-passenger: someone else gave us their data, so we
 * tell them, with the first message we send them, who we are, what we hold, from whom, why, on what
 * basis, for how long and what they may ask. The periods and addresses are the configured ones, as
 * on /privacy, which it links for the whole text.
 */
export function coPassengerPrivacyNotice(info: LegalInfo, facts: { contactName: string; publicUrl: string }): NoticeSection[] {
  const { company, retention } = info;
  const dpo = info.dpoEmail ? ` Il responsabile della protezione dei dati (DPO) risponde a ${info.dpoEmail}.` : '';
  return [
    {
      title: 'Chi tratta i tuoi dati',
      text: `Il titolare del trattamento è ${company.name}, ${company.address}, partita IVA ${company.vatNumber}; per i tuoi dati scrivi a ${info.privacyEmail}.${dpo}`,
    },
    {
      title: 'Quali dati e da chi li abbiamo',
      text: `Nome e cognome, data di nascita, indirizzo e-mail, i dati del volo e della prenotazione (numero e data del volo, aeroporti, codice di prenotazione). Non ce li hai dati tu: ce li ha comunicati ${facts.contactName}, che ha compilato la richiesta per la vostra prenotazione.`,
    },
    {
      title: 'Perché e su quale base',
      text:
        'Per scriverti e chiederti se vuoi affidarci la tua richiesta, nel legittimo interesse di chi ha compilato la richiesta e nostro a chiedere la compensazione per tutta la prenotazione (art. 6, par. 1, lett. f GDPR). ' +
        'Se firmi il mandato, per chiedere la compensazione alla compagnia aerea, incassarla e versarti quanto ti spetta (esecuzione del contratto, art. 6, par. 1, lett. b) e per gli obblighi fiscali e contabili (art. 6, par. 1, lett. c). ' +
        'Se non firmi, non agiamo a tuo nome.',
    },
    {
      title: 'Per quanto tempo',
      text:
        `Finché la pratica è aperta. Dopo la chiusura cancelliamo i documenti caricati entro ${plural(retention.documentsDays, 'giorno', 'giorni')}; ` +
        `i dati personali ${plural(retention.rejectedMonths, 'mese', 'mesi')} dopo il rifiuto di una pratica respinta, ${plural(retention.completedYears, 'anno', 'anni')} dopo la conclusione di una pratica conclusa. ` +
        'Fatture, mandati e lettere scambiate con la compagnia li conserviamo per il tempo che la legge impone (10 anni, art. 2220 c.c.).',
    },
    {
      title: 'I tuoi diritti',
      text:
        `Puoi chiederci in ogni momento, gratis, accesso, rettifica, cancellazione, limitazione, portabilità e opporti al trattamento basato sul legittimo interesse (artt. 15-22 GDPR), scrivendo a ${info.privacyEmail}; ` +
        `puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it). L’informativa completa è su ${facts.publicUrl}/privacy.`,
    },
  ];
}
