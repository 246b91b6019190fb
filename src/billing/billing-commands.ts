import { randomUUID } from 'node:crypto';
import { claimNotFound, claimStream } from '../claims/contract.js';
import { isMinorOn, type ClaimPassenger } from '../contracts/claim-passengers.js';
import type { PostalAddress } from '../contracts/invoicing.js';
import { BANK_DETAILS_LINK_HOURS, maskIban, PAYOUT_PROMISE_WORKING_DAYS, type BillingStats, type ClaimBillingView, type PassengerPayoutView, type PayoutState } from '../contracts/billing.js';
import { italianToday } from '../eligibility/index.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import type { InvoiceIssuedData, PaymentAllocation } from './billing-events.js';
import { claimBilling } from './claim-billing.js';
import {
  accountFor,
  accountHolderIdOf,
  THE_CONTACT,
  claimBillingDecider,
  claimedCents,
  claimTotalCents,
  feeOnReceived,
  receivedCents,
  uninvoiced,
  type BankDetailsSource,
  type ClaimBillingCommand,
  type ClaimBillingState,
} from './claim-billing-decider.js';
import { payoutBatchStream } from './contract.js';
import type { BillingDeps } from './deps.js';
import { allocateInvoiceNumber, formatInvoiceNumber } from './invoice-numbers.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { oneAtATime, PAYOUT_BATCHES_LOCK } from './one-at-a-time.js';
import { payoutBatchCommands } from './payout-batch-commands.js';
import { payoutBatchDecider } from './payout-batch-decider.js';
import { approvedBatchIds, billingStatsRows, claimBillingRow, openBatchesOf } from './read-models/billing.js';
import { workingDaysBetween } from './working-days.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
/** The request's day in Italy: an invoice or a payout made at 00:30 in Rome carries that day, not the UTC one before. */
const today = (actor: EventMetadata) => italianToday(new Date(actor.requestedAt));

/** Where a passenger's money stands: why it is not paid yet, or that it is. */
function payoutStateOf(state: ClaimBillingState, passenger: ClaimPassenger, inBatch: string | null): PayoutState {
  const { passengerId } = passenger;
  if (state.payouts.has(passengerId)) return 'paid';
  if (passenger.travelledFree) return 'travelled_free';
  if (state.vouchers.has(passengerId)) return 'voucher';
  if (receivedCents(state, passengerId) === 0) return 'awaiting_payment';
  if (!state.signedMandates.has(passengerId)) return 'awaiting_mandate';
  if (!state.invoices.has(passengerId) || uninvoiced(state, passengerId)) return 'awaiting_invoice';
  if (!accountFor(state, passengerId)) return 'awaiting_bank_details';
  return inBatch ? 'in_batch' : 'ready';
}

/** The IBAN this passenger is paid to, masked (a minor's: the contact's); null until given. */
const maskedAccountOf = (state: ClaimBillingState, passengerId: number): string | null => {
  const account = accountFor(state, passengerId);
  return account ? maskIban(account.iban) : null;
};

/** What operators and the passenger see of a claim's money, passenger by passenger on what came in; the IBAN only masked. */
export function billingView(state: ClaimBillingState, openBatches: ReadonlyMap<string, string> = new Map()): ClaimBillingView {
  if (!state.claim.exists) throw claimNotFound();
  const { claim } = state;
  const passengers: PassengerPayoutView[] = claim.passengers.map((passenger) => {
    const paid = state.payouts.get(passenger.passengerId);
    const inBatch = openBatches.get(`${claim.id}/${passenger.passengerId}`) ?? null;
    const fee = feeOnReceived(state, passenger.passengerId);
    const voucher = state.vouchers.get(passenger.passengerId);
    return {
      passengerId: passenger.passengerId,
      fullName: passenger.fullName,
      claimedCents: claimedCents(claim, passenger),
      receivedCents: fee.compensationCents,
      feeCents: fee.feeCents,
      netCents: fee.netCents,
      travelledFree: passenger.travelledFree === true,
      voucher: voucher ? { acceptedOn: voucher.acceptedOn, description: voucher.description } : null,
      ibanMasked: maskedAccountOf(state, passenger.passengerId),
      accountOf: accountHolderIdOf(state, passenger.passengerId),
      state: payoutStateOf(state, passenger, inBatch),
      batchId: paid?.batchId ?? inBatch,
      paidOn: paid?.executedOn ?? null,
      paidCents: paid?.amountCents ?? null,
    };
  });
  return {
    claimId: claim.id,
    practiceNumber: claim.practiceNumber,
    totalCents: claimTotalCents(claim),
    receivedCents: state.payments.reduce((sum, payment) => sum + payment.amountCents, 0),
    airlinePayments: state.payments.map(({ amountCents, receivedOn, bankReference, allocations }) => ({ amountCents, receivedOn, bankReference, allocations })),
    invoices: [...state.invoices.values()].flat().map(({ invoiceNumber, passengerId, imponibileCents, ivaCents, totalCents, issuedOn, documentId, sha256 }) => ({ invoiceNumber, passengerId, imponibileCents, ivaCents, totalCents, issuedOn, documentId, sha256 })),
    passengers,
  };
}

/** The money path's use cases: each takes the actor and its input, and throws a DomainError when it refuses. */
export function billingCommands(deps: BillingDeps) {
  const onClaim = (actor: EventMetadata, claimId: number, command: ClaimBillingCommand, eventIds?: string[]) =>
    deps.executeCommand({ stream: claimStream(claimId), decider: claimBillingDecider, command, metadata: actor, readModels: ['billing'], eventIds });

  /** From the billing read model (applied with each append, so it shows the caller's own change): no fold of the stream per request. */
  const view = async (claimId: number) => {
    const state = await claimBillingRow(deps.pool, claimId);
    if (!state) throw claimNotFound();
    return billingView(state, await openBatchesOf(deps.pool, [claimId]));
  };

  /**
   * An invoice for each passenger with money received and not invoiced yet (usually one per passenger;
   * money that comes in after it gets one more) whose account holder gave their codice fiscale and
   * address: number allocated, PDF stored, InvoiceIssued appended. Amounts on the share received, not
   * on the claim. Safe to run again; the late-invoice task watches those still waiting.
   */
  async function issueInvoices(actor: EventMetadata, claimId: number): Promise<void> {
    const state = await claimBilling(deps, claimId);
    const { claim } = state;
    if (claim.personalDataErasedAt) return;
    const issuedOn = today(actor);
    const year = Number(issuedOn.slice(0, 4));
    for (const passenger of claim.passengers) {
      const open = uninvoiced(state, passenger.passengerId);
      const account = accountFor(state, passenger.passengerId);
      // The invoice waits for the customer's codice fiscale and address, given with the bank details (then this runs again).
      if (!open || !account?.codiceFiscale || !account.address) continue;
      const earlier = state.invoices.get(passenger.passengerId)?.length ?? 0;
      const sequence = await allocateInvoiceNumber(deps.executeCommand, actor, { year, claimId, passengerId: passenger.passengerId, nth: earlier });
      const invoiceNumber = formatInvoiceNumber(year, sequence, deps.company.invoiceSeries);
      const minor = isMinorOn(passenger.dateOfBirth, claim.flightDate);
      const customerName = minor ? claim.passengerName : passenger.fullName;
      const customer = { fullName: customerName, codiceFiscale: account.codiceFiscale, address: account.address };
      const description =
        `Compenso per il recupero della compensazione pecuniaria Reg. CE 261/2004 — volo ${claim.flightNumber} del ${italianDate(claim.flightDate)}, ` +
        `pratica n. ${claim.practiceNumber}, passeggero ${passenger.fullName}${minor ? ` (minore, rappresentato da ${claim.passengerName})` : ''}`;
      const { bytes, sha256 } = await renderInvoicePdf({
        invoiceNumber,
        issuedOn,
        issuer: deps.company,
        customerName,
        description,
        imponibileCents: open.imponibileCents,
        ivaCents: open.ivaCents,
        totalCents: open.totalCents,
        compensationCents: open.compensationCents,
      });
      // The documents module's ids: 32 hexadecimal digits.
      const documentId = deterministicUuid(`invoice:${deps.company.invoiceSeries}:${year}:${sequence}`).replaceAll('-', '');
      await deps.documents.store(actor, { claimId, documentId, fileType: 'fattura', fileName: `fattura-${invoiceNumber.replaceAll('/', '-')}.pdf`, description: `Fattura n. ${invoiceNumber}`, bytes, sha256 });
      const invoice: InvoiceIssuedData = {
        invoiceNumber,
        year,
        sequence,
        passengerId: passenger.passengerId,
        ...open,
        issuedOn,
        feeCollectedOn: state.received.get(passenger.passengerId)!.lastReceivedOn,
        customer,
        documentId,
        sha256,
      };
      const eventId = deterministicUuid(`invoice-issued:${claimStream(claimId)}:${passenger.passengerId}${earlier === 0 ? '' : `:${earlier + 1}`}`);
      await onClaim(actor, claimId, { type: 'IssueInvoice', invoice }, [eventId]);
    }
  }

  return {
    view,
    issueInvoices,

    /** Records a link to e-mail to this passenger (the e-mail reactor sends it, token made at sending); the answer has no link. */
    async sendBankDetailsLink(actor: EventMetadata, claimId: number, passengerId = THE_CONTACT): Promise<{ expiresAt: string }> {
      const expiresAt = new Date(Date.parse(actor.requestedAt) + BANK_DETAILS_LINK_HOURS * 3_600_000).toISOString();
      await onClaim(actor, claimId, { type: 'SendBankDetailsLink', linkId: randomUUID(), expiresAt, passengerId });
      return { expiresAt };
    },

    /**
     * A passenger's own bank details, with the codice fiscale and address their invoice needs (the
     * e-mail reactor tells them). Under the batches' lock: refused while an approved batch pays from
     * this account, and the passengers it pays (them, and for the contact the minors) leave any batch
     * not yet approved, so no batch made before pays an account given after. Invoices waiting for the
     * customer's data are issued then.
     */
    async provideBankDetails(
      actor: EventMetadata,
      input: { claimId: number; passengerId: number; iban: string; accountHolder: string; codiceFiscale?: string; address?: PostalAddress; source: BankDetailsSource },
    ): Promise<ClaimBillingView> {
      await oneAtATime(deps.pool, PAYOUT_BATCHES_LOCK, async () => {
        const state = await claimBilling(deps, input.claimId);
        const paidFromIt = new Set(state.claim.passengers.filter((passenger) => accountHolderIdOf(state, passenger.passengerId) === input.passengerId).map((passenger) => passenger.passengerId));
        const open = new Map([...(await openBatchesOf(deps.pool, [input.claimId]))].filter(([key]) => paidFromIt.has(Number(key.split('/')[1]))));
        const batchIds = [...new Set(open.values())];
        if ((await approvedBatchIds(deps.pool, batchIds)).length > 0) {
          throw new DomainError('conflict', 'Il bonifico su queste coordinate è già approvato e sta partendo: se devi cambiarle scrivici subito dall’area riservata.', { title: 'Bonifico in partenza' });
        }
        const { source, claimId: _claimId, ...details } = input;
        const changed = await onClaim(actor, input.claimId, { type: 'ProvideBankDetails', ...details, source });
        if (changed.events.length === 0) return;
        for (const batchId of batchIds) {
          const items = [...open].filter(([, id]) => id === batchId).map(([key]) => ({ claimId: input.claimId, passengerId: Number(key.split('/')[1]) }));
          await deps.executeCommand({ stream: payoutBatchStream(batchId), decider: payoutBatchDecider, command: { type: 'WithdrawPayoutLines', items }, metadata: actor, readModels: ['billing'] });
        }
      });
      await issueInvoices(actor, input.claimId);
      return view(input.claimId);
    },

    async recordAirlinePayment(
      actor: EventMetadata,
      input: { claimId: number; amountCents: number; receivedOn: string; bankReference: string; allocations?: PaymentAllocation[] },
    ): Promise<ClaimBillingView> {
      await onClaim(actor, input.claimId, { type: 'RecordAirlinePayment', amountCents: input.amountCents, receivedOn: input.receivedOn, bankReference: input.bankReference, allocations: input.allocations });
      await issueInvoices(actor, input.claimId);
      return view(input.claimId);
    },

    async recordVoucher(actor: EventMetadata, input: { claimId: number; passengerId: number; acceptedOn: string; description: string }): Promise<ClaimBillingView> {
      await onClaim(actor, input.claimId, { type: 'RecordVoucher', passengerId: input.passengerId, acceptedOn: input.acceptedOn, description: input.description });
      return view(input.claimId);
    },

    ...payoutBatchCommands(deps, onClaim),

    async stats(): Promise<BillingStats> {
      const rows = await billingStatsRows(deps.pool);
      const days = rows.paid.map((row) => workingDaysBetween(row.receivedOn, row.paidOn));
      return {
        recoveredCents: rows.recoveredCents,
        invoicedCents: rows.invoicedCents,
        pendingPayouts: rows.pending,
        payoutDays: {
          count: days.length,
          averageWorkingDays: days.length ? Math.round((days.reduce((sum, value) => sum + value, 0) / days.length) * 10) / 10 : null,
          worstWorkingDays: days.length ? Math.max(...days) : null,
          overPromise: days.filter((value) => value > PAYOUT_PROMISE_WORKING_DAYS).length,
          promise: PAYOUT_PROMISE_WORKING_DAYS,
        },
      };
    },
  };
}

export type BillingCommands = ReturnType<typeof billingCommands>;
