import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { bankDetailsBody, type ClaimBillingView } from '../contracts/billing.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { verifyBankDetailsToken } from './bank-details-link.js';
import { billingCommands } from './billing-commands.js';
import type { BillingDeps } from './deps.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const documentId = z.string().regex(/^[0-9a-f]{32}$/, 'Fattura non trovata');
export const linkQuery = z.object({ t: z.string('Link non valido').min(10, 'Link non valido').max(2_000, 'Link non valido') });

/** The same answer for a claim that does not exist and for another address's claim. */
const NOT_YOURS = () => new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
const LINK_EXPIRED = () => new HttpProblem(403, 'Link non valido', 'Il link per le coordinate bancarie non è valido o è scaduto: chiedine uno nuovo rispondendo alla nostra e-mail o accedi all’area riservata.');

/** What the passenger reads: their money, no operator's bank reference. */
const forPassenger = (view: ClaimBillingView): ClaimBillingView => ({ ...view, airlinePayment: view.airlinePayment && { ...view.airlinePayment, bankReference: '' } });

/** /api/passenger/claims/{id}/billing|bank-details|invoices (signed in) and /api/bank-details?t=… (the e-mailed link). */
export function passengerBillingRouter(deps: BillingDeps): Router {
  const router = createRouter();
  const commands = billingCommands(deps);
  const noStore = { 'Cache-Control': 'private, no-store' };
  const ownClaim = async (request: Request, response: Response): Promise<number> => {
    const id = parseInput(claimId, request.params.id);
    if (!(await deps.passengerGuard.ownsClaim(currentPassenger(response), id))) throw NOT_YOURS();
    return id;
  };
  const linkClaim = (request: Request): number => {
    const { t } = parseInput(linkQuery, request.query);
    const link = verifyBankDetailsToken(t, deps.bankDetailsKey, new Date());
    if (!link) throw LINK_EXPIRED();
    return link.claimId;
  };
  const passengerActor = async (request: Request, id: number) => eventMetadata(request, { kind: 'passenger', id: (await commands.view(id)).practiceNumber });

  router.get('/api/passenger/claims/:id/billing', deps.passengerGuard.requirePassenger, async (request, response) => {
    response.set(noStore).json(forPassenger(await commands.view(await ownClaim(request, response))));
  });

  router.put('/api/passenger/claims/:id/bank-details', deps.passengerGuard.requirePassenger, async (request, response) => {
    const id = await ownClaim(request, response);
    const body = parseInput(bankDetailsBody, request.body);
    response.set(noStore).json(forPassenger(await commands.provideBankDetails(await passengerActor(request, id), { claimId: id, ...body })));
  });

  router.get('/api/passenger/claims/:id/invoices/:documentId', deps.passengerGuard.requirePassenger, async (request, response) => {
    const id = await ownClaim(request, response);
    const document = parseInput(documentId, request.params.documentId);
    const invoice = (await commands.view(id)).invoices.find((candidate) => candidate.documentId === document);
    const bytes = invoice && (await deps.documents.read(id, document));
    if (!invoice || !bytes) throw new HttpProblem(404, 'Fattura non trovata', 'La fattura richiesta non esiste o non è più disponibile.');
    response.set({ ...noStore, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="fattura-${invoice.invoiceNumber.replaceAll('/', '-')}.pdf"` });
    bytes.pipe(response);
  });

  router.get('/api/bank-details', async (request, response) => {
    const view = await commands.view(linkClaim(request));
    response.set(noStore).json({ practiceNumber: view.practiceNumber, ibanMasked: view.passengers[0]?.ibanMasked ?? null, passengers: view.passengers.map(({ passengerId, state, paidOn }) => ({ passengerId, state, paidOn })) });
  });

  router.put('/api/bank-details', async (request, response) => {
    const id = linkClaim(request);
    const body = parseInput(bankDetailsBody, request.body);
    const view = await commands.provideBankDetails(await passengerActor(request, id), { claimId: id, ...body });
    response.set(noStore).json({ practiceNumber: view.practiceNumber, ibanMasked: view.passengers[0]?.ibanMasked ?? null, passengers: view.passengers.map(({ passengerId, state, paidOn }) => ({ passengerId, state, paidOn })) });
  });

  return router;
}
