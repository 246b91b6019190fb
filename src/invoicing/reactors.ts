import type { Reactor } from '../../projections/projection.js';
import { BILLING_EVENT } from '../billing/contract.js';
import type { InvoicingDeps } from './deps.js';
import { drawDocument } from './draw-document.js';
import { drawIssuedInvoice, transmitDrawnDocument } from './e-invoices.js';
import { InvalidFatturaPaError } from './fatturapa-schema.js';
import type { EInvoiceCompany } from './fatturapa-xml.js';

/** Whether the company's own details pass the schema: an invoice to a plain, valid customer is drawn as a probe. */
const companyAccepted = (company: EInvoiceCompany) =>
  drawDocument(company, {
    documentType: 'TD01',
    number: '1',
    year: 2026,
    sequence: 1,
    claimId: 0,
    passengerId: 0,
    invoiceNumber: '1',
    issuedOn: '2026-01-01',
    imponibileCents: 100,
    ivaCents: 22,
    totalCents: 122,
    compensationCents: 400,
    customer: { fullName: 'Prova', codiceFiscale: 'RSSMRA80A01H501U', address: { street: 'Via Roma 1', postalCode: '00100', city: 'Roma', province: 'RM', country: 'IT' } },
  }).then(
    () => true,
    (error: unknown) => (error instanceof InvalidFatturaPaError ? false : Promise.reject(error)),
  );

/**
 * Billing issued an invoice: draw its FatturaPA document. When the schema refuses the company's own
 * details (still placeholders, say), every invoice waits: the error is thrown, the runner keeps its
 * place and tries again until the configuration is set. When it refuses only this customer's data,
 * trying again would refuse it again: the error names the claim, the invoice and the elements (never
 * their values), and the reactor goes on with the next invoice instead of holding them all.
 */
export function eInvoiceDrawingReactor(deps: InvoicingDeps): Reactor {
  return {
    kind: 'reactor',
    name: 'e_invoice_drawing',
    handles: (event) => event.type === BILLING_EVENT.InvoiceIssued,
    async react(event) {
      try {
        await drawIssuedInvoice(deps, event);
      } catch (error) {
        if (!(error instanceof InvalidFatturaPaError)) throw error;
        if (!(await companyAccepted(deps.company))) throw new Error('the company details (COMPANY_*) do not pass the FatturaPA schema: electronic invoices wait until they are set');
        const { invoiceNumber, passengerId } = event.data as { invoiceNumber: string; passengerId: number };
        deps.logger.error({ stream: event.stream, passengerId, invoiceNumber, reason: error.message }, 'electronic invoice not drawn: the FatturaPA schema refuses it');
      }
    },
  };
}

/**
 * A document drawn goes to the SdI through the configured transport. When the transport is away the
 * error is thrown and the runner tries the same event again with back-off: retried, never lost; a
 * document already transmitted is not sent again.
 */
export function eInvoiceTransmissionReactor(deps: InvoicingDeps): Reactor {
  return {
    kind: 'reactor',
    name: 'e_invoice_transmission',
    handles: (event) => event.type === 'ElectronicInvoiceDrawn',
    async react(event) {
      try {
        await transmitDrawnDocument(deps, event);
      } catch (error) {
        deps.logger.warn({ eventId: event.id, err: error instanceof Error ? error.message : 'unknown' }, 'electronic invoice not transmitted yet: will retry');
        throw error;
      }
    },
  };
}
