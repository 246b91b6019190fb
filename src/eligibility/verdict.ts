export type Eligibility = 'eligible' | 'uncertain' | 'not_eligible';

export const ELIGIBILITY_LABELS: Readonly<Record<Eligibility, string>> = {
  eligible: 'Idoneo',
  uncertain: 'Da verificare',
  not_eligible: 'Non idoneo',
};

/** One rule's say on a claim; the claim's outcome is the worst eligibility of all of them. */
export interface Verdict {
  eligibility: Eligibility;
  /** Art. 7(2) 50 % reduction applies. */
  halved: boolean;
  /** Nothing is owed on the facts given, even while the label stays 'Da verificare' (2–3 h late). */
  nothingDue: boolean;
  reasons: string[];
}

const RANK: Readonly<Record<Eligibility, number>> = { not_eligible: 0, uncertain: 1, eligible: 2 };

export function worstEligibility(verdicts: readonly Pick<Verdict, 'eligibility'>[]): Eligibility {
  return verdicts.reduce<Eligibility>((worst, { eligibility }) => (RANK[eligibility] < RANK[worst] ? eligibility : worst), 'eligible');
}

export function verdict(eligibility: Eligibility, reasons: string[], options: { halved?: boolean; nothingDue?: boolean } = {}): Verdict {
  return { eligibility, halved: options.halved ?? false, nothingDue: options.nothingDue ?? false, reasons };
}
