import { isAirportInRegulationArea, sovereignCountry } from './regions.js';

/** A national enforcement body under Art. 16 of Regulation 261/2004 and where passengers complain to it. */
export interface EnforcementBody {
  /** ISO 3166-1 alpha-2 of the state that designated it. */
  country: string;
  shortName: string;
  fullName: string;
  /** Its page for passengers' complaints, or its home page where that page moves too often to pin. */
  complaintUrl: string;
}

/** One body per EU member state, EEA state and Switzerland (names as the bodies write them). */
export const ENFORCEMENT_BODIES: readonly EnforcementBody[] = [
  { country: 'AT', shortName: 'apf', fullName: 'Agentur für Passagier- und Fahrgastrechte', complaintUrl: 'https://www.apf.gv.at' },
  { country: 'BE', shortName: 'SPF Mobilité et Transports', fullName: 'SPF Mobilité et Transports — Direction générale Transport aérien', complaintUrl: 'https://mobilit.belgium.be' },
  { country: 'BG', shortName: 'DG CAA', fullName: 'Directorate General Civil Aviation Administration', complaintUrl: 'https://www.caa.bg' },
  { country: 'CY', shortName: 'DCA', fullName: 'Department of Civil Aviation of Cyprus', complaintUrl: 'https://www.mcw.gov.cy' },
  { country: 'CZ', shortName: 'ÚCL', fullName: 'Úřad pro civilní letectví', complaintUrl: 'https://www.caa.gov.cz' },
  { country: 'DE', shortName: 'LBA', fullName: 'Luftfahrt-Bundesamt', complaintUrl: 'https://www.lba.de' },
  { country: 'DK', shortName: 'Trafikstyrelsen', fullName: 'Trafikstyrelsen', complaintUrl: 'https://www.trafikstyrelsen.dk' },
  { country: 'EE', shortName: 'TTJA', fullName: 'Tarbijakaitse ja Tehnilise Järelevalve Amet', complaintUrl: 'https://www.ttja.ee' },
  { country: 'ES', shortName: 'AESA', fullName: 'Agencia Estatal de Seguridad Aérea', complaintUrl: 'https://www.seguridadaerea.gob.es' },
  { country: 'FI', shortName: 'KKV', fullName: 'Kilpailu- ja kuluttajavirasto', complaintUrl: 'https://www.kkv.fi' },
  { country: 'FR', shortName: 'DGAC', fullName: 'Direction générale de l’aviation civile', complaintUrl: 'https://droits-passagers-aeriens.aviation-civile.gouv.fr' },
  { country: 'GR', shortName: 'HCAA', fullName: 'Hellenic Civil Aviation Authority', complaintUrl: 'https://www.hcaa.gov.gr' },
  { country: 'HR', shortName: 'CCAA', fullName: 'Hrvatska agencija za civilno zrakoplovstvo', complaintUrl: 'https://www.ccaa.hr' },
  { country: 'HU', shortName: 'BFKH', fullName: 'Budapest Főváros Kormányhivatala — Fogyasztóvédelmi Főosztály', complaintUrl: 'https://kormanyhivatal.hu' },
  { country: 'IE', shortName: 'CAR', fullName: 'Commission for Aviation Regulation', complaintUrl: 'https://www.aviationreg.ie' },
  { country: 'IT', shortName: 'ENAC', fullName: 'Ente Nazionale per l’Aviazione Civile', complaintUrl: 'https://www.enac.gov.it/passeggeri' },
  { country: 'LT', shortName: 'TKA', fullName: 'Transporto kompetencijų agentūra', complaintUrl: 'https://tka.lt' },
  { country: 'LU', shortName: 'DAC', fullName: 'Direction de l’aviation civile', complaintUrl: 'https://dac.gouvernement.lu' },
  { country: 'LV', shortName: 'PTAC', fullName: 'Patērētāju tiesību aizsardzības centrs', complaintUrl: 'https://www.ptac.gov.lv' },
  { country: 'MT', shortName: 'Transport Malta', fullName: 'Transport Malta — Civil Aviation Directorate', complaintUrl: 'https://www.transport.gov.mt' },
  { country: 'NL', shortName: 'ILT', fullName: 'Inspectie Leefomgeving en Transport', complaintUrl: 'https://www.ilent.nl' },
  { country: 'PL', shortName: 'ULC', fullName: 'Urząd Lotnictwa Cywilnego', complaintUrl: 'https://pasazerlotniczy.ulc.gov.pl' },
  { country: 'PT', shortName: 'ANAC', fullName: 'Autoridade Nacional da Aviação Civil', complaintUrl: 'https://www.anac.pt' },
  { country: 'RO', shortName: 'ANPC', fullName: 'Autoritatea Națională pentru Protecția Consumatorilor', complaintUrl: 'https://anpc.ro' },
  { country: 'SE', shortName: 'Konsumentverket', fullName: 'Konsumentverket', complaintUrl: 'https://www.konsumentverket.se' },
  { country: 'SI', shortName: 'CAA', fullName: 'Javna agencija za civilno letalstvo Republike Slovenije', complaintUrl: 'https://www.caa.si' },
  { country: 'SK', shortName: 'SOI', fullName: 'Slovenská obchodná inšpekcia', complaintUrl: 'https://www.soi.sk' },
  { country: 'IS', shortName: 'Samgöngustofa', fullName: 'Samgöngustofa — Icelandic Transport Authority', complaintUrl: 'https://www.samgongustofa.is' },
  { country: 'LI', shortName: 'AVW', fullName: 'Amt für Volkswirtschaft', complaintUrl: 'https://www.llv.li' },
  { country: 'NO', shortName: 'Luftfartstilsynet', fullName: 'Luftfartstilsynet', complaintUrl: 'https://luftfartstilsynet.no' },
  { country: 'CH', shortName: 'BAZL', fullName: 'Bundesamt für Zivilluftfahrt', complaintUrl: 'https://www.bazl.admin.ch' },
];

export const ENAC_COUNTRY = 'IT';

const BY_COUNTRY = new Map(ENFORCEMENT_BODIES.map((body) => [body.country, body]));

/** The body of a state (territories count as their state: Réunion → France's). */
export const enforcementBodyOf = (countryCode: string): EnforcementBody | undefined => BY_COUNTRY.get(sovereignCountry(countryCode));

interface PlacedAirport {
  iataCode: string;
  countryCode: string;
}

/**
 * The body competent for a flight (Art. 16; EU261.md, "Complaints and out-of-court routes in
 * Italy"): the departure state's for a departure inside the area; for a departure from a third
 * country, the arrival state's. None when neither end is in the area: the Regulation does not apply.
 */
export function competentBody(departure: PlacedAirport, arrival: PlacedAirport): EnforcementBody | undefined {
  if (isAirportInRegulationArea(departure)) return enforcementBodyOf(departure.countryCode);
  if (isAirportInRegulationArea(arrival)) return enforcementBodyOf(arrival.countryCode);
  return undefined;
}
