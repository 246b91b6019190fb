import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { currentOperator } from '../admin/index.js';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { runDocumentCommand } from './document-commands.js';
import { findDocument, listDocuments } from './documents-query.js';
import type { DocumentsDeps } from './public-api.js';
import { BlobNotFoundError } from './storage/blob-storage.js';

const claimId = z.coerce.number('ID pratica non valido').int('ID pratica non valido').positive('ID pratica non valido');
const documentId = z.string().regex(/^[0-9a-f]{32}$/, 'Documento non trovato');
const rejectBody = z.object({ reason: z.string('Indica il motivo del rifiuto').max(1_000) });
const contentQuery = z.object({ download: z.enum(['0', '1']).optional() });

const NOT_FOUND = () => new HttpProblem(404, 'Documento non trovato', 'Il documento richiesto non esiste.');

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

  router.get('/documents/:documentId/content', async (request, response) => {
    const document = await findDocument(deps.pool, parseInput(documentId, request.params.documentId));
    if (!document) throw NOT_FOUND();
    const { download } = parseInput(contentQuery, request.query);
    const body = await deps.storage.get(document.storageKey).catch((error: unknown) => {
      throw error instanceof BlobNotFoundError ? NOT_FOUND() : error;
    });
    response.set({
      'Content-Type': document.mimeType,
      'Content-Length': String(document.fileSize),
      'Content-Disposition': `${download === '1' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      'Cache-Control': 'private, no-store',
    });
    body.on('error', () => response.destroy());
    body.pipe(response);
  });

  const review = async (request: Request, response: Response, decision: 'verify' | 'reject') => {
    const document = await findDocument(deps.pool, parseInput(documentId, request.params.documentId));
    if (!document) throw NOT_FOUND();
    const operator = currentOperator(response);
    const command =
      decision === 'verify'
        ? ({ type: 'VerifyDocument', documentId: document.id } as const)
        : ({ type: 'RejectDocument', documentId: document.id, reason: parseInput(rejectBody, request.body).reason } as const);
    await runDocumentCommand(deps, document.claimId, command, eventMetadata(request, { kind: 'operator', id: operator.id, name: operator.name }));
    response.json(await findDocument(deps.pool, document.id).then((updated) => updated && { ...updated, storageKey: undefined }));
  };
  router.put('/documents/:documentId/verify', (request, response) => review(request, response, 'verify'));
  router.put('/documents/:documentId/reject', (request, response) => review(request, response, 'reject'));

  return router;
}
