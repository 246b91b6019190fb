import { halfOf, type CompensationAmount, type CompensationBand } from './bands.js';
import { extraordinaryCircumstanceVerdict, type ExtraordinaryCircumstance } from './extraordinary-circumstances.js';
import { routeFacts, type AirportLocation } from './flight-route.js';
import { cancellationVerdict, deniedBoardingVerdict, delayVerdict, type Reroute } from './issue-rules.js';
import { limitationPeriod, limitationVerdict, type LimitationPeriod } from './limitation.js';
import { regulationScope, type ScopeCoverage } from './scope.js';
import { worstEligibility, type Eligibility, type Verdict } from './verdict.js';

export type IssueType = 'delay' | 'cancellation' | 'denied_boarding' | 'missed_connection';

export interface AssessmentInput {
  /** First departure and final destination, even with connections. */
  departure: AirportLocation;
  arrival: AirportLocation;
  issueType: IssueType;
  /** 'YYYY-MM-DD' */
  flightDate: string;
  /** 'YYYY-MM-DD'; time is passed in to keep the assessment deterministic. */
  today: string;
  /** At the final destination. */
  arrivalDelayHours?: number;
  cancellationNoticeDays?: number;
  /** The alternative flight offered after a cancellation; absent = none offered. */
  reroute?: Reroute;
  deniedBoardingVoluntary?: boolean;
  extraordinaryCircumstance?: ExtraordinaryCircumstance;
  operatingCarrierIsEu?: boolean;
}

export interface Assessment {
  eligibility: Eligibility;
  /**
   * Euro owed after any 50 % reduction; 0 when not eligible. When 'uncertain', what is owed if the
   * open points turn out in the passenger's favour.
   */
  amount: number;
  maxAmount: CompensationAmount;
  /** Whole kilometres. */
  distanceKm: number;
  intraCommunity: boolean;
  inScope: ScopeCoverage;
  reasons: string[];
  limitation: LimitationPeriod;
}

/** EU 261/2004 as in EU261.md: scope, then the issue's rules, extraordinary circumstances and the limitation period. */
export function assessClaim(input: AssessmentInput): Assessment {
  const route = routeFacts(input.departure, input.arrival);
  const limitation = limitationPeriod(input.departure.countryCode, input.flightDate, input.today);
  const scope = regulationScope(input.departure.countryCode, input.arrival.countryCode, input.operatingCarrierIsEu);
  const facts = {
    maxAmount: route.band.amount,
    distanceKm: route.distanceKm,
    intraCommunity: route.intraCommunity,
    inScope: scope.inScope,
    limitation,
  };
  if (scope.inScope === false) return { ...facts, eligibility: 'not_eligible', amount: 0, reasons: scope.reasons };

  const verdicts = [
    scope,
    issueVerdict(input, route.band),
    extraordinaryCircumstanceVerdict(input.extraordinaryCircumstance, input.issueType === 'denied_boarding'),
    limitationVerdict(limitation),
  ];
  const eligibility = worstEligibility(verdicts);
  const amount = eligibility === 'not_eligible' ? 0 : verdicts.some((v) => v.halved) ? halfOf(route.band.amount) : route.band.amount;
  return { ...facts, eligibility, amount, reasons: verdicts.flatMap((v) => v.reasons) };
}

function issueVerdict(input: AssessmentInput, band: CompensationBand): Verdict {
  switch (input.issueType) {
    case 'delay':
      return delayVerdict(input.arrivalDelayHours, band, false);
    case 'missed_connection':
      return delayVerdict(input.arrivalDelayHours, band, true);
    case 'cancellation':
      return cancellationVerdict(input.cancellationNoticeDays, input.reroute, band);
    case 'denied_boarding':
      return deniedBoardingVerdict(input.deniedBoardingVoluntary);
    default: {
      const unknown: never = input.issueType;
      throw new Error(`Unknown issue type: ${String(unknown)}`);
    }
  }
}
