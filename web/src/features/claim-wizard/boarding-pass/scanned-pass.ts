/** One flight of a boarding pass, as the wizard takes it. */
export interface ScannedLeg {
  /** Carrier designator and number, as the wizard keeps a typed one ('AZ0318' → 'AZ318'). */
  flightNumber: string;
  /** 'YYYY-MM-DD': the most recent day with the pass's day of the year, never in the future; '' when the pass has none. */
  flightDate: string;
  departureIata: string;
  arrivalIata: string;
}

/** What a boarding pass's barcode tells the wizard. */
export interface ScannedPass {
  /** Passenger 1 as people write it ('ROSSI/MARIO MR' → 'Mario Rossi'); '' when missing. */
  passengerName: string;
  /** The booking code (PNR); '' when missing. */
  bookingReference: string;
  /** In the pass's order, at least one. */
  legs: ScannedLeg[];
}
