import { operatingCarrierOf, type ClaimAnswers, type ClaimEvent, type ClaimSubmittedData } from './claim-events.js';
import { FLIGHT_EVENT, type FlightEvent } from '../flights/contract.js';
import type { Claim } from '../contracts/admin-claims.js';
import type { ClaimPassenger } from '../contracts/claim-passengers.js';
import { ERASED_PERSONAL_DATA } from '../platform/personal-data/declaration.js';
import { withPersonalDataErased } from './erased-claim.js';

export type { Claim };

/** The answers travel with the state when it is folded from the stream; read models keep only the Claim. */
export type ClaimState = { exists: false } | ({ exists: true } & Claim & Partial<ClaimAnswers> & Partial<DuplicateFacts>);

/** What the decider knows of duplicates, folded from the stream (read models keep them in claim_duplicates). */
export interface DuplicateFacts {
  /** The claim this one was closed as a duplicate of. */
  mergedInto: number;
}

export const initialClaimState: ClaimState = { exists: false };

/** Folds one event of the claim, or of its flight's verification (FlightVerified, FlightTimesRecorded); `at` is the event's time (its metadata's requestedAt). */
export function evolve(state: ClaimState, event: ClaimEvent | FlightEvent, at: string): ClaimState {
  if (event.type === 'ClaimSubmitted') {
    const { claimId, passengers: _passengers, passengerCount: _count, freePassengerIds: _free, bookingReference, ...submitted } = event.data;
    return {
      exists: true,
      ...submitted,
      id: claimId,
      bookingReference: bookingReference ?? null,
      passengers: submittedPassengers(event.data),
      operatingCarrier: operatingCarrierOf(event.data),
      delayReason: null,
      adminStatus: 'pending',
      adminNotes: null,
      passengerNote: null,
      assignedTo: null,
      assignedOperatorId: null,
      priority: 'normal',
      isEligible: 'pending',
      compensationAmount: null,
      estimatedCompensation: null,
      communications: 0,
      createdAt: at,
      updatedAt: at,
      processedAt: null,
      completedAt: null,
      personalDataErasedAt: null,
      verifiedFlight: null,
      doItYourselfSince: null,
    };
  }
  if (!state.exists) return state;
  const touched = { ...state, updatedAt: at };
  switch (event.type) {
    case 'ClaimDetailsEdited': {
      const changed = Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change!.to]));
      // Times verified for another flight number or day are not this flight's.
      const otherFlight = event.data.changes.flightNumber !== undefined || event.data.changes.flightDate !== undefined;
      return { ...touched, ...changed, verifiedFlight: otherFlight ? null : (state.verifiedFlight ?? null) };
    }
    case 'ClaimStatusChanged':
      return {
        ...touched,
        adminStatus: event.data.to,
        passengerNote: event.data.passengerNote ?? state.passengerNote,
        processedAt: state.processedAt ?? (event.data.to !== 'pending' ? at : null),
        completedAt: event.data.to === 'completed' ? at : state.completedAt,
      };
    case 'AdminNotesChanged':
      return { ...touched, adminNotes: event.data.to };
    case 'ClaimAssigned':
      return { ...touched, assignedTo: event.data.to, assignedOperatorId: event.data.operatorId ?? null };
    case 'ClaimPriorityChanged':
      return { ...touched, priority: event.data.to };
    case 'CommunicationRecorded':
      return { ...touched, communications: state.communications + 1 };
    case 'EligibilityAssessed':
      return { ...touched, isEligible: event.data.isEligible, estimatedCompensation: event.data.estimatedCompensation };
    case 'UploadLinksRevoked':
      return touched;
    case 'PersonalDataErased':
      return { ...withPersonalDataErased(touched), personalDataErasedAt: state.personalDataErasedAt ?? at };
    case 'ClaimMergedAsDuplicate':
      return { ...touched, mergedInto: event.data.intoClaimId };
    case 'DoItYourselfChosen':
      return { ...touched, doItYourselfSince: at };
    case 'OurServiceChosen':
      return { ...touched, doItYourselfSince: null };
    case FLIGHT_EVENT.FlightVerified: {
      const { source, ...figures } = event.data;
      return { ...touched, verifiedFlight: { ...figures, source, evidence: null, recordedAt: at } };
    }
    case FLIGHT_EVENT.FlightTimesRecorded:
      return { ...touched, verifiedFlight: { ...event.data, source: 'manual', operatingCarrier: null, recordedAt: at } };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * The passengers of a submitted claim: as recorded; once erased (the whole list reads "dati
 * cancellati"), as many as there were with nothing of theirs but whether they travelled free; for a claim sent before a claim held
 * several passengers, one: the claim's own name and e-mail, no date of birth.
 */
export function submittedPassengers(data: ClaimSubmittedData): ClaimPassenger[] {
  if (Array.isArray(data.passengers)) return data.passengers.map((passenger) => ({ ...passenger }));
  if (data.passengers !== undefined && data.passengerCount) {
    const free = new Set(data.freePassengerIds ?? []);
    return Array.from({ length: data.passengerCount }, (_, index) => ({
      passengerId: index + 1,
      fullName: ERASED_PERSONAL_DATA,
      dateOfBirth: null,
      email: null,
      ...(free.has(index + 1) ? { travelledFree: true } : {}),
    }));
  }
  return [{ passengerId: 1, fullName: data.passengerName, dateOfBirth: null, email: data.email }];
}
