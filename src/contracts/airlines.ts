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
