import type { ClaimAnswers, ClaimEvent } from './claim-events.js';
import type { Claim } from '../contracts/admin-claims.js';
import { withPersonalDataErased } from './erased-claim.js';

export type { Claim };

/** The answers travel with the state when it is folded from the stream; read models keep only the Claim. */
export type ClaimState = { exists: false } | ({ exists: true } & Claim & Partial<ClaimAnswers>);

export const initialClaimState: ClaimState = { exists: false };

/** Folds one event; `at` is the event's time (its metadata's requestedAt). */
export function evolve(state: ClaimState, event: ClaimEvent, at: string): ClaimState {
  if (event.type === 'ClaimSubmitted') {
    const { claimId, ...submitted } = event.data;
    return {
      exists: true,
      ...submitted,
      id: claimId,
      delayReason: null,
      adminStatus: 'pending',
      adminNotes: null,
      passengerNote: null,
      assignedTo: null,
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
    };
  }
  if (!state.exists) return state;
  const touched = { ...state, updatedAt: at };
  switch (event.type) {
    case 'ClaimDetailsEdited': {
      const changed = Object.fromEntries(Object.entries(event.data.changes).map(([field, change]) => [field, change!.to]));
      return { ...touched, ...changed };
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
      return { ...touched, assignedTo: event.data.to };
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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
