import { describe, expect, it } from 'vitest';
import { duplicatePairDecider, duplicatePairStream, normalisePersonText, samePassenger, type DuplicatePairEvent } from '../../../src/claims/duplicates.js';
import { claimSubmitted, given } from './given-when-then.js';

describe('comparing passengers', () => {
  it('when names differ only in case, accents and spaces, then they are the same passenger', () => {
    expect(normalisePersonText('  José   ROSSÌ ')).toBe('jose rossi');
    expect(samePassenger({ passengerName: 'José Rossi', email: 'a@example.it' }, { passengerName: 'jose  rossi', email: 'b@example.it' })).toBe(true);
  });

  it('when only the e-mail matches (other case), then they are the same passenger; when neither does, they are not', () => {
    expect(samePassenger({ passengerName: 'Anna Bianchi', email: 'Famiglia@Example.it' }, { passengerName: 'Luca Bianchi', email: 'famiglia@example.it' })).toBe(true);
    expect(samePassenger({ passengerName: 'Anna Bianchi', email: 'anna@example.it' }, { passengerName: 'Luca Bianchi', email: 'luca@example.it' })).toBe(false);
  });
});

describe('deciding on a pair', () => {
  const fold = (...events: DuplicatePairEvent[]) => events.reduce((state, event) => duplicatePairDecider.evolve(state, event, '2026-11-01T10:00:00.000Z'), duplicatePairDecider.initialState);
  const suspected: DuplicatePairEvent = { type: 'DuplicateSuspected', data: { claimId: 8, otherClaimId: 7 } };

  it('when a pair is suspected, then it is recorded once; found again (a replayed submission) or after a dismissal, nothing new', () => {
    expect(duplicatePairDecider.decide({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }, fold())).toEqual([suspected]);
    expect(duplicatePairDecider.decide({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }, fold(suspected))).toEqual([]);
    expect(duplicatePairDecider.decide({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }, fold(suspected, { type: 'DuplicateDismissed', data: { claimId: 7, otherClaimId: 8 } }))).toEqual([]);
    expect(duplicatePairStream(8, 7)).toBe(duplicatePairStream(7, 8));
  });

  it('when a suspected pair is dismissed from either side, then it is recorded; a pair never suspected, or dismissed already, is refused', () => {
    expect(duplicatePairDecider.decide({ type: 'DismissDuplicate', claimId: 7, otherClaimId: 8 }, fold(suspected))).toEqual([{ type: 'DuplicateDismissed', data: { claimId: 7, otherClaimId: 8 } }]);
    expect(() => duplicatePairDecider.decide({ type: 'DismissDuplicate', claimId: 7, otherClaimId: 8 }, fold())).toThrow('Le due pratiche non sono segnalate come possibili doppioni');
    const dismissed = fold(suspected, { type: 'DuplicateDismissed', data: { claimId: 7, otherClaimId: 8 } });
    expect(() => duplicatePairDecider.decide({ type: 'DismissDuplicate', claimId: 8, otherClaimId: 7 }, dismissed)).toThrow('Le due pratiche non sono segnalate come possibili doppioni');
  });
});

describe('closing a claim as a duplicate', () => {
  it('when the claim is merged, then it is closed as rejected with the reference; merging it again or into itself is refused', () => {
    const merged = { type: 'ClaimMergedAsDuplicate', data: { intoClaimId: 7 } } as const;
    given(claimSubmitted)
      .when({ type: 'MergeAsDuplicate', intoClaimId: 7, intoPracticeNumber: '100007' })
      .then([merged, { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected', passengerNote: 'Pratica duplicata della n. 100007' } }]);
    given(claimSubmitted, merged).when({ type: 'MergeAsDuplicate', intoClaimId: 8, intoPracticeNumber: '100008' }).thenFails('La pratica è già stata chiusa come duplicata');
    given(claimSubmitted).when({ type: 'MergeAsDuplicate', intoClaimId: 42, intoPracticeNumber: '482913' }).thenFails('Una pratica non può essere unita a sé stessa');
  });
});
