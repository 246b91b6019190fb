import { sovereignCountry } from './regions.js';
import { verdict, type Verdict } from './verdict.js';

export interface LimitationPeriod {
  /** The state whose law sets the period (Réunion → 'FR'). */
  country: string;
  years: number;
  /** Last day to act, 'YYYY-MM-DD'. */
  expiresOn: string;
  expired: boolean;
  note: string;
}

interface LimitationRule {
  years: number;
  /** Germany: the period runs from 31 December of the flight's year (§ 199 BGB). */
  fromEndOfYear?: boolean;
  note: string;
}

/** National law decides (Cuadrench Moré C-139/11); the departure country is the one we can know for sure. */
const RULES: Readonly<Record<string, LimitationRule>> = {
  IT: { years: 2, note: 'in Italia generalmente entro 2 anni; consigliamo di agire il prima possibile' },
  ES: { years: 5, note: 'in Spagna entro 5 anni dal volo' },
  FR: { years: 5, note: 'in Francia entro 5 anni dal volo' },
  DE: { years: 3, fromEndOfYear: true, note: "in Germania entro 3 anni dalla fine dell'anno del volo" },
  NL: { years: 2, note: 'nei Paesi Bassi entro 2 anni dal volo' },
  GB: { years: 6, note: 'in Inghilterra e Galles entro 6 anni dal volo (in Scozia 5)' },
};

/** Unchecked countries: the Montreal Convention's 2 years, the shortest common term, so the warning errs early. */
const DEFAULT_RULE: LimitationRule = {
  years: 2,
  note: 'per il paese di partenza il termine va verificato; per prudenza consideriamo 2 anni dal volo',
};

export function limitationPeriod(departureCountry: string, flightDate: string, today: string): LimitationPeriod {
  const [year, month, day] = parseIsoDate(flightDate);
  parseIsoDate(today);
  const country = sovereignCountry(departureCountry);
  const rule = RULES[country] ?? DEFAULT_RULE;
  const expiresOn = rule.fromEndOfYear ? `${year + rule.years}-12-31` : anniversary(year + rule.years, month, day);
  return { country, years: rule.years, expiresOn, expired: today > expiresOn, note: rule.note };
}

export function limitationVerdict(limitation: LimitationPeriod): Verdict {
  if (!limitation.expired) return verdict('eligible', []);
  // A written claim to the airline can interrupt the period, so an old flight is to be checked, not refused.
  return verdict('uncertain', [`Il termine per agire potrebbe essere scaduto: ${limitation.note}.`]);
}

/** 29 February has no anniversary in a common year: the period ends on the 28th. */
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
