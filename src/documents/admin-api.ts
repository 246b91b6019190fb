import type { Router } from 'express';
import { z } from 'zod';
import { operatorActor } from '../platform/http/operator-guard.js';
import { parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { DocumentsDeps } from './deps.js';
import { documentCommands } from './document-commands.js';
import { openDocument } from './document-files.js';
import { recordDocumentView } from './document-views.js';
import { listDocuments } from './read-models/claim-documents.js';

export const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
export const documentId = z.string().regex(/^[0-9a-f]{32}$/, 'Documento non trovato');
export const rejectBody = z.object({ reason: z.string('Indica il motivo del rifiuto').max(1_000) });
export const contentQuery = z.object({ download: z.enum(['0', '1']).optional() });

/** The spec's documents list of a claim, outside /api/admin: closed to all but operators by its own guard. */
export function claimDocumentsListRouter(deps: DocumentsDeps): Router {
  const router = createRouter();
  router.get('/api/flight-checks/:id/documents', deps.operatorGate.requireOperator, async (request, response) => {
    response.json(await listDocuments(deps.pool, parseInput(claimId, request.params.id)));
  });
  return router;
}

/** Mounted at /api/admin, behind the operators' session guard. */
export function adminDocumentsRouter(deps: DocumentsDeps): Router {
  const router = createRouter();
  const commands = documentCommands(deps);

  router.get('/documents/:documentId/content', async (request, response) => {
    const id = parseInput(documentId, request.params.documentId);
    const { download } = parseInput(contentQuery, request.query);
    const { document, body } = await openDocument(deps, id);
    const action = download === '1' ? 'downloaded' : 'opened';
    await recordDocumentView(deps.store, eventMetadata(request, operatorActor(response)), { claimId: document.claimId, documentId: document.id, fileType: document.fileType, action }).catch(
      (error: unknown) => {
        body.destroy();
        throw error;
      },
    );
    response.set({
      'Content-Type': document.mimeType,
      'Content-Length': String(document.fileSize),
      'Content-Disposition': `${download === '1' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      'Cache-Control': 'private, no-store',
    });
    body.on('error', () => response.destroy());
    body.pipe(response);
  });

  router.put('/documents/:documentId/verify', async (request, response) => {
    const input = { documentId: parseInput(documentId, request.params.documentId) };
    response.json(await commands.verifyDocument(eventMetadata(request, operatorActor(response)), input));
  });

  router.put('/documents/:documentId/reject', async (request, response) => {
    const input = { documentId: parseInput(documentId, request.params.documentId), reason: parseInput(rejectBody, request.body).reason };
    response.json(await commands.rejectDocument(eventMetadata(request, operatorActor(response)), input));
  });

  return router;
}
