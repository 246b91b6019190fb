import { excludedTerritory, isAirportInRegulationArea, sovereignCountry, type PlacedAirport } from './regions.js';
import { verdict, type Verdict } from './verdict.js';

export type ScopeCoverage = boolean | 'depends_on_carrier';

export interface ScopeVerdict extends Verdict {
  inScope: ScopeCoverage;
}

const AREA = "nell'Unione europea, in Islanda, Norvegia o Svizzera";
const LAW = 'Regolamento (CE) n. 261/2004';
const UK261 = 'Per i voli in partenza dal Regno Unito vale la normativa britannica UK261, non il Regolamento europeo.';

/** Whether the answer hangs on the operating airline: from outside the area into it. */
export function scopeDependsOnCarrier(departure: PlacedAirport, arrival: PlacedAirport): boolean {
  return !isAirportInRegulationArea(departure) && isAirportInRegulationArea(arrival);
}

/** Art. 3(1): departures from the area always; arrivals into it only on a Community (EU, EEA or Swiss) carrier. */
export function regulationScope(departure: PlacedAirport, arrival: PlacedAirport, operatingCarrierIsEu: boolean | undefined): ScopeVerdict {
  if (isAirportInRegulationArea(departure)) {
    return { inScope: true, ...verdict('eligible', [`Il volo parte da un aeroporto ${AREA}: il ${LAW} ti tutela qualunque sia la compagnia aerea.`]) };
  }
  const notes = [...excludedNotes(departure, arrival), ...(sovereignCountry(departure.countryCode) === 'GB' ? [UK261] : [])];
  if (!isAirportInRegulationArea(arrival)) {
    return { inScope: false, ...verdict('not_eligible', [`Né la partenza né l'arrivo sono ${AREA}: il ${LAW} non si applica.`, ...notes]) };
  }
  if (operatingCarrierIsEu === true) {
    return {
      inScope: true,
      ...verdict('eligible', [
        `Il volo arriva ${AREA} da fuori ed è operato da una compagnia europea: sei tutelato, se non hai già ricevuto un risarcimento o assistenza nel paese di partenza.`,
      ]),
    };
  }
  if (operatingCarrierIsEu === false) {
    return { inScope: false, ...verdict('not_eligible', [`Il volo arriva ${AREA} da fuori con una compagnia non europea: il ${LAW} non si applica.`, ...notes]) };
  }
  return {
    inScope: 'depends_on_carrier',
    ...verdict('uncertain', [
      `Il volo arriva ${AREA} da fuori: sei tutelato solo se la compagnia che opera il volo è europea (UE, Islanda, Norvegia o Svizzera). L'importo indicato vale in quel caso.`,
      ...notes,
    ]),
  };
}

function excludedNotes(...airports: PlacedAirport[]): string[] {
  return airports.flatMap((airport) => {
    const territory = excludedTerritory(airport);
    return territory ? [`L'aeroporto ${airport.iataCode.toUpperCase()} (${territory}) è fuori dall'area in cui si applica il diritto dell'Unione europea.`] : [];
  });
}
