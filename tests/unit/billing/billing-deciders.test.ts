import { describe, expect, it } from 'vitest';
import { accountFor, decideClaimBilling, evolveClaimBilling, initialClaimBillingState, payoutCents, receivedCents, uninvoiced, type ClaimBillingState } from '../../../src/billing/claim-billing-decider.js';
import { decideInvoiceNumber, formatInvoiceNumber } from '../../../src/billing/invoice-numbers.js';
import { decidePayoutBatch } from '../../../src/billing/payout-batch-decider.js';
import { workingDaysBetween } from '../../../src/billing/working-days.js';
import { bankDetailsBody, ibanProblem, maskIban } from '../../../src/contracts/billing.js';
import type { InvoiceIssuedData } from '../../../src/billing/billing-events.js';

const AT = '2026-11-20T10:00:00.000Z';
const submitted = {
  type: 'ClaimSubmitted' as const,
  data: {
    claimId: 7, practiceNumber: '482913', passengerName: 'Maria Rossi', email: 'maria@example.it', phone: null, flightNumber: 'AZ610', flightDate: '2026-10-03',
    departureAirportId: 1, arrivalAirportId: 2, departureAirport: 'Roma', arrivalAirport: 'New York', departureIata: 'FCO', arrivalIata: 'JFK', issueType: 'delay', issueDetails: null, ipAddress: null, refererUrl: null,
  },
};
const given = (...events: { type: string; data: unknown }[]): ClaimBillingState =>
  events.reduce((state, event) => evolveClaimBilling(state, event as never, AT), initialClaimBillingState());
const assessed = { type: 'EligibilityAssessed', data: { isEligible: 'eligible', estimatedCompensation: 600 } };
const payment = { type: 'AirlinePaymentReceived', data: { amountCents: 60_000, receivedOn: '2026-11-02', bankReference: 'REF' } };
const invoice = (passengerId: number, invoiceNumber: string): InvoiceIssuedData => ({
  invoiceNumber, year: 2026, sequence: Number(invoiceNumber.slice(5)), passengerId, imponibileCents: 15_000, ivaCents: 3_300, totalCents: 18_300, compensationCents: 60_000, issuedOn: '2026-11-20', documentId: 'a'.repeat(32), sha256: 'b'.repeat(64),
  customer: { fullName: 'Maria Rossi', codiceFiscale: 'RSSMRA85T10A562S', address: { street: 'Via Nazionale 10', postalCode: '00184', city: 'Roma', province: 'RM', country: 'IT' } },
});

describe('the claim’s money decisions', () => {
  it('when the payment is above the claim’s total, then it is refused with the total in Italian', () => {
    expect(() => decideClaimBilling({ type: 'RecordAirlinePayment', amountCents: 60_001, receivedOn: '2026-11-02', bankReference: 'X' }, given(submitted, assessed))).toThrow('L’importo supera quanto resta da ricevere per la pratica (600,00');
  });

  it('when the same transfer is recorded again, everything is received already, or the amount is not positive, then the payment is refused', () => {
    expect(() => decideClaimBilling({ type: 'RecordAirlinePayment', amountCents: 100, receivedOn: '2026-11-02', bankReference: 'REF' }, given(submitted, assessed, payment))).toThrow('già registrato');
    expect(() => decideClaimBilling({ type: 'RecordAirlinePayment', amountCents: 100, receivedOn: '2026-11-03', bankReference: 'REF2' }, given(submitted, assessed, payment))).toThrow('Nessun passeggero');
    expect(() => decideClaimBilling({ type: 'RecordAirlinePayment', amountCents: 0, receivedOn: '2026-11-02', bankReference: 'X' }, given(submitted, assessed))).toThrow('maggiore di zero');
  });

  it('when an invoice number is used already on the claim, then another passenger’s invoice with it is refused; the same invoice again adds nothing', () => {
    const state = given(submitted, assessed, payment, { type: 'InvoiceIssued', data: invoice(1, '2026/0001') });
    expect(() => decideClaimBilling({ type: 'IssueInvoice', invoice: invoice(2, '2026/0001') }, state)).toThrow('Il numero di fattura 2026/0001 è già stato usato.');
    expect(decideClaimBilling({ type: 'IssueInvoice', invoice: invoice(1, '2026/0001') }, state)).toEqual([]);
  });

  it('when an invoice has no codice fiscale and address of whom it is made out to, then it is refused (art. 21 DPR 633/1972); with them it is issued', () => {
    const state = given(submitted, assessed, payment);
    const { customer: _missing, ...withoutCustomer } = invoice(1, '2026/0001');
    expect(() => decideClaimBilling({ type: 'IssueInvoice', invoice: withoutCustomer }, state)).toThrow('Mancano il codice fiscale e l’indirizzo di residenza');
    expect(decideClaimBilling({ type: 'IssueInvoice', invoice: invoice(1, '2026/0001') }, state)).toEqual([{ type: 'InvoiceIssued', data: invoice(1, '2026/0001') }]);
  });

  it('when a passenger is paid, then paying them from another batch is refused; the same batch again adds nothing', () => {
    const state = given(submitted, assessed, payment, { type: 'InvoiceIssued', data: invoice(1, '2026/0001') }, { type: 'PayoutSent', data: { batchId: 'b1', passengerId: 1, amountCents: 41_700, executedOn: '2026-11-21' } });
    expect(() => decideClaimBilling({ type: 'RecordPayoutSent', payout: { batchId: 'b2', passengerId: 1, amountCents: 41_700, executedOn: '2026-11-22' } }, state)).toThrow('Passeggero già pagato');
    expect(decideClaimBilling({ type: 'RecordPayoutSent', payout: { batchId: 'b1', passengerId: 1, amountCents: 41_700, executedOn: '2026-11-21' } }, state)).toEqual([]);
  });
});

describe('invoice numbers', () => {
  const allocations = [{ sequence: 1, claimId: 1, passengerId: 1 }, { sequence: 2, claimId: 2, passengerId: 1 }];

  it('when a number is asked for, then the next one is given; asked again by the same passenger, the same', () => {
    expect(decideInvoiceNumber({ type: 'AllocateInvoiceNumber', claimId: 3, passengerId: 1 }, { allocations })).toEqual([{ type: 'InvoiceNumberAllocated', data: { sequence: 3, claimId: 3, passengerId: 1 } }]);
    expect(decideInvoiceNumber({ type: 'AllocateInvoiceNumber', claimId: 2, passengerId: 1 }, { allocations })).toEqual([]);
  });

  it('when a number already used is asked for explicitly, then it is refused', () => {
    expect(() => decideInvoiceNumber({ type: 'AllocateInvoiceNumber', claimId: 3, passengerId: 1, sequence: 2 }, { allocations })).toThrow('già stato usato');
  });

  it('when printed, then it is year/four digits, with the series in front when set', () => {
    expect(formatInvoiceNumber(2026, 1, '')).toBe('2026/0001');
    expect(formatInvoiceNumber(2026, 12, 'A')).toBe('A/2026/0012');
  });
});

describe('the e-mailed bank-details link', () => {
  const link = { type: 'BankDetailsLinkSent', data: { linkId: 'l1', expiresAt: '2026-11-23T10:00:00.000Z' } };
  const byLink = (linkId: string, at: string) => ({ type: 'ProvideBankDetails' as const, passengerId: 1, iban: 'IT60X0542811101000000123456', accountHolder: 'Maria Rossi', source: { via: 'link' as const, linkId, at } });

  it('when the open link is used within its time, then the details are recorded as given through it', () => {
    expect(decideClaimBilling(byLink('l1', '2026-11-23T09:59:00.000Z'), given(submitted, link))).toEqual([
      { type: 'BankDetailsProvided', data: { passengerId: 1, iban: 'IT60X0542811101000000123456', accountHolder: 'Maria Rossi', via: 'link', linkId: 'l1' } },
    ]);
  });

  it('when the link expired, was used, replaced, or the e-mail changed or the links were revoked, then it is refused', () => {
    const used = { type: 'BankDetailsProvided', data: { iban: 'DE89370400440532013000', accountHolder: 'Maria Rossi', via: 'link', linkId: 'l1' } };
    const replaced = { type: 'BankDetailsLinkSent', data: { linkId: 'l2', expiresAt: '2026-11-24T10:00:00.000Z' } };
    const emailChanged = { type: 'ClaimDetailsEdited', data: { changes: { email: { from: 'maria@example.it', to: 'altro@example.it' } } } };
    const revoked = { type: 'UploadLinksRevoked', data: {} };
    expect(() => decideClaimBilling(byLink('l1', '2026-11-23T10:00:01.000Z'), given(submitted, link))).toThrow('già stato usato o non è più valido');
    for (const after of [used, replaced, emailChanged, revoked]) {
      expect(() => decideClaimBilling(byLink('l1', '2026-11-21T10:00:00.000Z'), given(submitted, link, after))).toThrow('già stato usato o non è più valido');
    }
  });
});

describe('payout batches and working days', () => {
  const created = { exists: true, items: [{ claimId: 7, passengerId: 1, amountCents: 41_700, bankDetailsEventId: 'e1' }], totalCents: 41_700, createdAt: AT, createdBy: { id: 'a1', name: 'Giulia' }, approvedBy: null, executedOn: null };
  const approve = (id: string, approvers: 1 | 2) => ({ type: 'ApprovePayoutBatch' as const, approver: { id, name: id }, approvedAt: AT, approvers });

  it('when the creator approves their own batch, then it is refused unless one approver is configured; another admin approves it', () => {
    expect(() => decidePayoutBatch(approve('a1', 2), created)).toThrow('Chi ha creato la distinta non può approvarla');
    expect(decidePayoutBatch(approve('a1', 1), created)).toEqual([{ type: 'PayoutBatchApproved', data: { approvedBy: { id: 'a1', name: 'a1' }, approvedAt: AT } }]);
    expect(decidePayoutBatch(approve('a2', 2), created)).toEqual([{ type: 'PayoutBatchApproved', data: { approvedBy: { id: 'a2', name: 'a2' }, approvedAt: AT } }]);
  });

  it('when a batch is not approved, then it cannot be executed; once approved, its lines cannot be withdrawn', () => {
    expect(() => decidePayoutBatch({ type: 'ExecutePayoutBatch', executedOn: '2026-11-21' }, created)).toThrow('deve essere approvata da un secondo amministratore');
    expect(decidePayoutBatch({ type: 'WithdrawPayoutLines', items: [{ claimId: 7, passengerId: 1 }] }, created)).toEqual([
      { type: 'PayoutLinesWithdrawn', data: { items: [{ claimId: 7, passengerId: 1 }], reason: 'bank_details_changed' } },
    ]);
    expect(() => decidePayoutBatch({ type: 'WithdrawPayoutLines', items: [{ claimId: 7, passengerId: 1 }] }, { ...created, approvedBy: { id: 'a2', name: 'Anna' } })).toThrow('già approvata');
  });

  it('when a batch is marked executed twice, then the second adds nothing', () => {
    const state = { exists: true, items: [], totalCents: 0, createdAt: AT, createdBy: null, approvedBy: { id: 'a2', name: 'Anna' }, executedOn: '2026-11-21' };
    expect(decidePayoutBatch({ type: 'ExecutePayoutBatch', executedOn: '2026-11-22' }, state)).toEqual([]);
  });

  it('when counting from a Friday to the next Monday, then it is one working day', () => {
    expect(workingDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(workingDaysBetween('2026-11-16', '2026-11-23')).toBe(5);
    expect(workingDaysBetween('2026-11-16', '2026-11-16')).toBe(0);
  });
});

describe('IBAN checks', () => {
  it('when an IBAN has a wrong digit or is outside SEPA, then the Italian reason is given; a good one typed with spaces is normalised', () => {
    expect(ibanProblem('IT60X0542811101000000123457')).toBe('IBAN non valido: controlla le cifre');
    expect(ibanProblem('TR330006100519786457841326')).toBe('Il conto deve essere in un paese dell’area SEPA');
    expect(bankDetailsBody.parse({ iban: 'it60 x054 2811 1010 0000 0123 456', accountHolder: ' Maria Rossi ' })).toEqual({ iban: 'IT60X0542811101000000123456', accountHolder: 'Maria Rossi' });
    expect(maskIban('IT60X0542811101000000123456')).toBe('IT60 **** **** 3456');
  });
});

describe('money received, passenger by passenger', () => {
  const people = (...extra: Partial<{ travelledFree: boolean; dateOfBirth: string }>[]) =>
    extra.map((fields, index) => ({ passengerId: index + 1, fullName: ['Maria Rossi', 'Luca Rossi', 'Anna Rossi'][index]!, dateOfBirth: '1980-01-01', email: null, ...fields }));
  const booking = (...extra: Partial<{ travelledFree: boolean; dateOfBirth: string }>[]) => ({ ...submitted, data: { ...submitted.data, passengers: people(...extra) } });
  const worth400 = { type: 'EligibilityAssessed', data: { isEligible: 'eligible', estimatedCompensation: 400 } };
  const record = (amountCents: number, allocations?: { passengerId: number; amountCents: number }[], bankReference = 'AZ 1') =>
    ({ type: 'RecordAirlinePayment' as const, amountCents, receivedOn: '2026-11-02', bankReference, allocations });
  const fold = (state: ClaimBillingState, events: { type: string; data: unknown }[]) => events.reduce((next, event) => evolveClaimBilling(next, event as never, AT), state);

  it('when two passengers claim 400 € each and the airline pays 400 €, then each gets 200 €, a fee of 61 € and 139 € net', () => {
    const state = given(booking({}, {}), worth400);
    const events = decideClaimBilling(record(40_000), state);
    expect(events).toEqual([{ type: 'AirlinePaymentReceived', data: expect.objectContaining({ allocations: [{ passengerId: 1, amountCents: 20_000 }, { passengerId: 2, amountCents: 20_000 }], allocatedBy: 'default' }) }]);
    const paid = fold(state, events);
    expect(uninvoiced(paid, 1)).toEqual({ compensationCents: 20_000, imponibileCents: 5_000, ivaCents: 1_100, totalCents: 6_100 });
  });

  it('when a payment does not divide evenly, then the cents left go to the largest remainders and the shares add up exactly', () => {
    const state = given(booking({}, {}, {}), worth400);
    const [event] = decideClaimBilling(record(10_000), state);
    expect((event!.data as { allocations: unknown }).allocations).toEqual([{ passengerId: 1, amountCents: 3_334 }, { passengerId: 2, amountCents: 3_333 }, { passengerId: 3, amountCents: 3_333 }]);
  });

  it('when an infant travelled free, then they get no share: the whole payment goes to the others', () => {
    const state = given(booking({}, { travelledFree: true, dateOfBirth: '2025-09-01' }), worth400);
    const [event] = decideClaimBilling(record(40_000), state);
    expect((event!.data as { allocations: unknown }).allocations).toEqual([{ passengerId: 1, amountCents: 40_000 }]);
    expect(() => decideClaimBilling(record(100, [{ passengerId: 2, amountCents: 100 }], 'AZ 2'), state)).toThrow(/supera quanto può ancora ricevere \(0,00\s€\)/);
  });

  it('when the operator allocates by hand, then shares that do not add up, a negative one, one above the claim or for a stranger are refused', () => {
    const state = given(booking({}, {}), worth400);
    expect(decideClaimBilling(record(40_000, [{ passengerId: 1, amountCents: 40_000 }, { passengerId: 2, amountCents: 0 }]), state)).toEqual([
      { type: 'AirlinePaymentReceived', data: expect.objectContaining({ allocations: [{ passengerId: 1, amountCents: 40_000 }], allocatedBy: 'operator' }) },
    ]);
    expect(() => decideClaimBilling(record(40_000, [{ passengerId: 1, amountCents: 30_000 }, { passengerId: 2, amountCents: 5_000 }]), state)).toThrow(/le quote sommano 350,00\s€, ma il pagamento è di 400,00\s€/);
    expect(() => decideClaimBilling(record(40_000, [{ passengerId: 1, amountCents: 50_000 }, { passengerId: 2, amountCents: -10_000 }]), state)).toThrow('non può essere negativa');
    expect(() => decideClaimBilling(record(50_000, [{ passengerId: 1, amountCents: 50_000 }]), state)).toThrow(/la quota di Maria Rossi supera quanto può ancora ricevere \(400,00\s€\)/);
    expect(() => decideClaimBilling(record(100, [{ passengerId: 5, amountCents: 100 }]), state)).toThrow('il passeggero 5 non è in questa pratica');
  });

  it('when a second payment comes, then it adds up; the next invoice is on what came in since, and all invoices add up to the fee on everything received', () => {
    const first = fold(given(booking({}), worth400), [{ type: 'AirlinePaymentReceived', data: { amountCents: 10_001, receivedOn: '2026-11-02', bankReference: 'A', allocations: [{ passengerId: 1, amountCents: 10_001 }] } }]);
    const open = uninvoiced(first, 1)!;
    expect(open).toEqual({ compensationCents: 10_001, imponibileCents: 2_500, ivaCents: 550, totalCents: 3_050 });
    const invoiced = fold(first, [{ type: 'InvoiceIssued', data: { ...invoice(1, '2026/0001'), ...open } }]);
    const second = fold(invoiced, decideClaimBilling(record(9_999, undefined, 'B'), invoiced));
    expect(receivedCents(second, 1)).toBe(20_000);
    // 25 % of 200,00 € = 50,00 + IVA 11,00 = 61,00; the first invoice took 30,50.
    expect(uninvoiced(second, 1)).toEqual({ compensationCents: 9_999, imponibileCents: 2_500, ivaCents: 550, totalCents: 3_050 });
    expect(payoutCents(second, 1)).toBe(0);
  });

  it('when a payment event from before allocations is folded, then it is split by the default rule', () => {
    const state = given(booking({}, {}), worth400, { type: 'AirlinePaymentReceived', data: { amountCents: 30_001, receivedOn: '2026-11-02', bankReference: 'OLD' } });
    expect([receivedCents(state, 1), receivedCents(state, 2)]).toEqual([15_001, 15_000]);
  });

  it('when a passenger was paid out, then a new share for them is refused and the default rule leaves them out; a payout above what came in is refused', () => {
    const paidOut = given(
      booking({}, {}),
      worth400,
      { type: 'AirlinePaymentReceived', data: { amountCents: 40_000, receivedOn: '2026-11-02', bankReference: 'A', allocations: [{ passengerId: 1, amountCents: 20_000 }, { passengerId: 2, amountCents: 20_000 }] } },
      { type: 'InvoiceIssued', data: { ...invoice(1, '2026/0001'), compensationCents: 20_000, imponibileCents: 5_000, ivaCents: 1_100, totalCents: 6_100 } },
    );
    expect(() => decideClaimBilling({ type: 'RecordPayoutSent', payout: { batchId: 'b1', passengerId: 1, amountCents: 14_000, executedOn: '2026-11-21' } }, paidOut)).toThrow(/supera quanto ricevuto per il passeggero al netto del compenso \(139,00\s€\)/);
    const state = fold(paidOut, [{ type: 'PayoutSent', data: { batchId: 'b1', passengerId: 1, amountCents: 13_900, executedOn: '2026-11-21' } }]);
    expect(() => decideClaimBilling(record(1_000, [{ passengerId: 1, amountCents: 1_000 }], 'B'), state)).toThrow('Maria Rossi ha già ricevuto il bonifico');
    const [event] = decideClaimBilling(record(1_000, undefined, 'B'), state);
    expect((event!.data as { allocations: unknown }).allocations).toEqual([{ passengerId: 2, amountCents: 1_000 }]);
  });

  it('when a passenger accepts a voucher, then it is recorded and they get no share; a voucher after money came in is refused', () => {
    const state = given(booking({}, {}), worth400);
    const voucher = decideClaimBilling({ type: 'RecordVoucher', passengerId: 2, acceptedOn: '2026-11-01', description: 'buono di 400 €' }, state);
    expect(voucher).toEqual([{ type: 'VoucherAccepted', data: { passengerId: 2, acceptedOn: '2026-11-01', description: 'buono di 400 €' } }]);
    const [event] = decideClaimBilling(record(40_000), fold(state, voucher));
    expect((event!.data as { allocations: unknown }).allocations).toEqual([{ passengerId: 1, amountCents: 40_000 }]);
    const withMoney = fold(state, decideClaimBilling(record(40_000), state));
    expect(() => decideClaimBilling({ type: 'RecordVoucher', passengerId: 2, acceptedOn: '2026-11-03', description: 'buono' }, withMoney)).toThrow('ha già una quota del pagamento');
  });
});

describe('each passenger their own account', () => {
  const family = {
    ...submitted,
    data: {
      ...submitted.data,
      passengers: [
        { passengerId: 1, fullName: 'Maria Rossi', dateOfBirth: '1980-04-02', email: 'maria@example.it' },
        { passengerId: 2, fullName: 'Luca Rossi', dateOfBirth: '1979-08-15', email: 'luca@example.it' },
        { passengerId: 3, fullName: 'Sofia Rossi', dateOfBirth: '2015-05-05', email: null },
      ],
    },
  };
  const address = { street: 'Via Roma 1', postalCode: '00100', city: 'Roma', province: 'RM', country: 'IT' };
  const give = (passengerId: number, iban: string, source: { via: 'area' } | { via: 'link'; linkId: string; at: string } = { via: 'area' }) =>
    ({ type: 'ProvideBankDetails' as const, passengerId, iban, accountHolder: 'Titolare', codiceFiscale: 'RSSMRA80D42H501J', address, source });
  const fold = (state: ClaimBillingState, events: { type: string; data: unknown }[]) => events.reduce((next, event) => evolveClaimBilling(next, event as never, AT), state);

  it('when each adult gives their own account, then each is paid to their own and the minor to the contact’s; an old event is the contact’s', () => {
    let state = given(family, assessed);
    state = fold(state, decideClaimBilling(give(1, 'IT60X0542811101000000123456'), state));
    state = fold(state, decideClaimBilling(give(2, 'DE89370400440532013000'), state));
    expect([1, 2, 3].map((id) => accountFor(state, id)?.iban)).toEqual(['IT60X0542811101000000123456', 'DE89370400440532013000', 'IT60X0542811101000000123456']);
    expect(accountFor(state, 2)).toMatchObject({ codiceFiscale: 'RSSMRA80D42H501J', address });
    const old = given(family, assessed, { type: 'BankDetailsProvided', data: { iban: 'IT60X0542811101000000123456', accountHolder: 'Maria Rossi' } });
    expect([accountFor(old, 1)?.iban, accountFor(old, 2), accountFor(old, 3)?.iban]).toEqual(['IT60X0542811101000000123456', undefined, 'IT60X0542811101000000123456']);
  });

  it('when someone gives a minor’s own account, then it is refused: their money goes to the guardian’s', () => {
    expect(() => decideClaimBilling(give(3, 'DE89370400440532013000'), given(family, assessed))).toThrow('Sofia Rossi è minorenne');
  });

  it('when a co-passenger’s own link is used, then it gives their account and no one else’s; the contact’s e-mail change leaves it open', () => {
    const link = { type: 'BankDetailsLinkSent', data: { linkId: 'l2', expiresAt: '2026-11-23T10:00:00.000Z', passengerId: 2 } };
    const emailChanged = { type: 'ClaimDetailsEdited', data: { changes: { email: { from: 'maria@example.it', to: 'altro@example.it' } } } };
    const state = given(family, assessed, link, emailChanged);
    const byLink = { via: 'link' as const, linkId: 'l2', at: '2026-11-21T10:00:00.000Z' };
    expect(decideClaimBilling(give(2, 'DE89370400440532013000', byLink), state)).toEqual([{ type: 'BankDetailsProvided', data: expect.objectContaining({ passengerId: 2, via: 'link', linkId: 'l2' }) }]);
    expect(() => decideClaimBilling(give(1, 'DE89370400440532013000', byLink), state)).toThrow('già stato usato o non è più valido');
  });
});
