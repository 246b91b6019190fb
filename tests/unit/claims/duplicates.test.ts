import { describe, expect, it } from 'vitest';
import { normalisePersonText, samePassenger } from '../../../src/claims/duplicates.js';
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

describe('deciding on duplicates', () => {
  const suspected = { type: 'DuplicateSuspected', data: { otherClaimId: 7 } } as const;

  it('when a duplicate is suspected, then it is recorded once; again, nothing new', () => {
    given(claimSubmitted).when({ type: 'SuspectDuplicate', otherClaimId: 7 }).then([suspected]);
    given(claimSubmitted, suspected).when({ type: 'SuspectDuplicate', otherClaimId: 7 }).then([]);
  });

  it('when a suspected pair is dismissed, then it is recorded; a pair never suspected is refused, or passed over for the other side', () => {
    given(claimSubmitted, suspected).when({ type: 'DismissDuplicate', otherClaimId: 7 }).then([{ type: 'DuplicateDismissed', data: { otherClaimId: 7 } }]);
    given(claimSubmitted).when({ type: 'DismissDuplicate', otherClaimId: 7 }).thenFails('Le due pratiche non sono segnalate come possibili doppioni');
    given(claimSubmitted).when({ type: 'DismissDuplicate', otherClaimId: 7, onlyIfSuspected: true }).then([]);
  });

  it('when the claim is merged, then it is closed as rejected with the reference; merging it again or into itself is refused', () => {
    const merged = { type: 'ClaimMergedAsDuplicate', data: { intoClaimId: 7 } } as const;
    given(claimSubmitted, suspected)
      .when({ type: 'MergeAsDuplicate', intoClaimId: 7, intoPracticeNumber: '100007' })
      .then([merged, { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected', passengerNote: 'Pratica duplicata della n. 100007' } }]);
    given(claimSubmitted, merged).when({ type: 'MergeAsDuplicate', intoClaimId: 8, intoPracticeNumber: '100008' }).thenFails('La pratica è già stata chiusa come duplicata');
    given(claimSubmitted).when({ type: 'MergeAsDuplicate', intoClaimId: 42, intoPracticeNumber: '482913' }).thenFails('Una pratica non può essere unita a sé stessa');
  });
});
