import { describe, expect, it } from 'vitest';
import { assessSubmittedClaim } from '../../../src/claims/submit-claim.js';
import type { Airport } from '../../../src/contracts/airports.js';
import type { VerifiedFlight } from '../../../src/contracts/verified-flight.js';
import { FCO, JFK } from '../eligibility/airports.js';

const ROME: Airport = { id: 1, name: 'Roma Fiumicino', city: 'Roma', country: 'Italia', timeZone: 'Europe/Rome', ...FCO };
const NEW_YORK: Airport = { id: 2, name: 'New York JFK', city: 'New York', country: 'Stati Uniti', timeZone: 'America/New_York', ...JFK };
const unknowns = { operatingCarrierEuropean: 'unknown', singleBooking: 'unknown' } as const;

const landedFiveHoursLate: VerifiedFlight = {
  source: 'aerodatabox',
  flightNumber: 'AZ610',
  flightDate: '2025-06-01',
  status: 'landed',
  scheduledDeparture: null,
  actualDeparture: null,
  scheduledArrival: null,
  actualArrival: null,
  arrivalDelayMinutes: 300,
  divertedTo: null,
  operatingCarrier: 'AZ',
  evidence: null,
  recordedAt: '2025-06-02T10:00:00Z',
};

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
    const assessment = assessSubmittedClaim(ROME, NEW_YORK, { ...unknowns, issueType: 'delay', flightDate: '2025-06-01', arrivalDelayMinutes: 210 }, '2025-09-01', landedFiveHoursLate);
    expect(assessment).toMatchObject({ eligibility: 'eligible', amount: 600 });
  });
});
