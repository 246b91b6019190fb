import type { OperatorAssessment } from '../contracts/claim-vocabulary.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import type { EventMetadata, EventStore } from '../platform/event-store/index.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import { claimDecider } from './claim-decider.js';
import { claimNotFound, invalidClaimInput } from './claim-errors.js';
import { answersOf } from './claim-events.js';
import type { AirlineLookup, AirportLookup } from './claims-deps.js';
import { claimStream } from './contract.js';
import { italianToday } from '../eligibility/index.js';
import { assessSubmittedClaim, eligibilityAssessed } from './submit-claim.js';

/**
 * The engine's assessment of the claim as its stream now stands (airports and date as edited since),
 * with the passenger's answers and the flight's verified times (their arrival delay replaces the
 * passenger's account); the ruleset follows the flight date, so a later reform leaves it alone.
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
  const claim = { ...answers, issueType: state.issueType, flightDate: state.flightDate };
  const carrier = (state.operatingCarrier ? await deps.airlines?.airlineByCode(state.operatingCarrier) : null) ?? null;
  return {
    assessment: assessSubmittedClaim(departure, arrival, claim, assessedOn, state.verifiedFlight ?? null, carrier?.isEu ?? undefined),
    answers,
    operatingCarrier: carrier && { iataCode: carrier.iataCode, isEu: carrier.isEu },
    assessedOn,
  };
}

/**
 * Records the claim's assessment again as it stands now (EligibilityAssessed): after the flight's
 * times are verified, the list's «Idoneità» and the estimate follow the measured delay.
 */
export function reassessEligibility(deps: { store: EventStore; airports: AirportLookup; airlines?: AirlineLookup; executeCommand: ExecuteCommand }) {
  return async (metadata: EventMetadata, claimId: number): Promise<void> => {
    const { assessment } = await operatorAssessment(deps, claimId, new Date(metadata.requestedAt));
    await deps.executeCommand({
      stream: claimStream(claimId),
      decider: claimDecider,
      command: { type: 'AssessEligibility', assessment: eligibilityAssessed(assessment) },
      metadata,
      readModels: ['claims', 'claim_status'],
    });
  };
}
