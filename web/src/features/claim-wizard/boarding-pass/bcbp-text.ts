import { decode, type Leg } from 'bcbp';
import { normaliseFlightNumber } from '@contracts/claim-submission';
import { passengerNameOf } from './passenger-name';
import { dayOfYear, mostRecentDate } from './pass-date';
import type { ScannedLeg, ScannedPass } from './scanned-pass';

/** 2024 is a leap year: the library turns the day of the year into a date of it, and day 366 stays itself. */
const LEAP_YEAR = 2024;
const IATA_AIRPORT = /^[A-Z]{3}$/;

/** 'AZ' + '0318 ' → 'AZ318'; the suffix letter of a flight number stays ('1234A'). */
function flightNumberOf(leg: Leg): string {
  const carrier = (leg.operatingCarrierDesignator ?? '').trim();
  const number = /^0*(\d{1,4})([A-Z]?)$/.exec((leg.flightNumber ?? '').trim());
  if (!carrier || !number) return '';
  return normaliseFlightNumber(`${carrier}${number[1]}${number[2]}`);
}

function scannedLeg(leg: Leg, today: string): ScannedLeg | null {
  const departureIata = (leg.departureAirport ?? '').trim();
  const arrivalIata = (leg.arrivalAirport ?? '').trim();
  if (!IATA_AIRPORT.test(departureIata) || !IATA_AIRPORT.test(arrivalIata)) return null;
  return { flightNumber: flightNumberOf(leg), flightDate: leg.flightDate ? mostRecentDate(dayOfYear(leg.flightDate), today) : '', departureIata, arrivalIata };
}

/**
 * Reads a barcode's text as an IATA Bar Coded Boarding Pass (M1…, M2… for several legs); null when
 * it is not one. `today` is Italy's 'YYYY-MM-DD': the pass gives the day of the year only.
 */
export function readBcbpText(text: string, today: string): ScannedPass | null {
  if (!/^M[1-9]/.test(text)) return null;
  let pass;
  try {
    pass = decode(text, LEAP_YEAR);
  } catch {
    return null;
  }
  const legs = (pass.data?.legs ?? []).map((leg) => scannedLeg(leg, today)).filter((leg) => leg !== null);
  if (legs.length === 0) return null;
  return {
    passengerName: passengerNameOf(pass.data?.passengerName),
    bookingReference: (pass.data?.legs?.[0]?.operatingCarrierPNR ?? '').replace(/\s+/g, '').toUpperCase(),
    legs,
  };
}
