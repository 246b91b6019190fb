import { randomUUID } from 'node:crypto';
import { PAYOUT_BLOCKERS, type BlockedPayout, type PayoutBatchPage, type PayoutBatchView, type ReadyPayout } from '../contracts/billing.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import { italianToday } from '../eligibility/index.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import { DomainError } from '../platform/domain-error.js';
import { deterministicUuid } from '../platform/ids.js';
import type { BatchOperatorData, PayoutItem } from './billing-events.js';
import { claimBilling, type ClaimBilling } from './claim-billing.js';
import { accountFor, accountHolderIdOf, alreadyPaid, feeOnReceived, payoutBlockers, payoutCents, type ClaimBillingCommand } from './claim-billing-decider.js';
import { payoutBatchStream } from './contract.js';
import type { BillingDeps } from './deps.js';
import { frozenBankDetails, latestBankDetailsEventId } from './frozen-bank-details.js';
import { oneAtATime, PAYOUT_BATCHES_LOCK } from './one-at-a-time.js';
import { buildPain001, readableBySepa } from './pain001.js';
import { batchNotFound, notApproved, payoutBatchDecider } from './payout-batch-decider.js';
import { BATCHES_PAGE_SIZE, batchesPage, claimBillingRows, claimsWithPayoutsOpen, listBatches, openBatchesOf, practiceNumbers, readyPayoutRows, takenPayouts } from './read-models/billing.js';

const italianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');
/** The request's day in Italy: an invoice or a payout made at 00:30 in Rome carries that day, not the UTC one before. */
const today = (actor: EventMetadata) => italianToday(new Date(actor.requestedAt));
/** The operator a batch's event names: the actor of the request, with the name the session gave it. */
const operatorOf = (actor: EventMetadata): BatchOperatorData => ({ id: actor.actor.id, name: (actor.actor as { name?: string }).name ?? actor.actor.id });

type OnClaim = (actor: EventMetadata, claimId: number, command: ClaimBillingCommand, eventIds?: string[]) => Promise<unknown>;

/** Payout batches: made from the passengers ready to pay (accounts frozen), approved by a second admin, exported as pain.001, executed. */
export function payoutBatchCommands(deps: BillingDeps, onClaim: OnClaim) {
  async function withPracticeNumbers(rows: Awaited<ReturnType<typeof listBatches>>): Promise<PayoutBatchView[]> {
    const practices = await practiceNumbers(deps.pool, rows.flatMap((row) => row.items.map((item) => item.claimId)));
    return rows.map((row) => ({ ...row, items: row.items.map((item) => ({ ...item, practiceNumber: practices.get(item.claimId) ?? '' })) }));
  }

  const batch = async (batchId: string): Promise<PayoutBatchView> => (await withPracticeNumbers(await listBatches(deps.pool, batchId)))[0]!;

  /** Creates a batch; runs under the 'payout-batches' lock (createPayoutBatch). */
  async function createBatchAlone(actor: EventMetadata, input: { items: { claimId: number; passengerId: number }[] }): Promise<PayoutBatchView> {
    const unique = [...new Map(input.items.map((item) => [`${item.claimId}/${item.passengerId}`, item])).values()];
    const taken = await takenPayouts(deps.pool, unique);
    if (taken.size > 0) throw alreadyPaid();
    const items: PayoutItem[] = [];
    for (const item of unique) {
      const state = await claimBilling(deps, item.claimId);
      if (state.payouts.has(item.passengerId)) throw alreadyPaid();
      const amountCents = payoutCents(state, item.passengerId);
      // Money is paid out only for a passenger who gave us their mandate (a minor's: signed by the guardian).
      if (payoutBlockers(state, item.passengerId, null)?.includes('no_mandate')) {
        throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: il passeggero ${item.passengerId} non ha firmato il mandato. ${PAYOUT_BLOCKERS.no_mandate.action}.`, { title: 'Mandato mancante' });
      }
      if (amountCents <= 0) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: il passeggero ${item.passengerId} non ha ancora una fattura.`, { title: 'Non pronto per il bonifico' });
      const account = accountFor(state, item.passengerId);
      if (!account) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: mancano le coordinate bancarie del passeggero ${item.passengerId}.`, { title: 'Non pronto per il bonifico' });
      if (state.claim.personalDataErasedAt) throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: i dati personali sono stati cancellati.`, { title: 'Dati personali cancellati' });
      if (!readableBySepa(account.accountHolder)) {
        throw new DomainError('conflict', `Pratica ${state.claim.practiceNumber}: l’intestatario del conto non è scritto in lettere latine; chiedi al passeggero di indicarlo di nuovo.`, { title: 'Intestatario non valido' });
      }
      // Frozen here: the file pays the passenger's own account (a minor's: the guardian's) given before the batch, whatever is given after.
      const bankDetailsEventId = await latestBankDetailsEventId(deps.store, item.claimId, accountHolderIdOf(state, item.passengerId));
      items.push({ claimId: item.claimId, passengerId: item.passengerId, amountCents, bankDetailsEventId });
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
    async readyPayouts(): Promise<ReadyPayout[]> {
      const rows = await readyPayoutRows(deps.pool);
      const claims = new Map<number, ClaimBilling>();
      const ready: ReadyPayout[] = [];
      for (const row of rows) {
        const state = claims.get(row.claimId) ?? (await claimBilling(deps, row.claimId));
        claims.set(row.claimId, state);
        if (state.claim.personalDataErasedAt || !state.signedMandates.has(row.passengerId)) continue;
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

    /** «Da pagare»: each passenger the airline accepted or paid for, not paid yet, who cannot go in a batch, and what blocks them. */
    async blockedPayouts(): Promise<BlockedPayout[]> {
      const claimIds = await claimsWithPayoutsOpen(deps.pool, 500);
      const [states, openBatches] = await Promise.all([claimBillingRows(deps.pool, claimIds), openBatchesOf(deps.pool, claimIds)]);
      const blocked: BlockedPayout[] = [];
      for (const claimId of claimIds) {
        const state = states.get(claimId);
        if (!state?.claim.exists || state.claim.personalDataErasedAt) continue;
        for (const passenger of state.claim.passengers) {
          const blockers = payoutBlockers(state, passenger.passengerId, openBatches.get(`${claimId}/${passenger.passengerId}`) ?? null);
          if (!blockers?.length) continue;
          blocked.push({
            claimId,
            practiceNumber: state.claim.practiceNumber,
            passengerId: passenger.passengerId,
            fullName: passenger.fullName,
            owedCents: feeOnReceived(state, passenger.passengerId).netCents,
            blockers,
          });
        }
      }
      return blocked;
    },

    createPayoutBatch(actor: EventMetadata, input: { items: { claimId: number; passengerId: number }[] }): Promise<PayoutBatchView> {
      return oneAtATime(deps.pool, PAYOUT_BATCHES_LOCK, () => createBatchAlone(actor, input));
    },

    /** A second admin's approval (PAYOUT_APPROVERS=1: the creator's own); only then the SEPA file. Under the lock, as bank-details changes check it. */
    async approvePayoutBatch(actor: EventMetadata, batchId: string): Promise<PayoutBatchView> {
      await oneAtATime(deps.pool, PAYOUT_BATCHES_LOCK, () =>
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

    /** A page of the batches, the newest first. */
    async batches(page: number): Promise<PayoutBatchPage> {
      const { rows, total } = await batchesPage(deps.pool, page);
      return { batches: await withPracticeNumbers(rows), total, page, pageSize: BATCHES_PAGE_SIZE };
    },

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

  };
}
