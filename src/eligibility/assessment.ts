import { halfOf, type CompensationAmount } from './bands.js';
import { extraordinaryCircumstanceVerdict } from './extraordinary-circumstances.js';
import { calculateFee, eurosToCents, type FeeBreakdown } from './fee.js';
import { routeFacts, type AirportLocation, type RouteFacts } from './flight-route.js';
import { deniedBoardingVerdicts } from './denied-boarding.js';
import type { IssueFacts } from './issue-answers.js';
import { cancellationVerdict, delayVerdict } from './issue-rules.js';
import { limitationNotice, limitationVerdict, type LimitationNotice } from './limitation.js';
import { rulesetFor, type Ruleset } from './rulesets.js';
import { regulationScope, type ScopeCoverage } from './scope.js';
import { verdict, worstEligibility, type Eligibility, type Verdict } from './verdict.js';

export type IssueType = 'delay' | 'cancellation' | 'denied_boarding' | 'missed_connection';

export interface AssessmentInput extends IssueFacts {
  /** First departure and final destination, even with connections. */
  departure: AirportLocation;
  arrival: AirportLocation;
  issueType: IssueType;
  /** 'YYYY-MM-DD': picks the ruleset. */
  flightDate: string;
  /** 'YYYY-MM-DD'; time is passed in to keep the assessment deterministic. */
  today: string;
  /** Licensed in the EU, Iceland, Norway or Switzerland; undefined = not known. */
  operatingCarrierIsEu?: boolean;
  /** Missed connection: all flights on one booking; undefined = not known. */
  singleBooking?: boolean;
  /** Missed connection on separate bookings: the flight that arrived late, assessed on its own. */
  delayedLeg?: { departure: AirportLocation; arrival: AirportLocation };
}

export interface Assessment {
  rulesetId: string;
  /** The rules applied, as texts name them: 'Regolamento (CE) n. 261/2004, testo vigente'. */
  rulesetLabel: string;
  eligibility: Eligibility;
  /**
   * Euro owed after any 50 % reduction; 0 when nothing is due. When 'uncertain', what is owed if the
   * open points turn out in the passenger's favour.
   */
  amount: number;
  /** Our fee on `amount`, in cents. */
  fee: FeeBreakdown;
  maxAmount: CompensationAmount;
  /** Whole kilometres. */
  distanceKm: number;
  intraCommunity: boolean;
  inScope: ScopeCoverage;
  reasons: string[];
  limitation: LimitationNotice;
}

const ONE_BOOKING =
  "Con un'unica prenotazione i voli contano come un solo viaggio: conta il ritardo all'arrivo alla destinazione finale (sentenza Folkerts, C-11/11), anche con uno scalo fuori dall'Unione europea.";
const BOOKING_UNKNOWN = "Indica se tutti i voli erano su un'unica prenotazione: con prenotazioni separate conta solo il volo arrivato in ritardo.";
const SEPARATE_BOOKINGS =
  'Con prenotazioni separate ogni volo è un viaggio a sé: conta solo il volo arrivato in ritardo, con la sua distanza e il suo ritardo all’arrivo. La coincidenza persa non dà diritto a un risarcimento per il volo successivo.';

/** Regolamento (CE) n. 261/2004 as in EU261.md: scope first, then the issue's rules, Art. 5(3) and the limitation notice. */
export function assessClaim(input: AssessmentInput): Assessment {
  if (input.issueType === 'missed_connection' && input.singleBooking === false) return separateBookings(input);
  if (input.issueType === 'delay' && input.flightBroughtForward === 'over_1h') return broughtForward(input);
  const ruleset = rulesetFor(input.flightDate);
  const route = routeFacts(input.departure, input.arrival, ruleset);
  const limitation = limitationNotice(input.flightDate, input.today);
  const scope = regulationScope(input.departure, input.arrival, input.operatingCarrierIsEu, { connection: input.issueType === 'missed_connection' });
  const facts = { rulesetId: ruleset.id, rulesetLabel: ruleset.label, maxAmount: route.band.amount, distanceKm: route.distanceKm, intraCommunity: route.intraCommunity, inScope: scope.inScope, limitation };
  if (scope.inScope === false) return { ...facts, eligibility: 'not_eligible', amount: 0, fee: calculateFee(0), reasons: scope.reasons };

  const verdicts = [
    scope,
    ...issueVerdicts(input, route, ruleset),
    extraordinaryCircumstanceVerdict(input.extraordinaryCircumstance, input.issueType === 'denied_boarding'),
    limitationVerdict(limitation),
  ];
  const eligibility = worstEligibility(verdicts);
  const nothingDue = eligibility === 'not_eligible' || verdicts.some((v) => v.nothingDue);
  const amount = nothingDue ? 0 : verdicts.some((v) => v.halved) ? halfOf(route.band.amount) : route.band.amount;
  return { ...facts, eligibility, amount, fee: calculateFee(eurosToCents(amount)), reasons: verdicts.flatMap((v) => v.reasons) };
}

function issueVerdicts(input: AssessmentInput, route: RouteFacts, ruleset: Ruleset): Verdict[] {
  switch (input.issueType) {
    case 'delay':
      return [
        ...(input.flightBroughtForward === 'up_to_1h' ? [verdict('eligible', [BROUGHT_FORWARD_UP_TO_AN_HOUR])] : []),
        delayVerdict(input.arrivalDelayHours, route.band, ruleset),
      ];
    case 'missed_connection':
      return [
        input.singleBooking === true ? verdict('eligible', [ONE_BOOKING]) : verdict('uncertain', [BOOKING_UNKNOWN]),
        delayVerdict(input.arrivalDelayHours, route.band, ruleset, 'alla destinazione finale'),
      ];
    case 'cancellation':
      return [cancellationVerdict(input.cancellationNoticeDays, input.reroute, route.band, ruleset)];
    case 'denied_boarding':
      return deniedBoardingVerdicts(input.deniedBoardingVoluntary, input.deniedBoardingGrounds, input.reroute, route.band, ruleset);
    default: {
      const unknown: never = input.issueType;
      throw new Error(`Unknown issue type: ${String(unknown)}`);
    }
  }
}

const BROUGHT_FORWARD_OVER_AN_HOUR =
  "Il volo è stato anticipato di più di un'ora: per il Regolamento è una cancellazione (sentenza Azurair, C-146/20), e contano quando ti hanno avvisato e il volo che ti hanno offerto.";
const BROUGHT_FORWARD_UP_TO_AN_HOUR = "Il volo è stato anticipato di un'ora o meno: non è una cancellazione, conta l'orario di arrivo rispetto a quello previsto.";

/** A flight brought forward by more than an hour is assessed as a cancellation, with the notice given and the new times. */
function broughtForward(input: AssessmentInput): Assessment {
  const cancelled = assessClaim({ ...input, issueType: 'cancellation', flightBroughtForward: undefined });
  return { ...cancelled, reasons: [BROUGHT_FORWARD_OVER_AN_HOUR, ...cancelled.reasons] };
}

/** Separate bookings: the delayed flight alone is assessed, as a delay; without it, nothing can be said yet. */
function separateBookings(input: AssessmentInput): Assessment {
  if (input.delayedLeg) {
    const leg = assessClaim({ ...input, ...input.delayedLeg, issueType: 'delay', delayedLeg: undefined, singleBooking: undefined });
    return { ...leg, reasons: [SEPARATE_BOOKINGS, ...leg.reasons] };
  }
  const whole = assessClaim({ ...input, singleBooking: true });
  return {
    ...whole,
    eligibility: whole.inScope === false ? 'not_eligible' : 'uncertain',
    amount: 0,
    fee: calculateFee(0),
    reasons: whole.inScope === false ? whole.reasons : [SEPARATE_BOOKINGS, 'Scrivi nei dettagli quale volo è arrivato in ritardo e con quante ore di ritardo: lo valutiamo da solo.'],
  };
}
