import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { ClaimBillingView } from '../contracts/billing.js';
import { DomainError } from '../platform/domain-error.js';
import { currentPassenger } from '../platform/http/passenger-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { hashedKey, type RateLimits } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { verifyBankDetailsToken, type BankDetailsLink } from './bank-details-link.js';
import { billingCommands } from './billing-commands.js';
import { claimBilling } from './claim-billing.js';
import { openLink, THE_CONTACT } from './claim-billing-decider.js';
import { serverBankDetailsBody } from './codice-fiscale.js';
import type { BillingDeps } from './deps.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const documentId = z.string().regex(/^[0-9a-f]{32}$/, 'Fattura non trovata');
export const linkQuery = z.object({ t: z.string('Link non valido').min(10, 'Link non valido').max(2_000, 'Link non valido') });

/** Each change e-mails the passenger: a signed-in session may not turn that into a flood. */
export const BANK_DETAILS_CHANGES_PER_HOUR = 10;

/** The same answer for a claim that does not exist and for another address's claim. */
const NOT_YOURS = () => new HttpProblem(404, 'Pratica non trovata', 'La pratica richiesta non esiste o non è accessibile');
const LINK_EXPIRED = () =>
  new HttpProblem(403, 'Link non valido', 'Il link per le coordinate bancarie non è valido, è scaduto o è già stato usato: accedi all’area riservata o chiedici un nuovo link.');

/** What the passenger reads: their money, no operator's bank reference. */
const forPassenger = (view: ClaimBillingView): ClaimBillingView => ({ ...view, airlinePayments: view.airlinePayments.map((payment) => ({ ...payment, bankReference: '' })) });

/** /api/passenger/claims/{id}/billing|bank-details|invoices (signed in) and /api/bank-details?t=… (the e-mailed link). */
export function passengerBillingRouter(deps: BillingDeps, limits: RateLimits): Router {
  const router = createRouter();
  const changesPerPassenger = limits.limit({
    name: 'passenger-bank-details-changes',
    limit: BANK_DETAILS_CHANGES_PER_HOUR,
    windowSeconds: 3_600,
    refusal: { title: 'Troppe modifiche', detail: 'Hai cambiato le coordinate bancarie molte volte in poco tempo.' },
  });
  const commands = billingCommands(deps);
  const noStore = { 'Cache-Control': 'private, no-store' };
  const ownClaim = async (request: Request, response: Response): Promise<number> => {
    const id = parseInput(claimId, request.params.id);
    if (!(await deps.passengerGuard.ownsClaim(currentPassenger(response), id))) throw NOT_YOURS();
    return id;
  };
  /** The link of the request's token, while the claim's stream says it still works: not used, replaced, revoked or past its time. */
  const openLinkOf = async (request: Request, now: Date): Promise<BankDetailsLink & { passengerId: number }> => {
    // No token or a malformed one is the same refusal as a wrong one: a 403, not a hint about the shape.
    const link = verifyBankDetailsToken(linkQuery.safeParse(request.query).data?.t, deps.bankDetailsKey, now);
    if (!link) throw LINK_EXPIRED();
    const state = await claimBilling(deps, link.claimId).catch((error: unknown) => {
      if (error instanceof DomainError) return undefined;
      throw error;
    });
    const open = state && state.claim.practiceNumber === link.practiceNumber ? openLink(state, link.linkId, now.toISOString()) : undefined;
    if (!open) throw LINK_EXPIRED();
    return { ...link, passengerId: open.passengerId };
  };
  const passengerActor = async (request: Request, id: number) => eventMetadata(request, { kind: 'passenger', id: (await commands.view(id)).practiceNumber });

  router.get('/api/passenger/claims/:id/billing', deps.passengerGuard.requirePassenger, async (request, response) => {
    response.set(noStore).json(forPassenger(await commands.view(await ownClaim(request, response))));
  });

  router.put('/api/passenger/claims/:id/bank-details', deps.passengerGuard.requirePassenger, async (request, response) => {
    const id = await ownClaim(request, response);
    const body = parseInput(serverBankDetailsBody, request.body);
    await changesPerPassenger.consume(hashedKey(currentPassenger(response).email));
    // Signed in with the claim's address: the contact's own account (the minors' money goes there too); each adult co-passenger gives theirs through their own link.
    response.set(noStore).json(forPassenger(await commands.provideBankDetails(await passengerActor(request, id), { claimId: id, passengerId: THE_CONTACT, ...body, source: { via: 'area' } })));
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

  /** What the link's page shows: that passenger's own account and payout, nobody else's. */
  const linkAnswer = (view: ClaimBillingView, passengerId: number) => ({
    practiceNumber: view.practiceNumber,
    ibanMasked: view.passengers.find((passenger) => passenger.passengerId === passengerId)?.ibanMasked ?? null,
    passengers: view.passengers.filter((passenger) => passenger.passengerId === passengerId).map(({ passengerId: id, state, paidOn }) => ({ passengerId: id, state, paidOn })),
  });

  router.get('/api/bank-details', async (request, response) => {
    const link = await openLinkOf(request, new Date());
    response.set(noStore).json(linkAnswer(await commands.view(link.claimId), link.passengerId));
  });

  /** Uses the link up: the decider checks it is still open on the stream it appends to, so two uses at once make one change. */
  router.put('/api/bank-details', async (request, response) => {
    const link = await openLinkOf(request, new Date());
    const body = parseInput(serverBankDetailsBody, request.body);
    const actor = await passengerActor(request, link.claimId);
    const view = await commands.provideBankDetails(actor, { claimId: link.claimId, passengerId: link.passengerId, ...body, source: { via: 'link', linkId: link.linkId, at: actor.requestedAt } });
    response.set(noStore).json(linkAnswer(view, link.passengerId));
  });

  return router;
}
