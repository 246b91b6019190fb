import { ANSWER_LABELS, type Answer } from './answers.js';
import { DENIED_BOARDING_GROUNDS_LABELS, type DeniedBoardingGrounds } from './denied-boarding.js';
import { formatDuration } from './italian-format.js';
import type { ExtraordinaryCircumstance } from './extraordinary-circumstances.js';
import type { Reroute } from './issue-rules.js';

/** When the passenger was told of a cancellation, in the brackets of Art. 5(1)(c). */
export const CANCELLATION_NOTICES = ['14_or_more', '7_to_13', 'under_7', 'unknown'] as const;
export type CancellationNotice = (typeof CANCELLATION_NOTICES)[number];

export const CANCELLATION_NOTICE_LABELS: Readonly<Record<CancellationNotice, string>> = {
  '14_or_more': '14 giorni o più prima della partenza',
  '7_to_13': 'Da 7 a 13 giorni prima',
  under_7: 'Meno di 7 giorni prima',
  unknown: 'Non lo so',
};

/** A day inside each bracket: the rules only compare the notice with 7 and 14 days. */
const NOTICE_DAYS: Readonly<Record<Exclude<CancellationNotice, 'unknown'>, number>> = { '14_or_more': 14, '7_to_13': 7, under_7: 0 };

/** Whether and how much a flight was brought forward, as the passenger says. */
export const BROUGHT_FORWARD = ['no', 'up_to_1h', 'over_1h', 'unknown'] as const;
export type BroughtForward = (typeof BROUGHT_FORWARD)[number];

export const BROUGHT_FORWARD_LABELS: Readonly<Record<BroughtForward, string>> = {
  no: 'No',
  up_to_1h: "Sì, di un'ora o meno",
  over_1h: "Sì, di più di un'ora",
  unknown: 'Non lo so',
};

/** The reasons the wizard offers for a delay or a cancellation; 'none' reads «Nessuna / non lo so». */
export const AIRLINE_REASONS = [
  'none',
  'technical_fault',
  'own_staff_strike',
  'weather',
  'air_traffic_control',
  'security',
  'political',
  'medical',
  'bird_strike',
] as const satisfies readonly ExtraordinaryCircumstance[];

export const AIRLINE_REASON_LABELS: Readonly<Record<(typeof AIRLINE_REASONS)[number], string>> = {
  none: 'Nessuna / non lo so',
  technical_fault: 'Guasto tecnico',
  own_staff_strike: 'Sciopero del personale della compagnia',
  weather: 'Maltempo',
  air_traffic_control: 'Controllo del traffico aereo (decisioni o sciopero)',
  security: "Sicurezza dell'aeroporto",
  political: 'Instabilità politica',
  medical: 'Emergenza medica a bordo',
  bird_strike: 'Impatto con volatili',
};

/**
 * What the wizard asks about the problem itself, as submitted and recorded with the claim (none of
 * it personal). Durations in whole minutes; null is «Non lo so»; a question not asked is absent.
 */
export interface IssueAnswers {
  /** At the final destination; negative for an early arrival. */
  arrivalDelayMinutes?: number | null;
  flightBroughtForward?: BroughtForward;
  cancellationNotice?: CancellationNotice;
  rerouteOffered?: Answer;
  /** How much earlier than the original the alternative left (0 or less: not earlier). */
  rerouteDepartedEarlierMinutes?: number | null;
  /** How much later than the original the alternative arrived (0 or less: not later). */
  rerouteArrivedLaterMinutes?: number | null;
  airlineReason?: (typeof AIRLINE_REASONS)[number];
  deniedBoardingVolunteered?: Answer;
  deniedBoardingGrounds?: DeniedBoardingGrounds;
}

/** The problem's facts as the engine reads them (AssessmentInput), hours as numbers; undefined = not known. */
export interface IssueFacts {
  /** At the final destination (for separate bookings, of the delayed flight); negative for an early arrival. */
  arrivalDelayHours?: number;
  /** A delay whose flight was moved earlier: by more than an hour it is a cancellation (Azurair, C-146/20). */
  flightBroughtForward?: BroughtForward;
  cancellationNoticeDays?: number;
  /** The alternative flight offered after a cancellation or a denied boarding; absent = none offered. */
  reroute?: Reroute;
  extraordinaryCircumstance?: ExtraordinaryCircumstance;
  deniedBoardingVoluntary?: boolean;
  /** Art. 2(j): the reason given for refusing boarding; undefined = not known. */
  deniedBoardingGrounds?: DeniedBoardingGrounds;
}

const hoursOf = (minutes: number | null | undefined) => (minutes === null || minutes === undefined ? undefined : minutes / 60);

/** The engine's input from the passenger's answers: what is unknown stays undefined, so the rule asks for it. */
export function issueFacts(answers: IssueAnswers): IssueFacts {
  const facts: IssueFacts = {};
  const delay = hoursOf(answers.arrivalDelayMinutes);
  if (delay !== undefined) facts.arrivalDelayHours = delay;
  if (answers.flightBroughtForward) facts.flightBroughtForward = answers.flightBroughtForward;
  if (answers.cancellationNotice && answers.cancellationNotice !== 'unknown') facts.cancellationNoticeDays = NOTICE_DAYS[answers.cancellationNotice];
  if (answers.rerouteOffered === 'yes' || answers.rerouteOffered === 'unknown') {
    facts.reroute =
      answers.rerouteOffered === 'yes'
        ? { departedEarlierHours: hoursOf(answers.rerouteDepartedEarlierMinutes), arrivedLaterHours: hoursOf(answers.rerouteArrivedLaterMinutes) }
        : {};
  }
  if (answers.airlineReason) facts.extraordinaryCircumstance = answers.airlineReason;
  if (answers.deniedBoardingVolunteered === 'yes') facts.deniedBoardingVoluntary = true;
  if (answers.deniedBoardingVolunteered === 'no') facts.deniedBoardingVoluntary = false;
  if (answers.deniedBoardingGrounds) facts.deniedBoardingGrounds = answers.deniedBoardingGrounds;
  return facts;
}

const durationAnswer = (minutes: number | null | undefined, none: string) =>
  minutes === null ? ANSWER_LABELS.unknown : minutes === undefined ? undefined : minutes <= 0 ? none : formatDuration(minutes);

/** The passenger's answers as operators read them, label and value, only those given: durations as «4 h 40 min». */
export function issueAnswerLines(answers: IssueAnswers): [string, string][] {
  const lines: [string, string | undefined][] = [
    ['Ritardo all’arrivo (secondo il passeggero)', durationAnswer(answers.arrivalDelayMinutes, 'In orario o in anticipo')],
    ['Volo anticipato', answers.flightBroughtForward && BROUGHT_FORWARD_LABELS[answers.flightBroughtForward]],
    ['Avviso della cancellazione', answers.cancellationNotice && CANCELLATION_NOTICE_LABELS[answers.cancellationNotice]],
    ['Volo alternativo offerto', answers.rerouteOffered && ANSWER_LABELS[answers.rerouteOffered]],
    ['Partenza del volo alternativo', prefixed(durationAnswer(answers.rerouteDepartedEarlierMinutes, 'Non prima dell’orario originale'), 'prima')],
    ['Arrivo del volo alternativo', prefixed(durationAnswer(answers.rerouteArrivedLaterMinutes, 'Non dopo l’orario originale'), 'dopo')],
    ['Motivo indicato dalla compagnia', answers.airlineReason && AIRLINE_REASON_LABELS[answers.airlineReason]],
    ['Ha rinunciato al posto volontariamente', answers.deniedBoardingVolunteered && ANSWER_LABELS[answers.deniedBoardingVolunteered]],
    ['Motivo del negato imbarco', answers.deniedBoardingGrounds && DENIED_BOARDING_GROUNDS_LABELS[answers.deniedBoardingGrounds]],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== undefined);
}

/** '2 h' → '2 h prima'; «Non lo so» and the "not earlier / later" phrases stay as they are. */
function prefixed(value: string | undefined, direction: 'prima' | 'dopo'): string | undefined {
  return value && /^\d/.test(value) ? `${value} ${direction}` : value;
}
