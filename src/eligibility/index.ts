export { distanceKm, EARTH_RADIUS_KM, type GeoPoint } from './distance.js';
export { isEuCarrierCountry, isInRegulationArea, isIntraCommunity, sovereignCountry } from './regions.js';
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
export { calculateFee, COMMISSION_PERCENT, VAT_PERCENT, type FeeBreakdown } from './fee.js';
export { routeFacts, type AirportLocation, type RouteFacts } from './flight-route.js';
export { ELIGIBILITY_LABELS, type Eligibility } from './verdict.js';
export { formatItalianNumber } from './italian-format.js';
export {
  BAGGAGE_CAP_EUR,
  calculateCompensation,
  PROBLEM_TYPE_LABELS,
  type CalculatorInput,
  type CalculatorResult,
  type ProblemType,
} from './calculator.js';
export { assessClaim, type Assessment, type AssessmentInput, type IssueType } from './assessment.js';
export type { ExtraordinaryCircumstance } from './extraordinary-circumstances.js';
export type { Reroute } from './issue-rules.js';
export { limitationPeriod, type LimitationPeriod } from './limitation.js';
export type { ScopeCoverage } from './scope.js';
