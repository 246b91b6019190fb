import { describe, expect, it } from 'vitest';
import { publicStatusOf } from '../../../src/claims/public-status.js';
import { PUBLIC_STATUS_LABELS } from '../../../src/contracts/passenger-claim.js';
import { EVENT_CATALOG } from '../../../src/event-catalog.js';

describe('what the passenger reads of the status', () => {
  it('when an operator approved the claim but the airline has not agreed, then it reads «In fase di revisione», never «Approvata»', () => {
    expect(PUBLIC_STATUS_LABELS[publicStatusOf('approved', false)]).toBe('In fase di revisione');
  });

  it('when the airline agreed, then it reads «Approvata - Risarcimento confermato»; a completed claim reads «Chiusa»', () => {
    expect(PUBLIC_STATUS_LABELS[publicStatusOf('approved', true)]).toBe('Approvata - Risarcimento confermato');
    expect(PUBLIC_STATUS_LABELS[publicStatusOf('completed', false)]).toBe('Chiusa');
  });

  it('when the other statuses are read, then the airline changes nothing', () => {
    for (const agreed of [false, true]) {
      expect([publicStatusOf('pending', agreed), publicStatusOf('under_review', agreed), publicStatusOf('rejected', agreed)]).toEqual(['pending', 'in_review', 'rejected']);
    }
  });

  it('when the catalog is asked, then only a full acceptance or a payment says the airline agreed: a partial offer, a voucher or a refusal do not', () => {
    const reply = (outcome: string) => EVENT_CATALOG.airlineAgreed({ type: 'AirlineReplied', data: { outcome, airlineCode: 'AZ', receivedOn: '2026-11-20' } });
    expect(['accepted', 'partial', 'voucher', 'rejected'].map(reply)).toEqual([true, false, false, false]);
    expect(EVENT_CATALOG.airlineAgreed({ type: 'AirlinePaymentReceived', data: { amountCents: 40_000, receivedOn: '2026-11-25', bankReference: 'X' } })).toBe(true);
    expect(EVENT_CATALOG.airlineAgreed({ type: 'ClaimStatusChanged', data: { from: 'under_review', to: 'approved', passengerNote: null } })).toBe(false);
  });
});
