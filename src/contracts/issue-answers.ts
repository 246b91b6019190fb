import { z } from 'zod';
import { AIRLINE_REASONS, ANSWERS, BROUGHT_FORWARD, CANCELLATION_NOTICES, DENIED_BOARDING_GROUNDS, type IssueAnswers } from '../eligibility/index.js';

export const ARRIVAL_DELAY_MESSAGE = 'Indica il ritardo all’arrivo in ore e minuti (al massimo 72 ore), oppure «Non lo so»';
export const REROUTE_TIME_MESSAGE = 'Indica la differenza di orario del volo alternativo in ore e minuti (al massimo 72 ore)';
export const BROUGHT_FORWARD_MESSAGE = 'Indica se il volo è stato anticipato';
export const CANCELLATION_NOTICE_MESSAGE = 'Indica quando ti hanno avvisato della cancellazione';
export const REROUTE_OFFERED_MESSAGE = 'Indica se ti hanno offerto un volo alternativo: sì, no o non lo so';
export const AIRLINE_REASON_MESSAGE = 'Scegli il motivo indicato dalla compagnia, oppure «Nessuna / non lo so»';
export const VOLUNTEERED_MESSAGE = 'Indica se hai rinunciato al posto volontariamente: sì, no o non lo so';
export const DENIED_BOARDING_GROUNDS_MESSAGE = 'Scegli il motivo per cui ti hanno negato l’imbarco, oppure «Non lo so»';
export const REROUTE_TIMES_WITHOUT_REROUTE_MESSAGE = 'Gli orari del volo alternativo valgono solo se ti è stato offerto un volo alternativo';

/** Three days either way: a difference no schedule change or re-routing goes past. */
const MAX_MINUTES = 72 * 60;

/** Whole minutes, negative for "earlier"; null is «Non lo so». */
const minutesField = (message: string) => z.number(message).int(message).min(-MAX_MINUTES, message).max(MAX_MINUTES, message).nullable().optional();

/** The submission's answers about the problem itself (eligibility's IssueAnswers), each optional: a question not asked is absent. */
export const issueAnswersFields = {
  arrivalDelayMinutes: minutesField(ARRIVAL_DELAY_MESSAGE),
  flightBroughtForward: z.enum(BROUGHT_FORWARD, BROUGHT_FORWARD_MESSAGE).optional(),
  cancellationNotice: z.enum(CANCELLATION_NOTICES, CANCELLATION_NOTICE_MESSAGE).optional(),
  rerouteOffered: z.enum(ANSWERS, REROUTE_OFFERED_MESSAGE).optional(),
  rerouteDepartedEarlierMinutes: minutesField(REROUTE_TIME_MESSAGE),
  rerouteArrivedLaterMinutes: minutesField(REROUTE_TIME_MESSAGE),
  airlineReason: z.enum(AIRLINE_REASONS, AIRLINE_REASON_MESSAGE).optional(),
  deniedBoardingVolunteered: z.enum(ANSWERS, VOLUNTEERED_MESSAGE).optional(),
  deniedBoardingGrounds: z.enum(DENIED_BOARDING_GROUNDS, DENIED_BOARDING_GROUNDS_MESSAGE).optional(),
} satisfies Record<keyof IssueAnswers, z.ZodType>;

export const ISSUE_ANSWER_KEYS = Object.keys(issueAnswersFields) as (keyof IssueAnswers)[];

/** Re-routing times without a re-routing contradict each other: the field that is wrong and why. */
export function issueAnswersProblem(answers: IssueAnswers): { field: keyof IssueAnswers; message: string } | undefined {
  if (answers.rerouteOffered === 'yes') return undefined;
  for (const field of ['rerouteDepartedEarlierMinutes', 'rerouteArrivedLaterMinutes'] as const) {
    if (typeof answers[field] === 'number') return { field, message: REROUTE_TIMES_WITHOUT_REROUTE_MESSAGE };
  }
  return undefined;
}

/** The answers among `data` that are about the problem, nothing else: what ClaimSubmitted records and the engine reads. */
export function issueAnswersOf(data: IssueAnswers): IssueAnswers {
  return Object.fromEntries(ISSUE_ANSWER_KEYS.filter((key) => data[key] !== undefined).map((key) => [key, data[key]])) as IssueAnswers;
}
