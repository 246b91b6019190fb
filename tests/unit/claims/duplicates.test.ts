import { describe, expect, it } from 'vitest';
import { duplicatePairDecider, duplicatePairStream, type DuplicatePairEvent } from '../../../src/claims/duplicates.js';
import { bookingKey, personKey, phoneKey } from '../../../src/claims/person-keys.js';
import { claimDecider } from '../../../src/claims/claim-decider.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from './claim-fixtures.js';

const given = deciderSpec(claimDecider);

describe('the keys passengers are matched by', () => {
  it('when names or e-mails differ only in case, accents and spaces, then their keys are the same', () => {
    expect(personKey('  José   ROSSÌ ')).toBe('jose rossi');
    expect(personKey('jose  rossi')).toBe(personKey('José Rossi'));
    expect(personKey('Famiglia@Example.it')).toBe(personKey('famiglia@example.it'));
    expect(personKey('anna@example.it')).not.toBe(personKey('luca@example.it'));
  });

  it('when a phone number is typed with or without the country prefix, spaces or dashes, then its key is the same', () => {
    expect(phoneKey('+39 333 123 4567')).toBe('331234567');
    expect(phoneKey('0039 3331234567')).toBe(phoneKey('333-1234567'));
    expect(phoneKey('333 1234567')).not.toBe(phoneKey('333 1234568'));
    expect(phoneKey('12345')).toBeNull();
  });

  it('when a booking code is typed in lower case or with spaces, then its key is the same', () => {
    expect(bookingKey(' abc 12x ')).toBe('ABC12X');
    expect(bookingKey('ABC12X')).toBe(bookingKey('abc-12x'));
    expect(bookingKey('  ')).toBeNull();
  });

  it('when there is nothing to match (empty or blank), then there is no key', () => {
    expect(personKey('')).toBeNull();
    expect(personKey('   ')).toBeNull();
    expect(personKey(null)).toBeNull();
  });
});

describe('deciding on a pair', () => {
  const givenPair = deciderSpec(duplicatePairDecider);
  const suspected: DuplicatePairEvent = { type: 'DuplicateSuspected', data: { claimId: 8, otherClaimId: 7 } };
  const dismissed: DuplicatePairEvent = { type: 'DuplicateDismissed', data: { claimId: 7, otherClaimId: 8 } };

  it('when a pair is suspected, then it is recorded once; found again (a replayed submission) or after a dismissal, nothing new', () => {
    givenPair().when({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }).then([suspected]);
    givenPair(suspected).when({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }).then([]);
    givenPair(suspected, dismissed).when({ type: 'SuspectDuplicate', claimId: 8, otherClaimId: 7 }).then([]);
    expect(duplicatePairStream(8, 7)).toBe(duplicatePairStream(7, 8));
  });

  it('when a suspected pair is dismissed from either side, then it is recorded; a pair never suspected, or dismissed already, is refused', () => {
    givenPair(suspected).when({ type: 'DismissDuplicate', claimId: 7, otherClaimId: 8 }).then([dismissed]);
    givenPair().when({ type: 'DismissDuplicate', claimId: 7, otherClaimId: 8 }).thenFails('Le due pratiche non sono segnalate come possibili doppioni');
    givenPair(suspected, dismissed).when({ type: 'DismissDuplicate', claimId: 8, otherClaimId: 7 }).thenFails('Le due pratiche non sono segnalate come possibili doppioni');
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
