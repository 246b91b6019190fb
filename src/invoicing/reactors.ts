import type { Reactor } from '../../projections/projection.js';
import { BILLING_EVENT } from '../billing/contract.js';
import type { InvoicingDeps } from './deps.js';
import { drawIssuedInvoice, transmitDrawnDocument } from './e-invoices.js';

/**
 * Billing issued an invoice: draw its FatturaPA document. A failure (the schema refusing the company's
 * details while they are still placeholders, say) is thrown: the runner keeps its place and tries again,
 * so no invoice is passed over.
 */
export function eInvoiceDrawingReactor(deps: InvoicingDeps): Reactor {
  return {
    kind: 'reactor',
    name: 'e_invoice_drawing',
    handles: (event) => event.type === BILLING_EVENT.InvoiceIssued,
    react: (event) => drawIssuedInvoice(deps, event),
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
