import { isInRegulationArea, sovereignCountry } from './regions.js';
import { verdict, type Verdict } from './verdict.js';

export type ScopeCoverage = boolean | 'depends_on_carrier';

export interface ScopeVerdict extends Verdict {
  inScope: ScopeCoverage;
}

const AREA = "nell'Unione europea, in Islanda, Norvegia o Svizzera";

/** Art. 3(1): departures from the area always; arrivals into it only on a Community carrier. */
export function regulationScope(departureCountry: string, arrivalCountry: string, operatingCarrierIsEu: boolean | undefined): ScopeVerdict {
  if (isInRegulationArea(departureCountry)) {
    return {
      inScope: true,
      ...verdict('eligible', [`Il volo parte da un aeroporto ${AREA}: il Regolamento UE 261/2004 ti tutela qualunque sia la compagnia aerea.`]),
    };
  }
  const fromUk = sovereignCountry(departureCountry) === 'GB' ? ['Per i voli in partenza dal Regno Unito vale la normativa britannica UK261, non il Regolamento UE.'] : [];
  if (!isInRegulationArea(arrivalCountry)) {
    return {
      inScope: false,
      ...verdict('not_eligible', [`Né la partenza né l'arrivo sono ${AREA}: il Regolamento UE 261/2004 non si applica.`, ...fromUk]),
    };
  }
  if (operatingCarrierIsEu === true) {
    return {
      inScope: true,
      ...verdict('eligible', [
        `Il volo arriva ${AREA} da fuori ed è operato da una compagnia europea: sei tutelato, se non hai già ricevuto un risarcimento nel paese di partenza.`,
      ]),
    };
  }
  if (operatingCarrierIsEu === false) {
    return {
      inScope: false,
      ...verdict('not_eligible', [
        `Il volo arriva ${AREA} da fuori con una compagnia non europea: il Regolamento UE 261/2004 non si applica.`,
        ...fromUk,
      ]),
    };
  }
  return {
    inScope: 'depends_on_carrier',
    ...verdict('uncertain', [
      `Il volo arriva ${AREA} da fuori: sei tutelato solo se la compagnia che opera il volo è europea (UE, Islanda, Norvegia o Svizzera).`,
    ]),
  };
}
