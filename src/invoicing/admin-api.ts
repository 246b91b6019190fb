import type { Router } from 'express';
import { z } from 'zod';
import { invoiceCorrectionBody, type EInvoiceView } from '../contracts/invoicing.js';
import { isValidCodiceFiscale } from '../billing/contract.js';
import { italianToday } from '../eligibility/index.js';
import { operatorActor } from '../platform/http/operator-guard.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { InvoicingDeps } from './deps.js';
import { correctRejectedInvoice, foldEInvoices } from './e-invoices.js';
import { eInvoiceOfClaim, eInvoicesOfClaim, type EInvoiceRow } from './read-models/e-invoices.js';

export const claimIdParam = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
// «2026/0001» travels as 2026%2F0001; express hands it back decoded.
export const invoiceNumberParam = z.string().trim().min(1, 'Numero di fattura non valido').max(20, 'Numero di fattura non valido').regex(/^[A-Z0-9/-]+$/, 'Numero di fattura non valido');

/** The correction as the server takes it: the shared schema, and the codice fiscale's check character verified. */
const serverInvoiceCorrectionBody = invoiceCorrectionBody.superRefine(({ customer }, context) => {
  if (!isValidCodiceFiscale(customer.codiceFiscale)) context.addIssue({ code: 'custom', path: ['customer', 'codiceFiscale'], message: 'Codice fiscale non valido: controlla le lettere e le cifre' });
});

const documentNotFound = () => new HttpProblem(404, 'Documento non trovato', 'Questa pratica non ha una fattura elettronica con questo numero.');

export const viewOf = (row: EInvoiceRow): EInvoiceView => ({
  passengerId: row.passengerId,
  number: row.number,
  documentType: row.documentType,
  invoiceNumber: row.invoiceNumber,
  issuedOn: row.issuedOn,
  totalCents: row.totalCents,
  fileName: row.fileName,
  sdiState: row.receipt ? (row.accepted ? 'delivered' : 'rejected') : row.transport ? 'transmitted' : 'drawn',
  receipt: row.receipt,
  errorCodes: row.errorCodes,
  correctedBy: row.correctedBy,
  replaces: row.replaces,
  corrects: row.corrects,
});

/** Mounted at /api/admin, behind the operators' session and CSRF guard. */
export function adminInvoicingRouter(deps: InvoicingDeps): Router {
  const router = createRouter();
  const noStore = { 'Cache-Control': 'private, no-store' };

  router.get('/flight-checks/:id/e-invoices', async (request, response) => {
    const claimId = parseInput(claimIdParam, request.params.id);
    response.set(noStore).json({ documents: (await eInvoicesOfClaim(deps.pool, claimId)).map(viewOf) });
  });

  /** The document as it went to the SdI, byte for byte (its SHA-256 is in the event that drew it). */
  router.get('/flight-checks/:id/invoices/:invoiceNumber/fatturapa.xml', async (request, response) => {
    const claimId = parseInput(claimIdParam, request.params.id);
    const number = parseInput(invoiceNumberParam, request.params.invoiceNumber);
    const row = await eInvoiceOfClaim(deps.pool, claimId, number);
    if (!row) throw documentNotFound();
    const document = (await foldEInvoices(deps, claimId, row.passengerId)).documents.get(number);
    // Erased keys (ten years on) leave the XML unreadable: it is then gone for us too.
    if (!document || typeof document.drawn.xml !== 'string') throw documentNotFound();
    response
      .set({ ...noStore, 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${row.fileName}"` })
      .send(document.drawn.xml);
  });

  /** «Emetti nota di credito e nuova fattura», after the operator has checked and corrected the customer's data. */
  router.post('/flight-checks/:id/invoices/:invoiceNumber/correction', async (request, response) => {
    const claimId = parseInput(claimIdParam, request.params.id);
    const number = parseInput(invoiceNumberParam, request.params.invoiceNumber);
    const { customer } = parseInput(serverInvoiceCorrectionBody, request.body);
    const row = await eInvoiceOfClaim(deps.pool, claimId, number);
    if (!row) throw documentNotFound();
    const actor = eventMetadata(request, operatorActor(response));
    const created = await correctRejectedInvoice(deps, actor, { claimId, passengerId: row.passengerId, number, customer, today: italianToday(new Date(actor.requestedAt)) });
    response.status(201).set(noStore).json(created);
  });

  return router;
}
