import { verdict, type Verdict } from './verdict.js';

export interface LimitationNotice {
  /** More than a year since the flight: the term is to be checked, the claim is never refused for it. */
  oldFlight: boolean;
  note: string;
}

/**
 * Italy's term is unsettled (Cass. 4427/2024: not Montreal's 2 years; which one, it did not say), and
 * which country's term applies follows the passenger's residence and court, not the airport.
 */
export const LIMITATION_ADVICE =
  'In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo. Le richieste più vecchie le verifichiamo comunque, caso per caso.';

export function limitationNotice(flightDate: string, today: string): LimitationNotice {
  const [year, month, day] = parseIsoDate(flightDate);
  parseIsoDate(today);
  return { oldFlight: today > anniversary(year + 1, month, day), note: LIMITATION_ADVICE };
}

export function limitationVerdict(limitation: LimitationNotice): Verdict {
  if (!limitation.oldFlight) return verdict('eligible', []);
  return verdict('uncertain', [`Il volo risale a più di un anno fa: il termine per agire è da verificare. ${limitation.note}`]);
}

/** 29 February has no anniversary in a common year: the 28th stands in for it. */
function anniversary(year: number, month: number, day: number): string {
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, lastDayOfMonth))}`;
}

function parseIsoDate(value: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid date "${value}": expected an existing day as YYYY-MM-DD`);
  }
  return [year, month, day];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
