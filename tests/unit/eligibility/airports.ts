import type { AirportLocation } from '../../../src/eligibility/index.js';

const airport = (iataCode: string, countryCode: string, latitude: number, longitude: number): AirportLocation => ({
  iataCode,
  countryCode,
  latitude,
  longitude,
});

/** Real airport reference points (decimal degrees). */
export const FCO = airport('FCO', 'IT', 41.8003, 12.2389); // Roma Fiumicino
export const JFK = airport('JFK', 'US', 40.6398, -73.7789); // New York
export const MXP = airport('MXP', 'IT', 45.6306, 8.7281); // Milano Malpensa
export const CDG = airport('CDG', 'FR', 49.0097, 2.5479); // Parigi Charles de Gaulle
export const HAM = airport('HAM', 'DE', 53.6304, 9.9882); // Amburgo
export const BRU = airport('BRU', 'BE', 50.9014, 4.4844); // Bruxelles
export const LPA = airport('LPA', 'ES', 27.9319, -15.3866); // Gran Canaria
export const HEL = airport('HEL', 'FI', 60.3172, 24.9633); // Helsinki
export const RUN = airport('RUN', 'RE', -20.8871, 55.5103); // Réunion Roland Garros
export const LHR = airport('LHR', 'GB', 51.47, -0.4543); // London Heathrow
export const PPT = airport('PPT', 'PF', -17.5537, -149.6066); // Tahiti Faa'a
export const GOH = airport('GOH', 'GL', 64.1909, -51.6781); // Nuuk
export const CPH = airport('CPH', 'DK', 55.618, 12.6561); // Copenaghen
export const TLV = airport('TLV', 'IL', 32.0114, 34.8867); // Tel Aviv
export const KEF = airport('KEF', 'IS', 63.985, -22.6056); // Keflavík
export const ZRH = airport('ZRH', 'CH', 47.4647, 8.5492); // Zurigo
export const MAD = airport('MAD', 'ES', 40.4719, -3.5626); // Madrid
export const LAX = airport('LAX', 'US', 33.9425, -118.408); // Los Angeles
export const DXB = airport('DXB', 'AE', 25.2528, 55.3644); // Dubai
export const ECN = airport('ECN', 'CY', 35.1523, 33.5066); // Ercan, Cipro del Nord (EU law suspended)
export const LYR = airport('LYR', 'NO', 78.2461, 15.4656); // Longyearbyen, Svalbard (outside the EEA)
export const OSL = airport('OSL', 'NO', 60.1939, 11.1004); // Oslo
export const FNC = airport('FNC', 'PT', 32.6979, -16.7745); // Madeira
export const TFS = airport('TFS', 'ES', 28.0445, -16.5725); // Tenerife Sud
export const PTP = airport('PTP', 'GP', 16.2653, -61.5318); // Pointe-à-Pitre, Guadalupa
export const ATH = airport('ATH', 'GR', 37.9364, 23.9445); // Atene
export const EDI = airport('EDI', 'GB', 55.9501, -3.3723); // Edimburgo
export const CUN = airport('CUN', 'MX', 21.0394, -86.8743); // Cancún

/** A point on the equator this many km east of longitude 0, in the given country: for band edges. */
export const onEquatorAt = (km: number, countryCode = 'IT'): AirportLocation =>
  airport('XXX', countryCode, 0, (km / (Math.PI * 6371)) * 180);
export const EQUATOR_ORIGIN = (countryCode = 'IT'): AirportLocation => airport('OOO', countryCode, 0, 0);
