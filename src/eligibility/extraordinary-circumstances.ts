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

type ExcusingCause = Exclude<ExtraordinaryCircumstance, 'technical_fault' | 'own_staff_strike' | 'none'>;

/** What the airline may plead under Art. 5(3), in the words the passenger reads. */
const EXCUSING_CAUSES: Readonly<Record<ExcusingCause, string>> = {
  weather: 'condizioni meteorologiche avverse',
  air_traffic_control: 'decisioni o scioperi del controllo del traffico aereo',
  security: "problemi di sicurezza dell'aeroporto",
  political: 'instabilità politica',
  medical: "un'emergenza medica",
  bird_strike: 'un impatto con volatili',
};

export function extraordinaryCircumstanceVerdict(circumstance: ExtraordinaryCircumstance | undefined, deniedBoarding: boolean): Verdict {
  // The airline bears the burden of proof, so an unknown cause leaves the claim as it is.
  if (circumstance === undefined || circumstance === 'none') return verdict('eligible', []);
  // Art. 5(3) excuses cancellations and delays only; denied boarding is owed anyway (Finnair C-22/11).
  if (deniedBoarding) {
    return verdict('eligible', ['Per il negato imbarco la compagnia non può invocare circostanze eccezionali: il risarcimento resta dovuto.']);
  }
  if (circumstance === 'technical_fault') {
    return verdict('eligible', ['Un guasto tecnico non è una circostanza eccezionale (sentenza Wallentin-Hermann): il risarcimento resta dovuto.']);
  }
  if (circumstance === 'own_staff_strike') {
    return verdict('eligible', [
      'Lo sciopero del personale della compagnia non è una circostanza eccezionale: il risarcimento resta dovuto.',
    ]);
  }
  const cause = EXCUSING_CAUSES[circumstance];
  return verdict('not_eligible', [
    `La compagnia indica come causa ${cause}: è una circostanza eccezionale che esclude il risarcimento, ma spetta alla compagnia dimostrarla e provare che non poteva evitarla con misure ragionevoli.`,
    "Anche in questo caso restano il diritto al rimborso o a un volo alternativo e all'assistenza (pasti, hotel).",
  ]);
}
