import { describe, expect, it } from 'vitest';
import { evolve, initialClaimState, type ClaimState } from '../../../src/claims/claim.js';
import { claimDecider } from '../../../src/claims/claim-decider.js';
import type { ClaimEvent } from '../../../src/claims/claim-events.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted, submitted } from './claim-fixtures.js';

const AT = '2026-11-20T10:00:00.000Z';
const given = deciderSpec(claimDecider);
const erased: ClaimEvent = { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: AT } };
const fold = (...events: ClaimEvent[]) => events.reduce((state: ClaimState, event) => evolve(state, event, AT), initialClaimState);

describe('erasing the passenger’s personal data', () => {
  it('when an admin erases, then PersonalDataErased is recorded with the reason and the time', () => {
    given(claimSubmitted).when({ type: 'ErasePersonalData', reason: ' Richiesta del passeggero ', erasedAt: AT }).then([erased]);
  });

  it('when the data are already erased, then a second erasure is refused', () => {
    given(claimSubmitted, erased).when({ type: 'ErasePersonalData', reason: 'Di nuovo', erasedAt: AT }).thenFails('Dati già cancellati');
  });

  it('when the data are erased, then edits, internal notes, notes for the passenger and communications are refused', () => {
    const refused = 'I dati personali di questa pratica sono stati cancellati';
    given(claimSubmitted, erased).when({ type: 'EditClaimDetails', details: { passengerName: 'Maria Bianchi' } }).thenFails(refused);
    given(claimSubmitted, erased).when({ type: 'ChangeAdminNotes', notes: 'Ha richiamato' }).thenFails(refused);
    given(claimSubmitted, erased).when({ type: 'ChangeClaimStatus', to: 'approved', passengerNote: 'Gentile Maria' }).thenFails(refused);
    given(claimSubmitted, erased).when({ type: 'RecordCommunication', communicationId: 'c1', kind: 'call', content: 'Telefonata' }).thenFails(refused);
  });

  it('when the data are erased, then the status still changes, so the statistics follow the claim', () => {
    given(claimSubmitted, erased)
      .when({ type: 'ChangeClaimStatus', to: 'approved', adminNotes: null })
      .then([{ type: 'ClaimStatusChanged', data: { from: 'pending', to: 'approved', passengerNote: null } }]);
  });

  it('when folded from plain events or from events that read "dati cancellati", then the erased claim is the same', () => {
    const notes: ClaimEvent = { type: 'AdminNotesChanged', data: { from: null, to: 'Maria ha telefonato' } };
    const typedArrival = { ...submitted, arrivalAirport: 'casa di mia zia', arrivalIata: null };
    const live = fold({ type: 'ClaimSubmitted', data: typedArrival }, notes, erased);
    const readAfterErasure = fold(
      { type: 'ClaimSubmitted', data: { ...typedArrival, passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, ipAddress: ERASED_PERSONAL_DATA, issueDetails: ERASED_PERSONAL_DATA, arrivalAirport: ERASED_PERSONAL_DATA } },
      { type: 'AdminNotesChanged', data: { from: null, to: ERASED_PERSONAL_DATA } },
      erased,
    );

    expect(live).toEqual(readAfterErasure);
    expect(live).toMatchObject({ passengerName: ERASED_PERSONAL_DATA, phone: null, arrivalAirport: ERASED_PERSONAL_DATA, departureAirport: 'Roma Fiumicino (FCO)', personalDataErasedAt: AT });
  });
});
