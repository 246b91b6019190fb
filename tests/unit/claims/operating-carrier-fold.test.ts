import { describe, expect, it } from 'vitest';
import { evolve, initialClaimState, type ClaimState } from '../../../src/claims/claim.js';
import type { ClaimEvent } from '../../../src/claims/claim-events.js';
import { airlineDesignatorOf } from '../../../src/contracts/claim-submission.js';
import { submitted } from './claim-fixtures.js';

const AT = '2026-11-20T10:00:00.000Z';
const fold = (...events: ClaimEvent[]) => events.reduce((state: ClaimState, event) => evolve(state, event, AT), initialClaimState);
const carrierOf = (state: ClaimState) => (state.exists ? state.operatingCarrier : undefined);

describe('the operating carrier of a claim', () => {
  it('when ClaimSubmitted records it, then the claim holds it, null included', () => {
    expect(carrierOf(fold({ type: 'ClaimSubmitted', data: { ...submitted, flightNumber: 'FR8314', operatingCarrier: 'FR' } }))).toBe('FR');
    expect(carrierOf(fold({ type: 'ClaimSubmitted', data: { ...submitted, flightNumber: 'ZZ123', operatingCarrier: null } }))).toBeNull();
  });

  it('when ClaimSubmitted predates it, then the flight number’s IATA prefix stands in; an ICAO prefix or none gives null', () => {
    expect(carrierOf(fold({ type: 'ClaimSubmitted', data: { ...submitted, flightNumber: 'W61234' } }))).toBe('W6');
    expect(carrierOf(fold({ type: 'ClaimSubmitted', data: { ...submitted, flightNumber: 'RYR8314' } }))).toBeNull();
  });

  it('when an operator corrects it, then the claim holds the correction', () => {
    const state = fold({ type: 'ClaimSubmitted', data: { ...submitted, flightNumber: 'EK205', operatingCarrier: 'EK' } }, { type: 'ClaimDetailsEdited', data: { changes: { operatingCarrier: { from: 'EK', to: 'AZ' } } } });
    expect(carrierOf(state)).toBe('AZ');
  });

  it('when a flight number is read for its airline, then IATA (digits allowed) and ICAO prefixes are told apart', () => {
    expect(airlineDesignatorOf('fr 8314')).toEqual({ iata: 'FR' });
    expect(airlineDesignatorOf('3O123')).toEqual({ iata: '3O' });
    expect(airlineDesignatorOf('U21234')).toEqual({ iata: 'U2' });
    expect(airlineDesignatorOf('EZY1234')).toEqual({ icao: 'EZY' });
    expect(airlineDesignatorOf('123')).toBeNull();
  });
});
