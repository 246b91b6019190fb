import { halfOf, type BandCategory } from './bands.js';
import { calculateFee, eurosToCents, type FeeBreakdown } from './fee.js';
import { routeFacts, type AirportLocation, type RouteFacts } from './flight-route.js';
import { hoursPhrase } from './italian-format.js';
import { rulesetFor, italianToday, type Ruleset } from './rulesets.js';
import { regulationScope } from './scope.js';
import { worstEligibility, type Eligibility } from './verdict.js';

export type ProblemType = 'delay' | 'cancellation' | 'denied_boarding' | 'baggage';

export const PROBLEM_TYPE_LABELS: Readonly<Record<ProblemType, string>> = {
  delay: 'Ritardo volo',
  cancellation: 'Volo cancellato',
  denied_boarding: 'Negato imbarco',
  baggage: 'Bagaglio smarrito/danneggiato',
};

/** Montreal Convention Art. 22(2), as revised from 28 December 2024: the proven damage, up to this limit. */
export const BAGGAGE_LIMIT_SDR = 1519;
export const BAGGAGE_LIMIT_TEXT = 'fino a 1.519 DSP (circa 1.800 €), in base al danno documentato';
export const BAGGAGE_FEE_TEXT = '25 % + IVA (30,5 % IVA inclusa) di quanto ottenuto';

/** Fields as the widget holds them: any may still be unset. */
export interface CalculatorInput {
  departure?: AirportLocation | undefined;
  arrival?: AirportLocation | undefined;
  problemType?: ProblemType | undefined;
  delayHours?: number | undefined;
  /** 'YYYY-MM-DD'; the calculator has no flight date, so today's rules apply. */
  today?: string;
}

interface CommonResult {
  /** Whole kilometres. */
  distance: number;
  eligibility: Eligibility;
  explanation: string;
}

/** EU261 problems: an amount from the distance band, and our fee on it in cents. */
export interface CompensationResult extends CommonResult {
  kind: 'compensation';
  /** The rules applied: 'Regolamento (CE) n. 261/2004, testo vigente'. */
  rulesetLabel: string;
  category: BandCategory;
  baseAmount: number;
  fee: FeeBreakdown;
}

/** Baggage: the damage proven, up to the Montreal limit; no amount can be estimated from the route. */
export interface BaggageResult extends CommonResult {
  kind: 'baggage';
  limit: typeof BAGGAGE_LIMIT_TEXT;
  feeText: typeof BAGGAGE_FEE_TEXT;
}

export type CalculatorResult = CompensationResult | BaggageResult;

interface Outcome {
  eligibility: Eligibility;
  baseAmount: number;
  explanation: string;
}

/** The widget's estimate; undefined until airports and type are set (and, for a delay, valid hours). */
export function calculateCompensation(input: CalculatorInput): CalculatorResult | undefined {
  const { departure, arrival, problemType, delayHours } = input;
  if (!departure || !arrival || !problemType) return undefined;
  const ruleset = rulesetFor(input.today ?? italianToday());
  const route = routeFacts(departure, arrival, ruleset);
  if (problemType === 'baggage') {
    return {
      kind: 'baggage',
      distance: route.distanceKm,
      eligibility: 'uncertain',
      limit: BAGGAGE_LIMIT_TEXT,
      feeText: BAGGAGE_FEE_TEXT,
      explanation: `Bagaglio smarrito, danneggiato o in ritardo: la Convenzione di Montreal risarcisce il danno che documenti, ${BAGGAGE_LIMIT_TEXT}. La distanza del volo non conta. Fai reclamo scritto alla compagnia entro 7 giorni per un bagaglio danneggiato, entro 21 giorni dalla consegna per uno in ritardo.`,
    };
  }
  const outcome = withScope(departure, arrival, problemOutcome(problemType, delayHours, route, ruleset));
  if (!outcome) return undefined;
  return {
    kind: 'compensation',
    rulesetLabel: ruleset.label,
    distance: route.distanceKm,
    category: route.band.category,
    eligibility: outcome.eligibility,
    explanation: outcome.explanation,
    baseAmount: outcome.baseAmount,
    fee: calculateFee(eurosToCents(outcome.baseAmount)),
  };
}

/** Scope before any amount: outside it nothing is owed; into the area it depends on the airline. */
function withScope(departure: AirportLocation, arrival: AirportLocation, outcome: Outcome | undefined): Outcome | undefined {
  if (!outcome) return undefined;
  const scope = regulationScope(departure, arrival, undefined);
  if (scope.inScope === false) return { eligibility: 'not_eligible', baseAmount: 0, explanation: scope.reasons.join(' ') };
  if (scope.inScope === true) return outcome;
  return {
    eligibility: worstEligibility([outcome, scope]),
    baseAmount: outcome.baseAmount,
    explanation: [...scope.reasons, outcome.explanation].join(' '),
  };
}

const LAW = 'Regolamento (CE) n. 261/2004';

function problemOutcome(problemType: Exclude<ProblemType, 'baggage'>, delayHours: number | undefined, route: RouteFacts, ruleset: Ruleset): Outcome | undefined {
  const amount = route.band.amount;
  switch (problemType) {
    case 'delay':
      return delayOutcome(delayHours, route, ruleset);
    case 'cancellation':
      return {
        eligibility: 'eligible',
        baseAmount: amount,
        explanation: `Volo cancellato: hai diritto al risarcimento se non sei stato avvisato con almeno 14 giorni di anticipo (con un volo alternativo vicino all'orario previsto possono bastare 7 giorni). Se la compagnia invoca circostanze eccezionali, deve dimostrarle.`,
      };
    case 'denied_boarding':
      return {
        eligibility: 'eligible',
        baseAmount: amount,
        explanation: `Negato imbarco contro la tua volontà (overbooking): hai diritto al risarcimento completo secondo il ${LAW}. Se hai ceduto il posto volontariamente, il compenso si concorda con la compagnia.`,
      };
    default: {
      const unknown: never = problemType;
      throw new Error(`Unknown problem type: ${String(unknown)}`);
    }
  }
}

function delayOutcome(delayHours: number | undefined, route: RouteFacts, ruleset: Ruleset): Outcome | undefined {
  if (delayHours === undefined || !Number.isFinite(delayHours) || delayHours < 0) return undefined;
  const hours = hoursPhrase(delayHours);
  const late = Math.round(delayHours * 60);
  const minimum = ruleset.minimumArrivalDelayHours[route.band.tier];
  const threshold = ruleset.reductionThresholdHours[route.band.tier];
  if (late >= minimum * 60) {
    if (late <= threshold * 60) {
      return {
        eligibility: 'eligible',
        baseAmount: halfOf(route.band.amount),
        explanation: `Ritardo di ${hours} all'arrivo: su questa distanza, fino a ${threshold} ore di ritardo, il risarcimento è ridotto del 50% (art. 7, par. 2, del ${LAW}).`,
      };
    }
    return { eligibility: 'eligible', baseAmount: route.band.amount, explanation: `Ritardo di ${hours} all'arrivo: hai diritto al risarcimento completo secondo il ${LAW}.` };
  }
  if (late >= (minimum - 1) * 60) {
    return {
      eligibility: 'uncertain',
      baseAmount: 0,
      explanation: `Ritardo di ${hours} all'arrivo: sotto le ${minimum} ore il risarcimento non è dovuto. Conta però l'orario in cui si sono aperte le porte dell'aereo alla destinazione finale, non l'atterraggio: lo verifichiamo noi.`,
    };
  }
  return {
    eligibility: 'not_eligible',
    baseAmount: 0,
    explanation: `Ritardo di ${hours} all'arrivo: sotto le ${minimum} ore il risarcimento non è dovuto secondo il ${LAW}. Restano i diritti all'assistenza (pasti e bevande).`,
  };
}
