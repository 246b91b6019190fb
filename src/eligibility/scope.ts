import { excludedTerritory, isAirportInRegulationArea, sovereignCountry, type PlacedAirport } from './regions.js';
import { verdict, type Verdict } from './verdict.js';

export type ScopeCoverage = boolean | 'depends_on_carrier';

export interface ScopeVerdict extends Verdict {
  inScope: ScopeCoverage;
}

const AREA = "nell'Unione europea, in Islanda, Norvegia o Svizzera";
const LAW = 'Regolamento (CE) n. 261/2004';
const UK261 = 'Per i voli in partenza dal Regno Unito vale la normativa britannica UK261, non il Regolamento europeo.';

/** Whether the answer hangs on the operating airline: from outside the area into it, or from Switzerland to a third country. */
export function scopeDependsOnCarrier(departure: PlacedAirport, arrival: PlacedAirport): boolean {
  return (!isAirportInRegulationArea(departure) && isAirportInRegulationArea(arrival)) || isSwissDepartureToThirdCountry(departure, arrival);
}

const SWISS_TO_THIRD_COUNTRY =
  'Il volo parte dalla Svizzera verso un paese fuori dall’Unione europea: l’applicazione del Regolamento è contestata in giudizio quando la compagnia non è europea né svizzera.';

/**
 * Art. 3(1): departures from the area always (but Switzerland → a third country only on an EU, EEA
 * or Swiss carrier, the rest being contested in the courts); arrivals into it only on a Community
 * carrier. With a missed connection into the area the carrier of each flight counts, so a non-EU
 * carrier on the first flight leaves the claim to be checked, not refused.
 */
export function regulationScope(
  departure: PlacedAirport,
  arrival: PlacedAirport,
  operatingCarrierIsEu: boolean | undefined,
  options: { connection?: boolean } = {},
): ScopeVerdict {
  if (isSwissDepartureToThirdCountry(departure, arrival) && operatingCarrierIsEu !== true) {
    return {
      inScope: 'depends_on_carrier',
      ...verdict('uncertain', [
        operatingCarrierIsEu === false
          ? `${SWISS_TO_THIRD_COUNTRY} Lo verifichiamo noi.`
          : `${SWISS_TO_THIRD_COUNTRY} Sei tutelato se la compagnia che opera il volo è europea (UE, Islanda, Norvegia) o svizzera. L'importo indicato vale in quel caso.`,
      ]),
    };
  }
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
  if (operatingCarrierIsEu === false && options.connection) {
    return {
      inScope: 'depends_on_carrier',
      ...verdict('uncertain', [
        `Il viaggio arriva ${AREA} da fuori con una coincidenza e il primo volo non è di una compagnia europea: conta la compagnia che ha operato ciascun volo. Se il volo verso l'Unione europea era operato da una compagnia europea, sei tutelato: lo verifichiamo noi.`,
        ...notes,
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

function isSwissDepartureToThirdCountry(departure: PlacedAirport, arrival: PlacedAirport): boolean {
  return sovereignCountry(departure.countryCode) === 'CH' && !isAirportInRegulationArea(arrival);
}
