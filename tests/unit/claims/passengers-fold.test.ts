import { describe, expect, it } from 'vitest';
import { evolve, initialClaimState, type ClaimState } from '../../../src/claims/claim.js';
import type { ClaimEvent } from '../../../src/claims/claim-events.js';
import { CLAIM_EVENTS } from '../../../src/claims/contract.js';
import { ERASED_PERSONAL_DATA } from '../../../src/platform/personal-data/declaration.js';
import { submitted } from './claim-fixtures.js';

const AT = '2026-11-20T10:00:00.000Z';
const erased: ClaimEvent = { type: 'PersonalDataErased', data: { reason: 'Richiesta del passeggero', erasedAt: AT } };
const fold = (...events: ClaimEvent[]) => events.reduce((state: ClaimState, event) => evolve(state, event, AT), initialClaimState);
const passengersOf = (state: ClaimState) => (state.exists ? { bookingReference: state.bookingReference, passengers: state.passengers } : undefined);

const family = {
  bookingReference: 'X7K2QL',
  passengerCount: 2,
  passengers: [
    { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1980-05-12', email: 'maria@example.it' },
    { passengerId: 2, fullName: 'Sofia Rossi', dateOfBirth: '2015-09-02', email: null },
  ],
};

describe('the passengers of a claim', () => {
  it('when ClaimSubmitted names the passengers, then the claim holds them and the booking reference', () => {
    expect(passengersOf(fold({ type: 'ClaimSubmitted', data: { ...submitted, ...family } }))).toEqual({ bookingReference: 'X7K2QL', passengers: family.passengers });
  });

  it('when ClaimSubmitted predates passengers, then the claim holds one: its own name and e-mail, no birth date', () => {
    expect(passengersOf(fold({ type: 'ClaimSubmitted', data: submitted }))).toEqual({
      bookingReference: null,
      passengers: [{ passengerId: 1, fullName: submitted.passengerName, dateOfBirth: null, email: submitted.email }],
    });
  });

  it('when erased, then folded live or from events that read "dati cancellati", the passengers are as many, with no name, birth date or e-mail', () => {
    const live = fold({ type: 'ClaimSubmitted', data: { ...submitted, ...family } }, erased);
    const rebuilt = fold({ type: 'ClaimSubmitted', data: { ...submitted, ...family, passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, bookingReference: ERASED_PERSONAL_DATA, passengers: ERASED_PERSONAL_DATA } }, erased);
    const none = { fullName: ERASED_PERSONAL_DATA, dateOfBirth: null, email: null };
    expect(passengersOf(live)).toEqual({ bookingReference: ERASED_PERSONAL_DATA, passengers: [{ passengerId: 1, ...none }, { passengerId: 2, ...none }] });
    expect(rebuilt).toEqual(live);
    const legacyLive = fold({ type: 'ClaimSubmitted', data: submitted }, erased);
    const legacyRebuilt = fold({ type: 'ClaimSubmitted', data: { ...submitted, passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA } }, erased);
    expect(legacyRebuilt).toEqual(legacyLive);
  });

  it('when a claim with an infant who travelled free is erased, then folded live or rebuilt, that passenger still reads as travelled free and nothing else of theirs remains', () => {
    const withInfant = {
      ...family,
      passengerCount: 3,
      freePassengerIds: [3],
      passengers: [...family.passengers, { passengerId: 3, fullName: 'Leo Rossi', dateOfBirth: '2025-12-01', email: null, travelledFree: true }],
    };
    const live = fold({ type: 'ClaimSubmitted', data: { ...submitted, ...withInfant } }, erased);
    const rebuilt = fold({ type: 'ClaimSubmitted', data: { ...submitted, ...withInfant, passengerName: ERASED_PERSONAL_DATA, email: ERASED_PERSONAL_DATA, bookingReference: ERASED_PERSONAL_DATA, passengers: ERASED_PERSONAL_DATA } }, erased);
    const none = { fullName: ERASED_PERSONAL_DATA, dateOfBirth: null, email: null };
    expect(passengersOf(live)?.passengers).toEqual([{ passengerId: 1, ...none }, { passengerId: 2, ...none }, { passengerId: 3, ...none, travelledFree: true }]);
    expect(rebuilt).toEqual(live);
  });

  it('when ClaimSubmitted is stored, then the booking reference and the passengers are sealed and their count is not', () => {
    const fields = CLAIM_EVENTS.entries.ClaimSubmitted.personal;
    const declared = typeof fields === 'function' ? fields({ ...submitted, ...family }) : fields;
    expect(declared).toEqual(expect.arrayContaining(['bookingReference', 'passengers']));
    expect(declared).not.toContain('passengerCount');
  });
});
