import { z } from 'zod';

/**
 * «Fai da te, gratis»: for a carrier that pays passengers who claim on their own, the passenger may
 * write to it themselves with the letter we prepare, and owe us nothing. What the web and the server share.
 */

/** The submission's answer, when the claim's carrier pays directly: the free path is open until the passenger picks a side. */
export interface DoItYourselfOffer {
  carrierName: string;
  /** The carrier's own claim form, when an admin recorded it. */
  claimsWebFormUrl: string | null;
  /**
   * Per passenger, on the claim's first assessment (absent from the passenger area's view): the Art. 7
   * amount, our fee on it with us, and what the passenger keeps; 0 while the amount is to be verified.
   */
  estimate?: { compensationCents: number; feeCents: number; netCents: number };
}

export const LETTER_LANGUAGES = ['it', 'en'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const LETTER_LANGUAGE_LABELS: Record<LetterLanguage, string> = { it: 'Italiano', en: 'English' };

/** GET /api/passenger/claims/{id}/do-it-yourself/letter?lang=it|en */
export const letterQuery = z.object({
  lang: z.enum(LETTER_LANGUAGES, 'Lingua della lettera non valida: scegli it (italiano) o en (inglese)').default('it'),
});

/** How long the carrier has to answer before the passenger turns to the enforcement body (ENAC's «Modalità di reclamo»: six weeks). */
export const AIRLINE_ANSWER_WEEKS = 6;

/** GET /api/passenger/claims/{id}/do-it-yourself: the free path as the passenger area shows it. */
export interface DoItYourselfView {
  /** The carrier marked as paying directly, while the free path is open (a pending claim, no mandate signed) or chosen; null otherwise. */
  offer: DoItYourselfOffer | null;
  /** When the passenger chose it; null while the claim is ours. */
  since: string | null;
  /** The day (YYYY-MM-DD, Italy) by which the carrier should have answered: six weeks from the choice. */
  answerDueOn: string | null;
  /** The national enforcement body the passenger may turn to after that (ENAC for departures from Italy). */
  enforcementBody: { shortName: string; complaintUrl: string } | null;
  /** The letter's addresses, one per language. */
  letterLinks: Record<LetterLanguage, string> | null;
}

/** What the free path means, the same words in the wizard and in the passenger area. */
export const DO_IT_YOURSELF_TEXTS = {
  title: 'Fai da te, gratis',
  alone:
    'Scarichi la lettera già pronta (in italiano o in inglese), la invii tu alla compagnia, con il suo modulo reclami o per PEC o raccomandata, con la carta d’imbarco, un documento d’identità e la prenotazione. Segui tu le risposte.',
  price: 'Non ci devi nulla: nessun mandato, nessun compenso.',
  ours: 'Seguiamo noi la richiesta fino al pagamento. Il nostro compenso è 25 % + IVA (30,5 % IVA inclusa) solo se la compagnia paga; se non paga, non ci devi nulla.',
  later: `Se dopo ${AIRLINE_ANSWER_WEEKS} settimane la compagnia non ha risposto, ti scriviamo: con un clic puoi affidarci la pratica.`,
  handBack: 'Non hanno risposto? Ci pensiamo noi',
} as const;
