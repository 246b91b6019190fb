/** A passenger's answer to a yes/no question the wizard asks, "Non lo so" included. */
export const ANSWERS = ['yes', 'no', 'unknown'] as const;
export type Answer = (typeof ANSWERS)[number];

export const ANSWER_LABELS: Readonly<Record<Answer, string>> = { yes: 'Sì', no: 'No', unknown: 'Non lo so' };

/** 'unknown' (or no answer at all, as in claims sent before the question existed) leaves the point open. */
export function answerAsBoolean(answer: Answer | undefined | null): boolean | undefined {
  return answer === 'yes' ? true : answer === 'no' ? false : undefined;
}
