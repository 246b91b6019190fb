import { combineEvents } from './platform/events/catalog.js';
import { AIRLINE_EVENTS } from './airlines/contract.js';
import { BACK_OFFICE_EVENTS } from './back-office/contract.js';
import { BILLING_EVENTS } from './billing/contract.js';
import { CLAIM_EVENTS } from './claims/contract.js';
import { COMMUNICATION_EVENTS } from './communications/contract.js';
import { DEMAND_EVENTS } from './demands/contract.js';
import { DOCUMENT_EVENTS } from './documents/contract.js';
import { FLIGHT_EVENTS } from './flights/contract.js';
import { INVOICING_EVENTS } from './invoicing/contract.js';
import { MANDATE_EVENTS } from './mandates/contract.js';
import { MESSAGE_EVENTS } from './messages/contract.js';
import { OPERATOR_EVENTS } from './operators/contract.js';
import { PRIVACY_EVENTS } from './privacy/contract.js';
import { TASK_EVENTS } from './tasks/contract.js';

/** Each module's events, by the module's name in src/modules.json. */
export const MODULE_EVENTS = {
  airlines: AIRLINE_EVENTS,
  'back-office': BACK_OFFICE_EVENTS,
  billing: BILLING_EVENTS,
  claims: CLAIM_EVENTS,
  communications: COMMUNICATION_EVENTS,
  demands: DEMAND_EVENTS,
  documents: DOCUMENT_EVENTS,
  flights: FLIGHT_EVENTS,
  invoicing: INVOICING_EVENTS,
  mandates: MANDATE_EVENTS,
  messages: MESSAGE_EVENTS,
  operators: OPERATOR_EVENTS,
  privacy: PRIVACY_EVENTS,
  tasks: TASK_EVENTS,
} as const;

/**
 * Every event of every module, each declared once in its module's catalog: what is personal in it
 * (the event stores encrypt those fields), how operators and passengers read it, what it sends.
 */
export const EVENT_CATALOG = combineEvents(Object.values(MODULE_EVENTS));
