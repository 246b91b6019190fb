export { distanceKm, EARTH_RADIUS_KM, type GeoPoint } from './distance.js';
export {
  AIRPORTS_OUTSIDE_AREA,
  isAirportInRegulationArea,
  isEuCarrierCountry,
  isInRegulationArea,
  isIntraCommunity,
  isIntraCommunityRoute,
  sovereignCountry,
} from './regions.js';
export { italianToday, REGULATION_261_2004, rulesetById, rulesetFor, todaysRuleset, type Ruleset, type Tier } from './rulesets.js';
export {
  compensationBand,
  halfOf,
  MEDIUM_HAUL_MAX_KM,
  reductionThresholdHours,
  SHORT_HAUL_MAX_KM,
  type BandCategory,
  type CompensationAmount,
  type CompensationBand,
} from './bands.js';
export { calculateFee, COMMISSION_PERCENT, eurosToCents, HEADLINE_PRICE, VAT_INCLUSIVE_PERCENT, VAT_PERCENT, type FeeBreakdown } from './fee.js';
export { routeFacts, type AirportLocation, type RouteFacts } from './flight-route.js';
export { ELIGIBILITY_LABELS, type Eligibility } from './verdict.js';
export { formatDuration, formatEuroCents, formatItalianNumber, parseDecimal } from './italian-format.js';
export { answerAsBoolean, ANSWER_LABELS, ANSWERS, type Answer } from './answers.js';
export {
  BAGGAGE_FEE_TEXT,
  BAGGAGE_LIMIT_SDR,
  BAGGAGE_LIMIT_TEXT,
  calculateCompensation,
  PROBLEM_TYPE_LABELS,
  type BaggageResult,
  type CalculatorInput,
  type CalculatorResult,
  type CompensationResult,
  type ProblemType,
} from './calculator.js';
export { assessClaim, type Assessment, type AssessmentInput, type IssueType } from './assessment.js';
export { DENIED_BOARDING_GROUNDS, DENIED_BOARDING_GROUNDS_LABELS, type DeniedBoardingGrounds } from './denied-boarding.js';
export {
  AIRLINE_REASON_LABELS,
  AIRLINE_REASONS,
  BROUGHT_FORWARD,
  BROUGHT_FORWARD_LABELS,
  CANCELLATION_NOTICE_LABELS,
  CANCELLATION_NOTICES,
  issueAnswerLines,
  issueFacts,
  type BroughtForward,
  type CancellationNotice,
  type IssueAnswers,
} from './issue-answers.js';
export type { ExtraordinaryCircumstance } from './extraordinary-circumstances.js';
export type { Reroute } from './issue-rules.js';
export { LIMITATION_ADVICE, limitationNotice, type LimitationNotice } from './limitation.js';
export { scopeDependsOnCarrier, type ScopeCoverage } from './scope.js';
export { competentBody, ENAC_COUNTRY, ENFORCEMENT_BODIES, enforcementBodyOf, type EnforcementBody } from './enforcement-bodies.js';
