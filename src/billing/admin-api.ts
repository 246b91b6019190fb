import type { Router } from 'express';
import { z } from 'zod';
import { airlinePaymentBody, payoutBatchBody, voucherBody } from '../contracts/billing.js';
import { operatorActor, requireRole } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { billingCommands } from './billing-commands.js';
import type { BillingDeps } from './deps.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const batchId = z.uuid('ID distinta non valido');
const PAGE_MESSAGE = 'Il numero di pagina deve essere un intero da 1 in su';
export const batchesQuery = z.object({ page: z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1) });
export const bankDetailsLinkBody = z.object({
  passengerId: z.number('Passeggero non valido').int('Passeggero non valido').min(1, 'Passeggero non valido').max(9, 'Passeggero non valido').default(1),
});

/** Mounted at /api/admin, behind the operators' session and CSRF guard. */
export function adminBillingRouter(deps: BillingDeps): Router {
  const router = createRouter();
  const commands = billingCommands(deps);
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/flight-checks/:id/billing', async (request, response) => {
    response.set(noStore).json(await commands.view(parseInput(claimId, request.params.id)));
  });

  router.post('/flight-checks/:id/airline-payment', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const body = parseInput(airlinePaymentBody, request.body);
    response.status(201).set(noStore).json(await commands.recordAirlinePayment(eventMetadata(request, operatorActor(response)), { claimId: id, ...body }));
  });

  /** A passenger accepted the airline's voucher instead of money: recorded, no share, no fee, no payout. */
  router.post('/flight-checks/:id/vouchers', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const body = parseInput(voucherBody, request.body);
    response.status(201).set(noStore).json(await commands.recordVoucher(eventMetadata(request, operatorActor(response)), { claimId: id, ...body }));
  });

  /** Issues the invoices still missing after a payment (a failure half-way): each passenger keeps the number already allocated. */
  router.post('/flight-checks/:id/invoices', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    await commands.issueInvoices(eventMetadata(request, operatorActor(response)), id);
    response.set(noStore).json(await commands.view(id));
  });

  /**
   * Has the system e-mail a passenger (by default the contact, at the claim's address; an adult
   * co-passenger at their own) a single-use link to give bank details (72 hours). Any
   * operator may ask; none sees it: the token is made when the e-mail is sent.
   */
  router.post('/flight-checks/:id/bank-details-link', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    const { passengerId } = parseInput(bankDetailsLinkBody, request.body ?? {});
    const { expiresAt } = await commands.sendBankDetailsLink(eventMetadata(request, operatorActor(response)), id, passengerId);
    response.status(202).set(noStore).json({ sent: true, expiresAt });
  });

  router.get('/payouts/ready', async (_request, response) => {
    response.set(noStore).json({ payouts: await commands.readyPayouts() });
  });

  router.get('/payouts/blocked', async (_request, response) => {
    response.set(noStore).json({ payouts: await commands.blockedPayouts() });
  });

  router.get('/payout-batches', async (request, response) => {
    const { page } = parseInput(batchesQuery, request.query);
    response.set(noStore).json(await commands.batches(page));
  });

  router.post('/payout-batches', async (request, response) => {
    const body = parseInput(payoutBatchBody, request.body);
    response.status(201).set(noStore).json(await commands.createPayoutBatch(eventMetadata(request, operatorActor(response)), body));
  });

  /** Four eyes: an admin other than the batch's creator (PAYOUT_APPROVERS=1: the creator too). */
  router.post('/payout-batches/:id/approval', async (request, response) => {
    const id = parseInput(batchId, request.params.id);
    const admin = requireRole(response, 'admin');
    response.set(noStore).json(await commands.approvePayoutBatch(eventMetadata(request, { kind: 'operator', id: admin.id, name: admin.name }), id));
  });

  router.get('/payout-batches/:id/pain.001', async (request, response) => {
    const { xml, fileName } = await commands.pain001(parseInput(batchId, request.params.id), new Date());
    response
      .set({ ...noStore, 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` })
      .send(xml);
  });

  router.post('/payout-batches/:id/executed', async (request, response) => {
    response.set(noStore).json(await commands.executeBatch(eventMetadata(request, operatorActor(response)), parseInput(batchId, request.params.id)));
  });

  router.get('/billing/stats', async (_request, response) => {
    response.set(noStore).json(await commands.stats());
  });

  return router;
}
