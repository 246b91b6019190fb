import { verdict, type Verdict } from './verdict.js';

export type ExtraordinaryCircumstance =
  | 'weather'
  | 'air_traffic_control'
  | 'security'
  | 'political'
  | 'medical'
  | 'bird_strike'
  | 'technical_fault'
  | 'own_staff_strike'
  | 'none';

type PleadedCause = Exclude<ExtraordinaryCircumstance, 'technical_fault' | 'own_staff_strike' | 'none'>;

/** What the airline may plead under Art. 5(3), in the words the passenger reads. */
const PLEADED_CAUSES: Readonly<Record<PleadedCause, string>> = {
  weather: 'condizioni meteorologiche avverse',
  air_traffic_control: 'decisioni o scioperi del controllo del traffico aereo',
  security: "problemi di sicurezza dell'aeroporto",
  political: 'instabilità politica',
  medical: "un'emergenza medica",
  bird_strike: 'un impatto con volatili',
};

const CARE_REMAINS = "In ogni caso restano il diritto al rimborso o a un volo alternativo e all'assistenza (pasti, hotel).";

export function extraordinaryCircumstanceVerdict(circumstance: ExtraordinaryCircumstance | undefined, deniedBoarding: boolean): Verdict {
  // The airline bears the burden of proof, so an unknown cause leaves the claim as it is.
  if (circumstance === undefined || circumstance === 'none') return verdict('eligible', []);
  // Art. 5(3) excuses cancellations and delays only; denied boarding is owed anyway (Finnair C-22/11).
  if (deniedBoarding) {
    return verdict('eligible', ['Per il negato imbarco la compagnia non può invocare circostanze eccezionali: il risarcimento resta dovuto.']);
  }
  if (circumstance === 'technical_fault') {
    return verdict('eligible', [
      'Un guasto tecnico emerso nel normale esercizio non è una circostanza eccezionale (sentenza Wallentin-Hermann, C-549/07): il risarcimento resta dovuto.',
    ]);
  }
  if (circumstance === 'own_staff_strike') {
    return verdict('eligible', [
      'Lo sciopero del personale della compagnia, anche se proclamato dal sindacato, non è una circostanza eccezionale (sentenze Krüsemann, C-195/17, e SAS, C-28/20): il risarcimento resta dovuto.',
    ]);
  }
  // Weather, ATC or security may excuse the airline only if it proves them and that no reasonable measure would have avoided them.
  return verdict('uncertain', [
    `La compagnia indica come causa ${PLEADED_CAUSES[circumstance]}: può essere una circostanza eccezionale, ma spetta alla compagnia dimostrarla e provare che non poteva evitarla con tutte le misure ragionevoli. Lo verifichiamo noi.`,
    CARE_REMAINS,
  ]);
}
