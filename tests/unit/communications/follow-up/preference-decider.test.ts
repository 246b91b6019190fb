import { describe, it } from 'vitest';
import { preferenceDecider } from '../../../../src/communications/follow-up/preferences.js';
import { deciderSpec } from '../../../support/decider-spec.js';
import { claimSubmitted } from '../../claims/claim-fixtures.js';

const given = deciderSpec(preferenceDecider);

const choose = (preference: 'every_step' | 'weekly_digest' | 'essential_only') => ({ type: 'ChangeNotificationPreference' as const, preference });
const chosen = (preference: 'every_step' | 'weekly_digest' | 'essential_only') => ({ type: 'NotificationPreferenceChanged' as const, data: { preference } });
const erased = { type: 'PersonalDataErased' as const, data: { reason: 'Richiesta del passeggero', erasedAt: '2026-11-20T10:00:00.000Z' } };

describe('the passenger’s choice of updates, on one claim', () => {
  it('when the passenger chooses the weekly digest or only the essential e-mails, then the choice is recorded', () => {
    given(claimSubmitted).when(choose('weekly_digest')).then([chosen('weekly_digest')]);
    given(claimSubmitted, chosen('weekly_digest')).when(choose('essential_only')).then([chosen('essential_only')]);
  });

  it('when the choice is the one the claim has already (every step, the default, included), then nothing is recorded', () => {
    given(claimSubmitted).when(choose('every_step')).then([]);
    given(claimSubmitted, chosen('weekly_digest')).when(choose('weekly_digest')).then([]);
  });

  it('when going back to every step, then that is recorded too', () => {
    given(claimSubmitted, chosen('essential_only')).when(choose('every_step')).then([chosen('every_step')]);
  });

  it('when the claim does not exist or its data are erased, then nothing is recorded and nothing refused', () => {
    given().when(choose('essential_only')).then([]);
    given(claimSubmitted, erased).when(choose('essential_only')).then([]);
  });
});
