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
  reasons: string[];
}

const RANK: Readonly<Record<Eligibility, number>> = { not_eligible: 0, uncertain: 1, eligible: 2 };

export function worstEligibility(verdicts: readonly Verdict[]): Eligibility {
  return verdicts.reduce<Eligibility>((worst, { eligibility }) => (RANK[eligibility] < RANK[worst] ? eligibility : worst), 'eligible');
}

export function verdict(eligibility: Eligibility, reasons: string[], halved = false): Verdict {
  return { eligibility, halved, reasons };
}
