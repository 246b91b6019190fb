/** Distance tiers of Art. 7(1): 'medium' also covers intra-Community flights over 1,500 km. */
export type Tier = 'short' | 'medium' | 'long';

/** One version of the rules, in force for flights from `inForceFrom` until the next ruleset's date. */
export interface Ruleset {
  id: string;
  /** How texts name the law: 'Regolamento (CE) n. 261/2004'. */
  name: string;
  /** How an answer names the rules it applied: 'Regolamento (CE) n. 261/2004, testo vigente'. */
  label: string;
  /** 'YYYY-MM-DD': the first flight date these rules govern. */
  inForceFrom: string;
  shortHaulMaxKm: number;
  mediumHaulMaxKm: number;
  amounts: Readonly<Record<Tier, number>>;
  /** Arrival delay (Sturgeon) from which compensation is owed. */
  minimumArrivalDelayHours: Readonly<Record<Tier, number>>;
  /** Art. 7(2): arriving this late or less (re-routed or delayed) halves the compensation. */
  reductionThresholdHours: Readonly<Record<Tier, number>>;
}

export const REGULATION_261_2004: Ruleset = {
  id: 'reg-261-2004',
  name: 'Regolamento (CE) n. 261/2004',
  label: 'Regolamento (CE) n. 261/2004, testo vigente',
  inForceFrom: '2005-02-17',
  shortHaulMaxKm: 1500,
  mediumHaulMaxKm: 3500,
  amounts: { short: 250, medium: 400, long: 600 },
  minimumArrivalDelayHours: { short: 3, medium: 3, long: 3 },
  reductionThresholdHours: { short: 2, medium: 3, long: 4 },
};

/**
 * Oldest first. A reform (the Council's 4 h / 6 h and 300 / 500 € proposal, say) is added as a new
 * entry with its own date: flights before that date, and the claims already assessed, keep theirs.
 */
const RULESETS: readonly Ruleset[] = [REGULATION_261_2004];

/** The rules for a flight on `flightDate` ('YYYY-MM-DD'); a date before the first ruleset gets the first. */
export function rulesetFor(flightDate: string): Ruleset {
  return RULESETS.reduce((chosen, ruleset) => (ruleset.inForceFrom <= flightDate ? ruleset : chosen), RULESETS[0]!);
}

export function rulesetById(id: string): Ruleset | undefined {
  return RULESETS.find((ruleset) => ruleset.id === id);
}

const ITALIAN_CALENDAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

/** The day in Italy at `now`, 'YYYY-MM-DD': the one calendar every module's "today" follows. */
export function italianToday(now: Date = new Date()): string {
  return ITALIAN_CALENDAR.format(now);
}

/** The rules for a flight today: what the calculator and the pages state. */
export const todaysRuleset = (): Ruleset => rulesetFor(italianToday());
