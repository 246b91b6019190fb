import type { Router } from 'express';
import { z } from 'zod';
import { airlinePaymentBody, BANK_DETAILS_LINK_DAYS, payoutBatchBody } from '../contracts/billing.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { issueBankDetailsToken } from './bank-details-link.js';
import { billingCommands, claimBilling } from './billing-commands.js';
import type { BillingDeps } from './deps.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const batchId = z.uuid('ID distinta non valido');

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

  /** Issues the invoices still missing after a payment (a failure half-way): each passenger keeps the number already allocated. */
  router.post('/flight-checks/:id/invoices', async (request, response) => {
    const id = parseInput(claimId, request.params.id);
    await commands.issueInvoices(eventMetadata(request, operatorActor(response)), id);
    response.set(noStore).json(await commands.view(id));
  });

  /** E-mails the passenger a link to give their bank details without signing in (valid 14 days); the answer has the link too. */
  router.post('/flight-checks/:id/bank-details-link', async (request, response) => {
    const { claim } = await claimBilling(deps, parseInput(claimId, request.params.id));
    const token = issueBankDetailsToken({ claimId: claim.id, practiceNumber: claim.practiceNumber }, deps.bankDetailsKey, new Date());
    const url = `${deps.publicUrl}/coordinate-bancarie/${claim.practiceNumber}?t=${encodeURIComponent(token)}`;
    const emailed = Boolean(deps.requestEmail);
    await deps.requestEmail?.(eventMetadata(request, operatorActor(response)), {
      claimId: claim.id,
      subject: `Coordinate bancarie per il risarcimento — pratica ${claim.practiceNumber}`,
      message: [
        `Gentile ${claim.passengerName},`,
        `per bonificarti il risarcimento del volo ${claim.flightNumber} ci servono l’IBAN e l’intestatario del conto. Puoi indicarli da questo link, valido ${BANK_DETAILS_LINK_DAYS} giorni:`,
        url,
        'In alternativa puoi inserirli dall’area riservata. Non ti chiederemo mai le coordinate per telefono.',
      ].join('\n\n'),
    });
    response.status(201).set(noStore).json({ url, emailed });
  });

  router.get('/payouts/ready', async (_request, response) => {
    response.set(noStore).json({ payouts: await commands.readyPayouts() });
  });

  router.get('/payout-batches', async (_request, response) => {
    response.set(noStore).json({ batches: await commands.batches() });
  });

  router.post('/payout-batches', async (request, response) => {
    const body = parseInput(payoutBatchBody, request.body);
    response.status(201).set(noStore).json(await commands.createPayoutBatch(eventMetadata(request, operatorActor(response)), body));
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
