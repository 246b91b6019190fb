import path from 'node:path';
import type { Config } from '../config.js';
import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import { runAlone } from '../platform/db/session-lock.js';
import { runPeriodically } from '../platform/periodic.js';
import { adminInvoicingRouter } from './admin-api.js';
import type { InvoicingDeps } from './deps.js';
import { recordSdiReceipts } from './e-invoices.js';
import { INVOICING_OPENAPI } from './openapi.js';
import { eInvoiceDrawingReactor, eInvoiceTransmissionReactor } from './reactors.js';
import { eInvoicesProjection } from './read-models/e-invoices.js';
import { invoicesDueProjection } from './read-models/invoices-due.js';
import { folderTransmitter } from './sdi/folder-transmitter.js';
import { intermediaryTransmitter } from './sdi/intermediary-transmitter.js';
import type { SdiTransmitter } from './sdi/sdi-transmitter.js';

export type { InvoiceNumbers, InvoicingDeps } from './deps.js';
export type { EInvoiceCompany } from './fatturapa-xml.js';
export { recordSdiReceipts } from './e-invoices.js';
export { invoicePending, lateInvoiceClaims } from './read-models/invoices-due.js';

/** Where the folder transport writes and reads: SDI_OUTBOX_DIR and SDI_INBOX_DIR, by default under DATA_DIR. */
export const sdiFolders = (config: Pick<Config, 'DATA_DIR' | 'SDI_OUTBOX_DIR' | 'SDI_INBOX_DIR'>) => ({
  outboxDir: config.SDI_OUTBOX_DIR ?? path.join(config.DATA_DIR, 'sdi-outbox'),
  inboxDir: config.SDI_INBOX_DIR ?? path.join(config.DATA_DIR, 'sdi-inbox'),
});

/** The SdI transport SDI_TRANSPORT names: the folder by default, or the intermediary's API. */
export function sdiTransmitterFor(config: Config, logger: Logger): SdiTransmitter {
  if (config.SDI_TRANSPORT === 'intermediary') return intermediaryTransmitter({ baseUrl: config.SDI_API_URL!, token: config.SDI_API_TOKEN! });
  return folderTransmitter({ ...sdiFolders(config), logger });
}

/** Electronic invoices: each invoice billing issues drawn as FatturaPA, sent to the SdI, its receipts recorded. */
export function createInvoicingModule(deps: InvoicingDeps): Module {
  return {
    name: 'invoicing',
    adminRouters: [adminInvoicingRouter(deps)],
    openapi: INVOICING_OPENAPI,
    handlers: [eInvoicesProjection, invoicesDueProjection, eInvoiceDrawingReactor(deps), eInvoiceTransmissionReactor(deps)],
    workers: [
      async () =>
        runPeriodically(
          async () => {
            // One process at a time: two would fetch the same receipts (recorded once all the same) and race for the inbox's files.
            await runAlone(deps.pool, 'invoicing:sdi-receipts', async () => {
              const recorded = await recordSdiReceipts(deps);
              if (recorded > 0) deps.logger.info({ recorded }, 'SdI receipts recorded');
            });
          },
          deps.receiptsEveryMs,
          (error) => deps.logger.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'SdI receipts not fetched: will try again'),
        ),
    ],
  };
}
