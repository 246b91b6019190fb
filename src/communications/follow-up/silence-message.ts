import { countOf } from '../../contracts/plural.js';

/** An amount of days in words: «1 giorno», «8 giorni». */
export const days = (count: number) => countOf(count, 'giorno', 'giorni');

/**
 * The short update after SILENCE_DAYS without news, as an operator's message is: its text goes into
 * the shared layout, the {{variables}} filled from the claim (status in the passenger's words).
 */
export function silenceUpdateMessage(triggerId: string, silentDays: number, publicUrl: string) {
  return {
    id: `silence-${triggerId}`,
    version: 1,
    subject: 'Aggiornamento sulla pratica {{practiceNumber}}',
    content: [
      'Gentile {{passengerName}},',
      `nessuna novità da ${days(silentDays)}: la tua pratica {{practiceNumber}} è ancora in lavorazione. Stato attuale: {{statusLabel}}.`,
      'Non devi fare nulla: ti scriveremo appena ci saranno novità.',
      `Puoi seguire la pratica e scriverci quando vuoi dalla tua area riservata: ${publicUrl}/area-riservata`,
      'Il team di {{companyName}}',
    ].join('\n\n'),
  };
}

/**
 * Six weeks after «Fai da te»: did the airline answer? If not, one click in the passenger area hands
 * the claim to us (the usual path from there: the mandate, our fee only if the airline pays).
 */
export function doItYourselfCheckInMessage(triggerId: string, claimId: number, publicUrl: string) {
  const area = `${publicUrl}/area-riservata?pratica=${claimId}`;
  return {
    id: `diy-check-in-${triggerId}`,
    version: 1,
    subject: 'La compagnia ha risposto? Pratica {{practiceNumber}}',
    content: [
      'Gentile {{passengerName}},',
      'sono passate sei settimane da quando hai scelto di reclamare da te per il volo {{flightNumber}}. La compagnia ti ha risposto?',
      'Se ti ha pagato, non devi fare altro: buon viaggio!',
      `Non hanno risposto? Ci pensiamo noi. Dalla tua area riservata, con un clic ci affidi la pratica {{practiceNumber}}: ${area}`,
      'Da lì firmi il mandato e seguiamo noi la richiesta con la compagnia. Il nostro compenso (25 % + IVA, 30,5 % IVA inclusa) è dovuto solo se la compagnia paga.',
      'Se invece vuoi proseguire per conto tuo, puoi presentare reclamo all’organismo nazionale di controllo (ENAC per i voli in partenza dall’Italia): trovi le indicazioni nella lettera che hai scaricato.',
      'Il team di {{companyName}}',
    ].join('\n\n'),
  };
}
