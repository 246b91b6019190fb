import { claimDocumentsProjection } from '../../projections/claim-documents.js';
import type { Module } from '../platform/module.js';
import { adminDocumentsRouter, claimDocumentsListRouter } from './admin-api.js';
import { publicDocumentsRouter, type DocumentsDeps } from './public-api.js';

export { DOCUMENT_EVENT_TYPES, FILE_TYPE_LABELS, type DocumentEvent } from './document-events.js';

export function createDocumentsModule(deps: DocumentsDeps): Module {
  return {
    name: 'documents',
    routers: [publicDocumentsRouter(deps), claimDocumentsListRouter(deps)],
    adminRouters: [adminDocumentsRouter(deps)],
    handlers: [claimDocumentsProjection],
  };
}
