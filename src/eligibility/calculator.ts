import { halfOf, reductionThresholdHours, type BandCategory } from './bands.js';
import { calculateFee } from './fee.js';
import { routeFacts, type AirportLocation, type RouteFacts } from './flight-route.js';
import { formatItalianNumber } from './italian-format.js';
import type { Eligibility } from './verdict.js';

export type ProblemType = 'delay' | 'cancellation' | 'denied_boarding' | 'baggage';

export const PROBLEM_TYPE_LABELS: Readonly<Record<ProblemType, string>> = {
  delay: 'Ritardo volo',
  cancellation: 'Volo cancellato',
  denied_boarding: 'Negato imbarco',
  baggage: 'Bagaglio smarrito/danneggiato',
};

/** The calculator's Montreal Convention cap (spec §5, §9). */
export const BAGGAGE_CAP_EUR = 1500;

/** Fields as the widget holds them: any may still be unset. */
export interface CalculatorInput {
  departure?: AirportLocation | undefined;
  arrival?: AirportLocation | undefined;
  problemType?: ProblemType | undefined;
  delayHours?: number | undefined;
}

export interface CalculatorResult {
  baseAmount: number;
  commission: number;
  vat: number;
  /** Commission + VAT. */
  ourFee: number;
  netAmount: number;
  /** Whole kilometres. */
  distance: number;
  category: BandCategory;
  eligibility: Eligibility;
  explanation: string;
}

interface Outcome {
  eligibility: Eligibility;
  baseAmount: number;
  explanation: string;
}

/** The widget's estimate; undefined until airports and type are set (and, for a delay, valid hours). */
export function calculateCompensation(input: CalculatorInput): CalculatorResult | undefined {
  const { departure, arrival, problemType, delayHours } = input;
  if (!departure || !arrival || !problemType) return undefined;
  const route = routeFacts(departure, arrival);
  const outcome = problemOutcome(problemType, delayHours, route);
  if (!outcome) return undefined;
  const fee = calculateFee(outcome.baseAmount);
  return {
    baseAmount: outcome.baseAmount,
    commission: fee.commission,
    vat: fee.vat,
    ourFee: fee.totalFee,
    netAmount: fee.netAmount,
    distance: route.distanceKm,
    category: route.band.category,
    eligibility: outcome.eligibility,
    explanation: outcome.explanation,
  };
}

function problemOutcome(problemType: ProblemType, delayHours: number | undefined, route: RouteFacts): Outcome | undefined {
  const amount = route.band.amount;
  switch (problemType) {
    case 'delay':
      return delayOutcome(delayHours, route);
    case 'cancellation':
      return {
        eligibility: 'eligible',
        baseAmount: amount,
        explanation: 'Volo cancellato: hai diritto al risarcimento se non sei stato avvisato con almeno 14 giorni di anticipo.',
      };
    case 'denied_boarding':
      return { eligibility: 'eligible', baseAmount: amount, explanation: 'Negato imbarco (overbooking): hai diritto al risarcimento completo.' };
    case 'baggage':
      return {
        eligibility: 'eligible',
        baseAmount: Math.min(BAGGAGE_CAP_EUR, amount),
        explanation: 'Bagaglio smarrito/danneggiato: risarcimento secondo Convenzione di Montreal.',
      };
    default: {
      const unknown: never = problemType;
      throw new Error(`Unknown problem type: ${String(unknown)}`);
    }
  }
}

function delayOutcome(delayHours: number | undefined, route: RouteFacts): Outcome | undefined {
  if (delayHours === undefined || !Number.isFinite(delayHours) || delayHours < 0) return undefined;
  const hours = formatItalianNumber(delayHours);
  const amount = route.band.amount;
  if (delayHours >= 3) {
    // Art. 7(2) via Sturgeon: only the 600 € band can still be under its threshold (4 h) at 3 h.
    const halved = delayHours < reductionThresholdHours(route.band);
    return {
      eligibility: 'eligible',
      baseAmount: halved ? halfOf(amount) : amount,
      explanation: `Ritardo di ${hours} ore: hai diritto al risarcimento completo secondo EU 261/2004.`,
    };
  }
  if (delayHours >= 2) {
    return {
      eligibility: 'uncertain',
      baseAmount: halfOf(amount),
      explanation: `Ritardo di ${hours} ore: potrebbero esserci diritti limitati a seconda delle circostanze.`,
    };
  }
  return {
    eligibility: 'not_eligible',
    baseAmount: 0,
    explanation: `Ritardo di ${hours} ore: sotto la soglia minima per il risarcimento EU 261/2004.`,
  };
}
