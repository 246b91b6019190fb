/** GET /api/airlines/by-flight-number?flightNumber=: the carrier a flight number names, as the claim wizard shows it. */
export interface FlightNumberCarrier {
  iataCode: string;
  name: string;
  /** A Community carrier (EU, EEA, Switzerland): what decides the scope of a flight into the EU from outside. */
  isEu: boolean;
  /** The carrier pays passengers who claim on their own: the wizard offers «Fai da te, gratis». */
  paysDirectly: boolean;
  /** The carrier's own claim form, when known. */
  claimsWebFormUrl: string | null;
}

/** Below this many decided claims a carrier's figures say too little: GET /api/airlines/{iataCode}/record gives none. */
export const AIRLINE_RECORD_MIN_DECIDED = 20;

/**
 * GET /api/airlines/{iataCode}/record: how the carrier has answered the claims we sent it. A claim is
 * «decided» once the carrier answered it (accepted, in part or rejected) or paid it; every figure is
 * over the decided claims, and there are figures only from AIRLINE_RECORD_MIN_DECIDED of them.
 */
export type AirlineRecord = { iataCode: string; airlineName: string } & (
  | { enough: false; minimumDecidedClaims: number }
  | {
      enough: true;
      claimsSent: number;
      decidedClaims: number;
      /** Median days, Italian calendar, from our sending to the carrier's first answer or payment, whichever came first. */
      medianDaysToAnswer: number;
      /** Share (0..1) of the decided claims the carrier paid without a complaint to ENAC or another national enforcement body. */
      paidWithoutEscalationShare: number;
      /** Median days from our sending to the payment, over the paid claims; null when none was paid. */
      medianDaysToPayment: number | null;
    }
);

const wholeDays = (days: number) => {
  const rounded = Math.round(days);
  return rounded === 1 ? '1 giorno' : `${rounded} giorni`;
};

/** The record in one sentence for passengers, or null when there is nothing to say (too few decided claims). */
export function airlineRecordSentence(record: AirlineRecord): string | null {
  if (!record.enough) return null;
  const percent = Math.round(record.paidWithoutEscalationShare * 100);
  const payment = record.medianDaysToPayment === null ? '' : ` Quando paga, lo fa in mediana ${wholeDays(record.medianDaysToPayment)} dopo la nostra richiesta.`;
  return `${record.airlineName} risponde in mediana in ${wholeDays(record.medianDaysToAnswer)}; il ${percent} % paga senza reclamo all’ENAC (su ${record.decidedClaims} pratiche decise).${payment}`;
}

/** What the figures count, word for word under the sentence. */
export const AIRLINE_RECORD_NOTE =
  'Dati delle nostre pratiche inviate alla compagnia. Una pratica è decisa quando la compagnia ha risposto (accettando in tutto o in parte, o rifiutando) o ha pagato; i giorni contano dall’invio della richiesta alla prima risposta o al pagamento. «Senza reclamo» vuol dire che non è servito il reclamo all’ENAC o all’organismo nazionale di un altro Stato.';
