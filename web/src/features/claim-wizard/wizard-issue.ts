import type { Answer } from '@contracts/claim-vocabulary';
import {
  AIRLINE_REASONS,
  BROUGHT_FORWARD,
  CANCELLATION_NOTICES,
  DENIED_BOARDING_GROUNDS,
  parseDecimal,
  type BroughtForward,
  type CancellationNotice,
  type DeniedBoardingGrounds,
  type IssueAnswers,
} from '@eligibility';
import type { IssueType } from './wizard-constants';

type AirlineReason = (typeof AIRLINE_REASONS)[number];

/** A duration as typed: hours (decimal: «3,5» or «3.5») and minutes, both text. */
export interface DurationText {
  hours: string;
  minutes: string;
}

/** The questions that decide the amount, as the review step holds them; '' while not answered. */
export interface IssueForm {
  arrivalDelay: DurationText;
  /** «Non lo so» for the arrival delay. */
  arrivalDelayUnknown: boolean;
  flightBroughtForward: BroughtForward | '';
  cancellationNotice: CancellationNotice | '';
  rerouteOffered: Answer | '';
  rerouteDepartedEarlier: DurationText;
  rerouteArrivedLater: DurationText;
  airlineReason: AirlineReason | '';
  deniedBoardingVolunteered: Answer | '';
  deniedBoardingGrounds: DeniedBoardingGrounds | '';
}

const NO_DURATION: DurationText = { hours: '', minutes: '' };

export const EMPTY_ISSUE: IssueForm = {
  arrivalDelay: NO_DURATION,
  arrivalDelayUnknown: false,
  flightBroughtForward: '',
  cancellationNotice: '',
  rerouteOffered: '',
  rerouteDepartedEarlier: NO_DURATION,
  rerouteArrivedLater: NO_DURATION,
  airlineReason: '',
  deniedBoardingVolunteered: '',
  deniedBoardingGrounds: '',
};

/** The server's limit on any duration: 72 hours. */
const MAX_MINUTES = 72 * 60;
export const DURATION_MESSAGE = 'Scrivi le ore come numero (ad esempio 3 oppure 3,5) e i minuti da 0 a 59, fino a 72 ore in tutto';

/** Whole minutes of a typed duration: undefined when both parts are empty, 'invalid' when either does not read as a number. */
export function durationMinutes({ hours, minutes }: DurationText): number | 'invalid' | undefined {
  if (hours.trim() === '' && minutes.trim() === '') return undefined;
  const h = hours.trim() === '' ? 0 : parseDecimal(hours);
  const m = minutes.trim() === '' ? 0 : /^\s*\d{1,2}\s*$/.test(minutes) ? Number(minutes) : undefined;
  if (h === undefined || m === undefined || m > 59) return 'invalid';
  const total = Math.round(h * 60) + m;
  return total > MAX_MINUTES ? 'invalid' : total;
}

/** Which questions the review step asks for this problem and these answers. */
export function issueQuestions(issueType: IssueType | '', form: IssueForm) {
  const delay = issueType === 'delay';
  const broughtForward = delay && form.flightBroughtForward === 'over_1h';
  const cancellation = issueType === 'cancellation' || broughtForward;
  const denied = issueType === 'denied_boarding';
  return {
    flightBroughtForward: delay,
    arrivalDelay: (delay && !broughtForward) || issueType === 'missed_connection',
    cancellationNotice: cancellation,
    rerouteOffered: cancellation || denied,
    rerouteDepartedEarlier: cancellation && form.rerouteOffered === 'yes',
    rerouteArrivedLater: (cancellation || denied) && form.rerouteOffered === 'yes',
    airlineReason: delay || cancellation || issueType === 'missed_connection',
    deniedBoardingVolunteered: denied,
    deniedBoardingGrounds: denied,
  };
}

export type IssueField = 'arrivalDelay' | 'rerouteDepartedEarlier' | 'rerouteArrivedLater';

/** The durations typed that do not read as one. */
export function issueFormErrors(issueType: IssueType | '', form: IssueForm): Partial<Record<IssueField, string>> {
  const asked = issueQuestions(issueType, form);
  const errors: Partial<Record<IssueField, string>> = {};
  if (asked.arrivalDelay && !form.arrivalDelayUnknown && durationMinutes(form.arrivalDelay) === 'invalid') errors.arrivalDelay = DURATION_MESSAGE;
  for (const field of ['rerouteDepartedEarlier', 'rerouteArrivedLater'] as const) {
    if (asked[field] && durationMinutes(form[field]) === 'invalid') errors[field] = DURATION_MESSAGE;
  }
  return errors;
}

const known = (minutes: number | 'invalid' | undefined) => (typeof minutes === 'number' ? minutes : undefined);

/** The answers sent with the claim and fed to the engine: only the questions asked, only what was answered. */
export function issueAnswersOf(issueType: IssueType | '', form: IssueForm): IssueAnswers {
  const asked = issueQuestions(issueType, form);
  const answers: IssueAnswers = {};
  if (asked.arrivalDelay) {
    const delay = known(durationMinutes(form.arrivalDelay));
    if (form.arrivalDelayUnknown) answers.arrivalDelayMinutes = null;
    else if (delay !== undefined) answers.arrivalDelayMinutes = delay;
  }
  if (asked.flightBroughtForward && form.flightBroughtForward) answers.flightBroughtForward = form.flightBroughtForward;
  if (asked.cancellationNotice && form.cancellationNotice) answers.cancellationNotice = form.cancellationNotice;
  if (asked.rerouteOffered && form.rerouteOffered) answers.rerouteOffered = form.rerouteOffered;
  const earlier = known(durationMinutes(form.rerouteDepartedEarlier));
  const later = known(durationMinutes(form.rerouteArrivedLater));
  if (asked.rerouteDepartedEarlier && earlier !== undefined) answers.rerouteDepartedEarlierMinutes = earlier;
  if (asked.rerouteArrivedLater && later !== undefined) answers.rerouteArrivedLaterMinutes = later;
  if (asked.airlineReason && form.airlineReason) answers.airlineReason = form.airlineReason;
  if (asked.deniedBoardingVolunteered && form.deniedBoardingVolunteered) answers.deniedBoardingVolunteered = form.deniedBoardingVolunteered;
  if (asked.deniedBoardingGrounds && form.deniedBoardingGrounds) answers.deniedBoardingGrounds = form.deniedBoardingGrounds;
  return answers;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(choices: readonly T[], value: unknown): T | '' => choices.find((choice) => choice === value) ?? '';
const duration = (value: unknown): DurationText => (isObject(value) ? { hours: text(value.hours), minutes: text(value.minutes) } : NO_DURATION);
const ANSWER_CHOICES = ['yes', 'no', 'unknown'] as const;

/** Saved answers checked field by field, as the rest of the saved progress is. */
export function parseIssueForm(value: unknown): IssueForm {
  if (!isObject(value)) return EMPTY_ISSUE;
  return {
    arrivalDelay: duration(value.arrivalDelay),
    arrivalDelayUnknown: value.arrivalDelayUnknown === true,
    flightBroughtForward: oneOf(BROUGHT_FORWARD, value.flightBroughtForward),
    cancellationNotice: oneOf(CANCELLATION_NOTICES, value.cancellationNotice),
    rerouteOffered: oneOf(ANSWER_CHOICES, value.rerouteOffered),
    rerouteDepartedEarlier: duration(value.rerouteDepartedEarlier),
    rerouteArrivedLater: duration(value.rerouteArrivedLater),
    airlineReason: oneOf(AIRLINE_REASONS, value.airlineReason),
    deniedBoardingVolunteered: oneOf(ANSWER_CHOICES, value.deniedBoardingVolunteered),
    deniedBoardingGrounds: oneOf(DENIED_BOARDING_GROUNDS, value.deniedBoardingGrounds),
  };
}
