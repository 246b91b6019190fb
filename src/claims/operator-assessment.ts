import type { OperatorAssessment } from '../contracts/claim-vocabulary.js';
import { foldStream } from '../event-store/command-handler.js';
import type { EventStore } from '../event-store/index.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound, invalidClaimInput } from './claim-errors.js';
import { answersOf } from './claim-events.js';
import type { AirlineLookup, AirportLookup } from './claims-deps.js';
import { claimStream } from './contract.js';
import { assessSubmittedClaim, italianToday } from './submit-claim.js';

/**
 * The engine's assessment of the claim as its stream now stands (airports and date as edited since),
 * with the passenger's answers; the ruleset follows the flight date, so a later reform leaves it alone.
 */
export async function operatorAssessment(deps: { store: EventStore; airports: AirportLookup; airlines?: AirlineLookup }, claimId: number, now: Date): Promise<OperatorAssessment> {
  const { state } = await foldStream(deps.store, claimStream(claimId), claimDecider, {});
  if (!state.exists) throw claimNotFound();
  const airports = await deps.airports.airportsByIds([state.departureAirportId, state.arrivalAirportId]);
  const departure = airports.get(state.departureAirportId);
  const arrival = airports.get(state.arrivalAirportId);
  if (!departure || !arrival) throw invalidClaimInput('Aeroporti della pratica non trovati');
  const answers = answersOf(state);
  const assessedOn = italianToday(now);
  const carrier = (state.operatingCarrier ? await deps.airlines?.airlineByCode(state.operatingCarrier) : null) ?? null;
  return {
    assessment: assessSubmittedClaim(departure, arrival, { ...answers, issueType: state.issueType, flightDate: state.flightDate }, assessedOn, carrier?.isEu),
    answers,
    operatingCarrier: carrier && { iataCode: carrier.iataCode, isEu: carrier.isEu },
    assessedOn,
  };
}
