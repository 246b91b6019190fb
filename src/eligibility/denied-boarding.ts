import type { CompensationBand } from './bands.js';
import { rerouteReduction, type Reroute } from './issue-rules.js';
import type { Ruleset } from './rulesets.js';
import { verdict, type Verdict } from './verdict.js';

/**
 * The reason the airline gave for refusing boarding. Art. 2(j): a refusal on reasonable grounds
 * (health, safety, security, inadequate travel documents) is no "denied boarding"; 'none' is a
 * refusal with no such ground, overbooking included.
 */
export const DENIED_BOARDING_GROUNDS = ['none', 'health', 'safety', 'security', 'travel_documents', 'unknown'] as const;
export type DeniedBoardingGrounds = (typeof DENIED_BOARDING_GROUNDS)[number];

export const DENIED_BOARDING_GROUNDS_LABELS: Readonly<Record<DeniedBoardingGrounds, string>> = {
  none: 'Overbooking o nessun motivo',
  health: 'Motivi di salute',
  safety: 'Sicurezza del volo',
  security: 'Controlli di sicurezza (security)',
  travel_documents: 'Documenti di viaggio non adeguati',
  unknown: 'Non lo so',
};

const GROUND_PHRASES: Readonly<Record<Exclude<DeniedBoardingGrounds, 'none' | 'unknown'>, string>> = {
  health: 'motivi di salute',
  safety: 'la sicurezza del volo',
  security: 'ragioni di sicurezza (security)',
  travel_documents: 'documenti di viaggio non adeguati',
};

/** Art. 4 with Art. 2(j) and Art. 7(2): against the passenger's will, on no reasonable ground, halved after a close re-routing. */
export function deniedBoardingVerdicts(
  voluntary: boolean | undefined,
  grounds: DeniedBoardingGrounds | undefined,
  reroute: Reroute | undefined,
  band: CompensationBand,
  ruleset: Ruleset,
): Verdict[] {
  if (voluntary === true) {
    return [verdict('not_eligible', ['Hai rinunciato al posto volontariamente: il compenso si concorda con la compagnia e il risarcimento europeo non si applica.'])];
  }
  const will =
    voluntary === undefined
      ? verdict('uncertain', ["Indica se hai rinunciato al posto volontariamente o se l'imbarco ti è stato negato contro la tua volontà."])
      : verdict('eligible', [
          "L'imbarco ti è stato negato contro la tua volontà: il risarcimento è dovuto subito, oltre al rimborso o a un volo alternativo e all'assistenza.",
        ]);
  return [will, groundsVerdict(grounds), rerouteReduction(reroute, band, ruleset)];
}

function groundsVerdict(grounds: DeniedBoardingGrounds | undefined): Verdict {
  if (grounds === 'none') return verdict('eligible', []);
  if (grounds === undefined || grounds === 'unknown') {
    return verdict('uncertain', [
      "Indica il motivo che ti ha dato la compagnia: un imbarco negato per motivi di salute, di sicurezza o per documenti di viaggio non adeguati (art. 2, lett. j) non dà diritto al risarcimento. Lo verifichiamo noi.",
    ]);
  }
  return verdict('uncertain', [
    `La compagnia indica come motivo ${GROUND_PHRASES[grounds]}: se il motivo era fondato, non è un negato imbarco ai sensi dell'art. 2, lett. j, e il risarcimento non è dovuto. Spetta alla compagnia dimostrarlo: lo verifichiamo noi.`,
  ]);
}
