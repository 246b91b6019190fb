import type { Logger } from '../platform/logger.js';
import type { Module } from '../platform/module.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import { adminBillingRouter } from './admin-api.js';
import type { BillingDeps } from './deps.js';
import { passengerBillingRouter } from './passenger-api.js';
import { payoutTimesRouter } from './payout-times-api.js';
import { BILLING_OPENAPI } from './openapi.js';
import { billingProjection } from './read-models/billing.js';

export type { BillingCompany, BillingDeps, InvoiceDocuments } from './deps.js';
export { billingCommands } from './billing-commands.js';

/** The money path: bank details, the airline's payment, invoices and SEPA payouts. */
export function createBillingModule(deps: BillingDeps, logger: Logger, limits: RateLimits): Module {
  return {
    name: 'billing',
    routers: [passengerBillingRouter(deps, limits), payoutTimesRouter(deps.pool)],
    openapi: BILLING_OPENAPI,
    adminRouters: [adminBillingRouter(deps)],
    handlers: [billingProjection],
    async start() {
      if (deps.payoutApprovers === 1) logger.warn('PAYOUT_APPROVERS=1: payout batches are approved by one person, who may be the one who created them (no four eyes)');
    },
  };
}
export { bankDetailsUrl } from './bank-details-link.js';
export { allocateInvoiceNumber, formatInvoiceNumber } from './invoice-numbers.js';
export { obtainedCents, paidOut, passengerMoney } from './read-models/billing.js';
export { moneyWeeks } from './money-trends.js';
