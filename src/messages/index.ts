import type { Module } from '../platform/module.js';
import { adminMessagesRouter } from './admin-api.js';
import type { MessagesDeps } from './deps.js';
import { passengerMessagesRouter } from './passenger-api.js';
import { MESSAGES_OPENAPI } from './openapi.js';
import { claimMessagesProjection } from './read-models/claim-messages.js';
import { messageInboxProjection } from './read-models/message-inbox.js';

export type { MessagesDeps } from './deps.js';
export { listMessages as claimMessagesForExport } from './read-models/claim-messages.js';

/** A thread per claim between its passenger and the operators, and the operators' shared inbox of the passengers waiting for an answer; each message e-mails the other side (communications). */
export function createMessagesModule(deps: MessagesDeps): Module {
  return {
    name: 'messages',
    routers: [passengerMessagesRouter(deps)],
    adminRouters: [adminMessagesRouter(deps)],
    openapi: MESSAGES_OPENAPI,
    handlers: [claimMessagesProjection, messageInboxProjection],
  };
}
