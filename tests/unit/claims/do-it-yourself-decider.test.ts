import { describe, it } from 'vitest';
import { claimDecider } from '../../../src/claims/claim-decider.js';
import type { ClaimEvent } from '../../../src/claims/claim-events.js';
import { doItYourselfCheckInDecider } from '../../../src/communications/follow-up/do-it-yourself-check-in.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { claimSubmitted } from './claim-fixtures.js';

// The past is recorded on 1 November 2026 at 10:00 (deciderSpec).
const given = deciderSpec(claimDecider);
const payingCarrier = { iataCode: 'AZ', paysDirectly: true };
const chosen: ClaimEvent = { type: 'DoItYourselfChosen', data: { reason: 'no_mandate_no_fee', operatingCarrier: 'AZ' } };

describe('«Fai da te» on the claim', () => {
  it('when a pending claim’s carrier pays directly, then the choice is recorded with no mandate and no fee; chosen again, nothing more', () => {
    given(claimSubmitted).when({ type: 'ChooseDoItYourself', carrier: payingCarrier, mandateSigned: false }).then([chosen]);
    given(claimSubmitted, chosen).when({ type: 'ChooseDoItYourself', carrier: payingCarrier, mandateSigned: false }).then([]);
  });

  it('when the carrier does not pay directly, or is unknown, then the free path is refused', () => {
    given(claimSubmitted).when({ type: 'ChooseDoItYourself', carrier: { iataCode: 'AF', paysDirectly: false }, mandateSigned: false }).thenFails('il fai da te gratuito non è disponibile', 'unprocessable');
    given(claimSubmitted).when({ type: 'ChooseDoItYourself', carrier: null, mandateSigned: false }).thenFails('il fai da te gratuito non è disponibile', 'unprocessable');
  });

  it('when an operator has already moved the claim on, then it is ours: the free path is refused', () => {
    const reviewed: ClaimEvent = { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'under_review', passengerNote: null } };
    given(claimSubmitted, reviewed).when({ type: 'ChooseDoItYourself', carrier: payingCarrier, mandateSigned: false }).thenFails('il fai da te si può scegliere solo prima', 'conflict');
  });

  it('when a passenger already signed their mandate, then the claim is ours: the free path is refused', () => {
    given(claimSubmitted).when({ type: 'ChooseDoItYourself', carrier: payingCarrier, mandateSigned: true }).thenFails('con un mandato firmato', 'conflict');
  });

  it('when the passenger hands it back, then the days on their own are counted; a claim that is ours records nothing', () => {
    given(claimSubmitted, chosen).when({ type: 'ChooseOurService', now: '2026-12-13T09:00:00.000Z' }).then([{ type: 'OurServiceChosen', data: { daysOnTheirOwn: 41 } }]);
    given(claimSubmitted).when({ type: 'ChooseOurService', now: '2026-12-13T09:00:00.000Z' }).then([]);
  });

  it('when the claim was closed meanwhile, then it cannot be handed back', () => {
    const rejected: ClaimEvent = { type: 'ClaimStatusChanged', data: { from: 'pending', to: 'rejected', passengerNote: null } };
    given(claimSubmitted, chosen, rejected).when({ type: 'ChooseOurService', now: '2026-12-13T09:00:00.000Z' }).thenFails('La pratica è chiusa', 'conflict');
  });
});

describe('the six-week question', () => {
  const check = deciderSpec(doItYourselfCheckInDecider);
  const at = (day: string) => ({ type: 'RequestDoItYourselfCheckIn' as const, now: `${day}T10:00:00.000Z` });

  it('when six weeks have passed since the choice, then the passenger is asked once; before, never', () => {
    check(chosen).when(at('2026-12-12')).then([]);
    check(chosen).when(at('2026-12-13')).then([{ type: 'DoItYourselfCheckInRequested', data: { daysOnTheirOwn: 42 } }]);
    check(chosen, { type: 'DoItYourselfCheckInRequested', data: { daysOnTheirOwn: 42 } }).when(at('2027-01-20')).then([]);
  });

  it('when the claim was handed back, erased, or never done alone, then nobody is asked', () => {
    check(chosen, { type: 'OurServiceChosen', data: { daysOnTheirOwn: 3 } }).when(at('2027-01-20')).then([]);
    check(chosen, { type: 'PersonalDataErased', data: { reason: 'Richiesta', erasedAt: '2026-11-02' } }).when(at('2027-01-20')).then([]);
    check().when(at('2027-01-20')).then([]);
  });
});
