import { describe, expect, it } from 'vitest';
import { assessSubmittedClaim } from '../../../src/claims/submit-claim.js';
import type { Airport } from '../../../src/airports/contract.js';
import { FCO, JFK } from '../eligibility/airports.js';

const airport = (id: number, location: typeof FCO) => ({ id, name: location.iataCode, city: null, ...location }) as unknown as Airport;
const ROME = airport(1, FCO);
const NEW_YORK = airport(2, JFK);
const unknowns = { operatingCarrierEuropean: 'unknown', singleBooking: 'unknown' } as const;

describe('the claim’s assessment uses the wizard’s answers', () => {
  it('when a Rome → New York claim says it arrived 3 h 30 late, then 300 €, not the 600 € band', () => {
    const assessment = assessSubmittedClaim(ROME, NEW_YORK, { ...unknowns, issueType: 'delay', flightDate: '2025-06-01', arrivalDelayMinutes: 210 }, '2025-09-01');
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 300 });
    expect(assessment.reasons.join(' ')).toContain('3 h 30 min');
  });

  it('when a cancellation was told 20 days ahead, then «Non idoneo» at 0 €', () => {
    const assessment = assessSubmittedClaim(ROME, NEW_YORK, { ...unknowns, issueType: 'cancellation', flightDate: '2025-06-01', cancellationNotice: '14_or_more' }, '2025-09-01');
    expect(assessment).toMatchObject({ eligibility: 'not_eligible', amount: 0 });
  });

  it('when the flight’s times are verified, then the measured delay wins over the passenger’s answer', () => {
    const verified = { status: 'landed', arrivalDelayMinutes: 300, source: 'aerodatabox' } as never;
    const assessment = assessSubmittedClaim(ROME, NEW_YORK, { ...unknowns, issueType: 'delay', flightDate: '2025-06-01', arrivalDelayMinutes: 210 }, '2025-09-01', verified);
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
  });
});
