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
