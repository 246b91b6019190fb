import type { ScannedLeg, ScannedPass } from './scanned-pass';

/** One way to read a pass into the wizard: the whole journey, or one of its flights. */
export interface JourneyChoice {
  key: string;
  /** «Tutto il viaggio» when it spans several flights. */
  wholeJourney: boolean;
  departureIata: string;
  arrivalIata: string;
  /** The wizard's flight: the leg's own, or for the whole journey the first one, which starts it. */
  flightNumber: string;
  flightDate: string;
  /** Every flight number the choice spans, in order. */
  flightNumbers: string[];
}

const legChoice = (leg: ScannedLeg, index: number): JourneyChoice => ({ key: `leg-${index}`, wholeJourney: false, ...leg, flightNumbers: [leg.flightNumber] });

/**
 * The wizard asks for the first departure and the final destination of a journey with a connection
 * (what a missed connection is judged on), so a pass with several flights offers the whole journey
 * first, then each flight for a passenger whose trouble was one flight booked on its own.
 */
export function journeyChoices(pass: ScannedPass): JourneyChoice[] {
  const legs = pass.legs.map(legChoice);
  const first = pass.legs[0];
  const last = pass.legs.at(-1);
  if (!first || !last || legs.length < 2) return legs;
  const whole: JourneyChoice = {
    key: 'journey',
    wholeJourney: true,
    departureIata: first.departureIata,
    arrivalIata: last.arrivalIata,
    flightNumber: first.flightNumber,
    flightDate: first.flightDate,
    flightNumbers: pass.legs.map((leg) => leg.flightNumber),
  };
  return [whole, ...legs];
}
