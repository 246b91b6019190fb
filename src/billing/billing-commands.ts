import { randomUUID } from 'node:crypto';
import { claimStream } from '../claims/contract.js';
import { isMinorOn } from '../contracts/claim-passengers.js';
import {
  maskIban,
  PAYOUT_PROMISE_WORKING_DAYS,
  BANK_DETAILS_LINK_HOURS,
  type BillingStats,
  type ClaimBillingView,
  type PassengerPayoutView,
  type PayoutBatchView,
  type PayoutState,
  type ReadyPayout,
} from '../contracts/billing.js';
import { foldStream } from '../event-store/command-handler.js';
import type { EventMetadata } from '../event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import type { BatchOperatorData, InvoiceIssuedData, PayoutItem } from './billing-events.js';
import {
  alreadyPaid,
  claimBillingDecider,
  claimNotFound,
  claimTotalCents,
  feePerPassenger,
  type BankDetailsSource,
  type ClaimBillingCommand,
  type ClaimBillingState,
} from './claim-billing-decider.js';
import { payoutBatchStream } from './contract.js';
import { oneAtATime } from './one-at-a-time.js';
import type { BillingDeps } from './deps.js';
import { allocateInvoiceNumber, formatInvoiceNumber } from './invoice-numbers.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { frozenBankDetails, latestBankDetailsEventId } from './frozen-bank-details.js';
import { buildPain001, readableBySepa } from './pain001.js';
import { batchNotFound, notApproved, payoutBatchDecider } from './payout-batch-decider.js';
import { approvedBatchIds, billingStatsRows, listBatches, practiceNumbers, readyPayoutRows, takenPayouts } from './read-models/billing.js';
import { workingDaysBetween } from './working-days.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
const today = (actor: EventMetadata) => actor.requestedAt.slice(0, 10);
/** The operator a batch's event names: the actor of the request, with the name the session gave it. */
const operatorOf = (actor: EventMetadata): BatchOperatorData => ({ id: actor.actor.id, name: (actor.actor as { name?: string }).name ?? actor.actor.id });
const BATCHES_LOCK = 'payout-batches';

export type ClaimBilling = ClaimBillingState & { claim: Extract<ClaimBillingState['claim'], { exists: true }> };

/** The claim's stream folded for the money path; 404 when there is no such claim. */
export async function claimBilling(deps: Pick<BillingDeps, 'store'>, claimId: number): Promise<ClaimBilling> {
  const { state } = await foldStream(deps.store, claimStream(claimId), claimBillingDecider);
  if (!state.claim.exists) throw claimNotFound();
  return state as ClaimBilling;
}

/** What operators and the passenger see of a claim's money; the IBAN only masked. */
export function billingView(state: ClaimBilling, openBatches: ReadonlyMap<string, string> = new Map()): ClaimBillingView {
  const { claim } = state;
  const fee = feePerPassenger(claim);
  const passengers: PassengerPayoutView[] = claim.passengers.map((passenger) => {
    const paid = state.payouts.get(passenger.passengerId);
    const inBatch = openBatches.get(`${claim.id}/${passenger.passengerId}`) ?? null;
    const payoutState: PayoutState = paid
      ? 'paid'
      : !state.airlinePayment || !state.invoices.has(passenger.passengerId)
        ? 'awaiting_payment'
        : !state.bankDetails
          ? 'awaiting_bank_details'
          : inBatch
            ? 'in_batch'
            : 'ready';
    return {
      passengerId: passenger.passengerId,
      fullName: passenger.fullName,
      compensationCents: fee.compensationCents,
      feeCents: fee.feeCents,
      netCents: fee.netCents,
      ibanMasked: state.bankDetails ? maskIban(state.bankDetails.iban) : null,
      state: payoutState,
      batchId: paid?.batchId ?? inBatch,
      paidOn: paid?.executedOn ?? null,
    };
  });
  return {
    claimId: claim.id,
    practiceNumber: claim.practiceNumber,
    totalCents: claimTotalCents(claim),
    airlinePayment: state.airlinePayment,
    invoices: [...state.invoices.values()].map(({ compensationCents: _compensation, year: _year, sequence: _sequence, ...invoice }) => invoice),
    passengers,
  };
}

/** The money path's use cases: each takes the actor and its input, and throws a DomainError when it refuses. */
export function billingCommands(deps: BillingDeps) {
  const onClaim = (actor: EventMetadata, claimId: number, command: ClaimBillingCommand, eventIds?: string[]) =>
    deps.executeCommand({ stream: claimStream(claimId), decider: claimBillingDecider, command, metadata: actor, readModels: ['billing'], eventIds });

  const openBatchesOf = async (claimId: number): Promise<Map<string, string>> => {
    const { rows } = await deps.pool.query(
      `SELECT p.claim_id, p.passenger_id, p.batch_id FROM billing_passengers p JOIN payout_batches b ON b.id = p.batch_id WHERE p.claim_id = $1 AND b.executed_on IS NULL`,
      [claimId],
    );
    return new Map(rows.map((row) => [`${row.claim_id}/${row.passenger_id}`, row.batch_id as string]));
  };

  const view = async (claimId: number) => billingView(await claimBilling(deps, claimId), await openBatchesOf(claimId));

  /** One invoice per passenger still without one: number allocated, PDF stored, InvoiceIssued appended. Safe to run again. */
  async function issueInvoices(actor: EventMetadata, claimId: number): Promise<void> {
    const state = await claimBilling(deps, claimId);
    if (!state.airlinePayment) return;
    const { claim } = state;
    const issuedOn = today(actor);
    const year = Number(issuedOn.slice(0, 4));
    const fee = feePerPassenger(claim);
    for (const passenger of claim.passengers) {
      if (state.invoices.has(passenger.passengerId)) continue;
      const sequence = await allocateInvoiceNumber(deps.executeCommand, actor, { year, claimId, passengerId: passenger.passengerId });
      const invoiceNumber = formatInvoiceNumber(year, sequence, deps.company.invoiceSeries);
      const minor = isMinorOn(passenger.dateOfBirth, claim.flightDate);
      const customerName = minor ? claim.passengerName : passenger.fullName;
      const description =
        `Compenso per il recupero della compensazione pecuniaria Reg. CE 261/2004 — volo ${claim.flightNumber} del ${italianDate(claim.flightDate)}, ` +
        `pratica n. ${claim.practiceNumber}, passeggero ${passenger.fullName}${minor ? ` (minore, rappresentato da ${claim.passengerName})` : ''}`;
      const { bytes, sha256 } = await renderInvoicePdf({
        invoiceNumber,
        issuedOn,
        issuer: deps.company,
        customerName,
        description,
        imponibileCents: fee.commissionCents,
        ivaCents: fee.vatCents,
        totalCents: fee.feeCents,
        compensationCents: fee.compensationCents,
      });
      // The documents module's ids: 32 hexadecimal digits.
      const documentId = deterministicUuid(`invoice:${deps.company.invoiceSeries}:${year}:${sequence}`).replaceAll('-', '');
      await deps.documents.store(actor, { claimId, documentId, fileType: 'fattura', fileName: `fattura-${invoiceNumber.replaceAll('/', '-')}.pdf`, description: `Fattura n. ${invoiceNumber}`, bytes, sha256 });
      const invoice: InvoiceIssuedData = {
        invoiceNumber,
        year,
        sequence,
        passengerId: passenger.passengerId,
        imponibileCents: fee.commissionCents,
        ivaCents: fee.vatCents,
        totalCents: fee.feeCents,
        compensationCents: fee.compensationCents,
        issuedOn,
        documentId,
        sha256,
      };
      await onClaim(actor, claimId, { type: 'IssueInvoice', invoice }, [deterministicUuid(`invoice-issued:${claimStream(claimId)}:${passenger.passengerId}`)]);
    }
  }

  async function batches(batchId?: string): Promise<PayoutBatchView[]> {
    const rows = await listBatches(deps.pool, batchId);
    const practices = await practiceNumbers(deps.pool, rows.flatMap((row) => row.items.map((item) => item.claimId)));
    return rows.map((row) => ({ ...row, items: row.items.map((item) => ({ ...item, practiceNumber: practices.get(item.claimId) ?? '' })) }));
  }

  // Found by its id: a batch created with an earlier date than the latest 200 is not among them.
  const batch = async (batchId: string): Promise<PayoutBatchView> => (await batches(batchId))[0]!;

  /** Creates a batch; runs under the 'payout-batches' lock (createPayoutBatch). */
  async function createBatchAlone(actor: EventMetadata, input: { items: { claimId: number; passengerId: number }[] }): Promise<PayoutBatchView> {
    const unique = [...new Map(input.items.map((item) => [`${item.claimId}/${item.passengerId}`, item])).values()];
    const taken = await takenPayouts(deps.pool, unique);
    if (taken.size > 0) throw alreadyPaid();
    const items: PayoutItem[] = [];
    for (const item of unique) {
      const state = await claimBilling(deps, item.claimId);
      if (state.payouts.has(item.passengerId)) throw alreadyPaid();
      const invoice = state.invoices.get(item.passengerId);
      if (!invoice || !state.airlinePayment) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: il passeggero ${item.passengerId} non ha ancora una fattura.`, { title: 'Non pronto per il bonifico' });
      if (!state.bankDetails) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: mancano le coordinate bancarie.`, { title: 'Non pronto per il bonifico' });
      if (state.claim.personalDataErasedAt) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: i dati personali sono stati cancellati.`, { title: 'Dati personali cancellati' });
      if (!readableBySepa(state.bankDetails.accountHolder)) {
        throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: l’intestatario del conto non è scritto in lettere latine; chiedi al passeggero di indicarlo di nuovo.`, { title: 'Intestatario non valido' });
      }
      // Frozen here: the file pays the account given before the batch, whatever is given after.
      const bankDetailsEventId = await latestBankDetailsEventId(deps.store, item.claimId);
      items.push({ claimId: item.claimId, passengerId: item.passengerId, amountCents: invoice.compensationCents - invoice.totalCents, bankDetailsEventId });
    }
    const batchId = randomUUID();
    await deps.executeCommand({
      stream: payoutBatchStream(batchId),
      decider: payoutBatchDecider,
      command: { type: 'CreatePayoutBatch', items, createdAt: actor.requestedAt, createdBy: operatorOf(actor) },
      metadata: actor,
      readModels: ['billing'],
      newStream: true,
    });
    return batch(batchId);
  }

  return {
    view,
    issueInvoices,

    /** Records a link to e-mail (the e-mail reactor sends it to the claim's address, token made at sending); the answer has no link. */
    async sendBankDetailsLink(actor: EventMetadata, claimId: number): Promise<{ expiresAt: string }> {
      const expiresAt = new Date(Date.parse(actor.requestedAt) + BANK_DETAILS_LINK_HOURS * 3_600_000).toISOString();
      await onClaim(actor, claimId, { type: 'SendBankDetailsLink', linkId: randomUUID(), expiresAt });
      return { expiresAt };
    },

    /**
     * New bank details (the e-mail reactor tells the claim's address). Under the batches' lock: refused
     * while an approved batch pays this claim, and its passengers leave any batch not yet approved, so
     * no batch made before pays an account given after.
     */
    async provideBankDetails(actor: EventMetadata, input: { claimId: number; iban: string; accountHolder: string; source: BankDetailsSource }): Promise<ClaimBillingView> {
      await oneAtATime(deps.pool, BATCHES_LOCK, async () => {
        const open = await openBatchesOf(input.claimId);
        const batchIds = [...new Set(open.values())];
        if ((await approvedBatchIds(deps.pool, batchIds)).length > 0) {
          throw new DomainError('conflict', 'Il bonifico su queste coordinate è già approvato e sta partendo: se devi cambiarle scrivici subito dall’area riservata.', { title: 'Bonifico in partenza' });
        }
        const changed = await onClaim(actor, input.claimId, { type: 'ProvideBankDetails', iban: input.iban, accountHolder: input.accountHolder, source: input.source });
        if (changed.events.length === 0) return;
        for (const batchId of batchIds) {
          const items = [...open].filter(([, id]) => id === batchId).map(([key]) => ({ claimId: input.claimId, passengerId: Number(key.split('/')[1]) }));
          await deps.executeCommand({ stream: payoutBatchStream(batchId), decider: payoutBatchDecider, command: { type: 'WithdrawPayoutLines', items }, metadata: actor, readModels: ['billing'] });
        }
      });
      return view(input.claimId);
    },

    async recordAirlinePayment(actor: EventMetadata, input: { claimId: number; amountCents: number; receivedOn: string; bankReference: string }): Promise<ClaimBillingView> {
      await onClaim(actor, input.claimId, { type: 'RecordAirlinePayment', amountCents: input.amountCents, receivedOn: input.receivedOn, bankReference: input.bankReference });
      await issueInvoices(actor, input.claimId);
      return view(input.claimId);
    },

    async readyPayouts(): Promise<ReadyPayout[]> {
      const rows = await readyPayoutRows(deps.pool);
      const claims = new Map<number, ClaimBilling>();
      const ready: ReadyPayout[] = [];
      for (const row of rows) {
        const state = claims.get(row.claimId) ?? (await claimBilling(deps, row.claimId));
        claims.set(row.claimId, state);
        if (state.claim.personalDataErasedAt) continue;
        const passenger = state.claim.passengers.find((candidate) => candidate.passengerId === row.passengerId);
        ready.push({
          claimId: row.claimId,
          practiceNumber: state.claim.practiceNumber,
          passengerId: row.passengerId,
          fullName: passenger?.fullName ?? `Passeggero ${row.passengerId}`,
          flightNumber: state.claim.flightNumber,
          amountCents: row.payoutCents,
          paymentReceivedOn: row.paymentReceivedOn,
        });
      }
      return ready;
    },

    createPayoutBatch(actor: EventMetadata, input: { items: { claimId: number; passengerId: number }[] }): Promise<PayoutBatchView> {
      return oneAtATime(deps.pool, BATCHES_LOCK, () => createBatchAlone(actor, input));
    },

    /** A second admin's approval (PAYOUT_APPROVERS=1: the creator's own); only then the SEPA file. Under the lock, as bank-details changes check it. */
    async approvePayoutBatch(actor: EventMetadata, batchId: string): Promise<PayoutBatchView> {
      await oneAtATime(deps.pool, BATCHES_LOCK, () =>
        deps.executeCommand({
          stream: payoutBatchStream(batchId),
          decider: payoutBatchDecider,
          command: { type: 'ApprovePayoutBatch', approver: operatorOf(actor), approvedAt: actor.requestedAt, approvers: deps.payoutApprovers },
          metadata: actor,
          readModels: ['billing'],
        }),
      );
      return batch(batchId);
    },

    batches: () => batches(),

    /**
     * The approved batch's SEPA Credit Transfer file, from its frozen lines: each reads the bank-details
     * event the batch named when it was made (decrypted, never stored elsewhere), not the claim's current ones.
     */
    async pain001(batchId: string, now: Date): Promise<{ xml: string; fileName: string }> {
      const { state: batch } = await foldStream(deps.store, payoutBatchStream(batchId), payoutBatchDecider);
      if (!batch.exists) throw batchNotFound();
      if (!batch.approvedBy) throw notApproved();
      if (!deps.company.iban || !deps.company.bic) {
        throw new DomainError('unavailable', 'Imposta COMPANY_IBAN e COMPANY_BIC per creare il file SEPA.', { title: 'Conto aziendale non configurato' });
      }
      const transfers = [];
      for (const item of batch.items) {
        const state = await claimBilling(deps, item.claimId);
        const account = await frozenBankDetails(deps.store, item);
        if (!account || state.claim.personalDataErasedAt) {
          throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: coordinate bancarie non disponibili.`, { title: 'Coordinate mancanti' });
        }
        transfers.push({
          endToEndId: `${state.claim.practiceNumber}-${item.passengerId}`,
          creditorName: account.accountHolder,
          creditorIban: account.iban,
          amountCents: item.amountCents,
          remittance: `Risarcimento volo ${state.claim.flightNumber} del ${italianDate(state.claim.flightDate)} pratica ${state.claim.practiceNumber} passeggero ${item.passengerId}`,
        });
      }
      const xml = buildPain001({
        messageId: batchId.replaceAll('-', '').slice(0, 35),
        createdAt: new Date(batch.createdAt!),
        executionDate: now,
        debtor: { name: deps.company.name, iban: deps.company.iban, bic: deps.company.bic },
        transfers,
      });
      return { xml, fileName: `distinta-${batchId.slice(0, 8)}-pain001.xml` };
    },

    /** The bank executed the batch: PayoutBatchExecuted, then PayoutSent per passenger (fixed ids: marking it twice adds nothing). */
    async executeBatch(actor: EventMetadata, batchId: string): Promise<PayoutBatchView> {
      const executed = await deps.executeCommand({
        stream: payoutBatchStream(batchId),
        decider: payoutBatchDecider,
        command: { type: 'ExecutePayoutBatch', executedOn: today(actor) },
        metadata: actor,
        readModels: ['billing'],
        eventIds: [deterministicUuid(`payout-batch-executed:${batchId}`)],
      });
      const executedOn = executed.state.executedOn!;
      for (const item of executed.state.items) {
        await onClaim(
          actor,
          item.claimId,
          { type: 'RecordPayoutSent', payout: { batchId, passengerId: item.passengerId, amountCents: item.amountCents, executedOn } },
          [deterministicUuid(`payout-sent:${batchId}:${item.claimId}:${item.passengerId}`)],
        );
      }
      return batch(batchId);
    },

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
