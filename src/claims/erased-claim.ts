import type { Claim } from '../contracts/admin-claims.js';
import { ERASED_PERSONAL_DATA } from '../platform/personal-data/declaration.js';
import { isTypedAirport } from './personal-data.js';

const erased = <Value>(value: Value): Value | typeof ERASED_PERSONAL_DATA => (value === null || value === undefined ? value : ERASED_PERSONAL_DATA);

/**
 * The claim once its passenger's data are erased. Every personal field is overwritten whatever it
 * held, so the state is the same whether it was folded from plain values (live) or from events that
 * already read "dati cancellati" (a rebuild after the key is gone): `projections verify` agrees.
 * A null stays null, as the codec leaves it.
 */
export function withPersonalDataErased<State extends Claim>(claim: State): State {
  return {
    ...claim,
    passengerName: ERASED_PERSONAL_DATA,
    email: ERASED_PERSONAL_DATA,
    phone: erased(claim.phone),
    issueDetails: erased(claim.issueDetails),
    ipAddress: erased(claim.ipAddress),
    refererUrl: erased(claim.refererUrl),
    adminNotes: erased(claim.adminNotes),
    passengerNote: erased(claim.passengerNote),
    departureAirport: isTypedAirport(claim.departureAirport, claim.departureIata) ? ERASED_PERSONAL_DATA : claim.departureAirport,
    arrivalAirport: isTypedAirport(claim.arrivalAirport, claim.arrivalIata) ? ERASED_PERSONAL_DATA : claim.arrivalAirport,
    bookingReference: erased(claim.bookingReference),
    // Whether one travelled free is no personal datum and keeps them out of what is claimed (Art. 3(3)).
    passengers: claim.passengers.map(({ passengerId, travelledFree }) => ({ passengerId, fullName: ERASED_PERSONAL_DATA, dateOfBirth: null, email: null, ...(travelledFree ? { travelledFree } : {}) })),
  };
}
