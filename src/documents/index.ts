import type { Module } from '../platform/module.js';
import { adminDocumentsRouter, claimDocumentsListRouter } from './admin-api.js';
import type { DocumentsDeps } from './deps.js';
import { DOCUMENTS_OPENAPI } from './openapi.js';
import { publicDocumentsRouter } from './public-api.js';
import { claimDocumentsProjection } from './read-models/claim-documents.js';
import { sqlMigrationsIn } from '../platform/db/migrate.js';

/** Its tables: the SQL files in ./migrations, applied by migrate() among every module's in id order. */
export const DOCUMENTS_MIGRATIONS = sqlMigrationsIn(new URL('./migrations/', import.meta.url));

export type { DocumentsDeps, PassengerLookup, UploadLinkPorts } from './deps.js';
export { claimDocumentsForExport, eraseClaimFiles } from './erase-claim-files.js';
export { deleteDocumentFiles } from './retention.js';
export { documentContent } from './document-files.js';
export { generatedDocuments, type GeneratedDocuments } from './generated-documents.js';
export { documentCommands } from './document-commands.js';
export { passengerUploads, type UploadDeps } from './uploads.js';

export function createDocumentsModule(deps: DocumentsDeps): Module {
  return {
    name: 'documents',
    routers: [publicDocumentsRouter(deps), claimDocumentsListRouter(deps)],
    adminRouters: [adminDocumentsRouter(deps)],
    openapi: DOCUMENTS_OPENAPI,
    handlers: [claimDocumentsProjection],
  };
}
export { issuedDocuments, type IssuedDocument, type IssuedDocuments } from './issued-documents.js';
