import { describe, it } from 'vitest';
import type { InvoiceNumberEvent } from '../../../src/billing/billing-events.js';
import { invoiceNumbersDecider } from '../../../src/billing/invoice-numbers.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(invoiceNumbersDecider);
const allocated = (sequence: number, purpose?: string): InvoiceNumberEvent => ({ type: 'InvoiceNumberAllocated', data: { sequence, claimId: 42, passengerId: 1, ...(purpose ? { purpose } : {}) } });

describe('numbers for a passenger’s further documents', () => {
  it('when a credit note is asked for a passenger who has an invoice, then it takes the next number of the year', () => {
    given(allocated(1), allocated(2)).when({ type: 'AllocateInvoiceNumber', claimId: 42, passengerId: 1, purpose: 'credit-note:2026/0001' }).then([allocated(3, 'credit-note:2026/0001')]);
  });

  it('when the same purpose is asked again (a retry), then no new number is taken', () => {
    given(allocated(1), allocated(2, 'credit-note:2026/0001')).when({ type: 'AllocateInvoiceNumber', claimId: 42, passengerId: 1, purpose: 'credit-note:2026/0001' }).then([]);
  });

  it('when the passenger’s own invoice is asked again, then a further document’s number does not stand for it', () => {
    given(allocated(1, 'reissue:2026/0009')).when({ type: 'AllocateInvoiceNumber', claimId: 42, passengerId: 1 }).then([allocated(2)]);
  });
});
