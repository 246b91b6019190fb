import type { Module } from '../platform/module.js';
import { adminBillingRouter } from './admin-api.js';
import type { BillingDeps } from './deps.js';
import { passengerBillingRouter } from './passenger-api.js';
import { BILLING_OPENAPI } from './openapi.js';
import { billingProjection } from './read-models/billing.js';

export type { BillingCompany, BillingDeps, InvoiceDocuments } from './deps.js';
export { billingCommands } from './billing-commands.js';

/** The money path: bank details, the airline's payment, invoices and SEPA payouts. */
export function createBillingModule(deps: BillingDeps): Module {
  return {
    name: 'billing',
    routers: [passengerBillingRouter(deps)],
    openapi: BILLING_OPENAPI,
    adminRouters: [adminBillingRouter(deps)],
    handlers: [billingProjection],
  };
}
