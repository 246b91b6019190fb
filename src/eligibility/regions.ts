const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

/** EEA states and Switzerland apply the Regulation through the EEA Agreement and the EU–Swiss air transport agreement. */
const EEA_AND_SWITZERLAND = ['IS', 'LI', 'NO', 'CH'];

/**
 * EU territory that airport datasets file under its own ISO code: the French outermost regions
 * (Art. 349 TFEU) and Åland (Finnish, inside the EU). Canaries, Azores, Madeira, Ceuta and Melilla
 * already carry ES/PT. Overseas countries and territories (PF, NC, GL, AW, FO, BL, PM, …) are not here.
 */
const EU_TERRITORIES_WITH_OWN_CODE: Readonly<Record<string, string>> = {
  GP: 'FR', GF: 'FR', MQ: 'FR', YT: 'FR', RE: 'FR', MF: 'FR', AX: 'FI',
};

/**
 * Airports that datasets file under an area country but where EU law does not apply: Northern
 * Cyprus (EU law suspended, Protocol 10) and Svalbard (outside the EEA).
 */
export const AIRPORTS_OUTSIDE_AREA: Readonly<Record<string, string>> = {
  ECN: 'Cipro del Nord',
  GEC: 'Cipro del Nord',
  LYR: 'Svalbard',
};

const REGULATION_AREA = new Set([...EU_MEMBER_STATES, ...EEA_AND_SWITZERLAND, ...Object.keys(EU_TERRITORIES_WITH_OWN_CODE)]);

/** The state whose law applies to an airport's territory: 'RE' (Réunion) → 'FR'. */
export function sovereignCountry(countryCode: string): string {
  const code = countryCode.toUpperCase();
  return EU_TERRITORIES_WITH_OWN_CODE[code] ?? code;
}

/** Whether Regulation 261/2004 covers departures from this country (ISO 3166-1 alpha-2). */
export function isInRegulationArea(countryCode: string): boolean {
  return REGULATION_AREA.has(countryCode.toUpperCase());
}

/** A "Community carrier" in Art. 3(1)(b) is one licensed in the area, so the licence country decides. */
export function isEuCarrierCountry(countryCode: string): boolean {
  return isInRegulationArea(sovereignCountry(countryCode));
}

/**
 * "Intra-Community" (Art. 7(1)(b)) = both airports inside the area, EEA and Swiss airports included,
 * because those agreements read "Community" as including them; so Réunion → Paris or Las Palmas →
 * Helsinki stay at 400 € however long.
 */
export function isIntraCommunity(departureCountry: string, arrivalCountry: string): boolean {
  return isInRegulationArea(departureCountry) && isInRegulationArea(arrivalCountry);
}

export interface PlacedAirport {
  iataCode: string;
  countryCode: string;
}

/** The territory that keeps an airport out of the area though its country is in it ('Svalbard'), if any. */
export const excludedTerritory = (airport: PlacedAirport): string | undefined => AIRPORTS_OUTSIDE_AREA[airport.iataCode.toUpperCase()];

/** Whether the Regulation covers departures from this airport: its country, less the excluded territories. */
export function isAirportInRegulationArea(airport: PlacedAirport): boolean {
  return isInRegulationArea(airport.countryCode) && excludedTerritory(airport) === undefined;
}

export function isIntraCommunityRoute(departure: PlacedAirport, arrival: PlacedAirport): boolean {
  return isAirportInRegulationArea(departure) && isAirportInRegulationArea(arrival);
}
