import type pg from 'pg';
import { findAirportByIata } from '../../../src/airports/index.js';
import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '../../../src/contracts/legal-texts.js';
import { RECENT_FLIGHT_DATE } from '../../support/italian-days.js';
import { postJson } from '../../support/test-app.js';

export async function airportIds(pool: pg.Pool) {
  const [fco, jfk, mxp, cdg] = await Promise.all(['FCO', 'JFK', 'MXP', 'CDG'].map((code) => findAirportByIata(pool, code)));
  return { FCO: fco!.id, JFK: jfk!.id, MXP: mxp!.id, CDG: cdg!.id };
}

const DEFAULT_EMAIL = 'Maria.Rossi@Example.it';

/** Passengers with other e-mails get phones of their own: possible duplicates are matched by phone too, so only tests that mean it share one. */
function phoneOf(email: unknown): string {
  if (typeof email !== 'string' || email === DEFAULT_EMAIL) return '+39 333 1234567';
  const digits = [...email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 10_000_000, 7);
  return `+39 347 ${digits.toString().padStart(7, '0')}`;
}

export function claimBody(airports: { FCO: number; JFK: number }, overrides: Record<string, unknown> = {}) {
  return {
    flightNumber: 'az 610',
    flightDate: RECENT_FLIGHT_DATE,
    departureAirportId: airports.FCO,
    arrivalAirportId: airports.JFK,
    departureAirport: 'Roma Fiumicino (FCO)',
    arrivalAirport: 'New York JFK (JFK)',
    passengerName: 'Maria Rossi',
    email: DEFAULT_EMAIL,
    phone: phoneOf(overrides.email),
    issueType: 'delay',
    issueDetails: 'Arrivati a New York con 5 ore di ritardo',
    acceptedTerms: TERMS_VERSION,
    acknowledgedPrivacy: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

export interface Submitted {
  id: number;
  practiceNumber: string;
  status: string;
  uploadToken: string;
}

export async function submit(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Submitted> {
  const response = await postJson(`${url}/api/flight-checks`, body, headers);
  if (response.status !== 201) throw new Error(`submit answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Submitted;
}

export { duplicatesFlagged } from '../../support/stored-events.js';
