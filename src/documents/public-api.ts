import type { Request, Router } from 'express';
import { z } from 'zod';
import { HttpProblem, parseInput } from '../platform/http/problem.js';
import { clientAddress } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import type { DocumentsDeps } from './deps.js';
import { PASSENGER_FILE_TYPES } from './document-events.js';
import { documentCommands } from './document-commands.js';
import { listDocuments } from './read-models/claim-documents.js';
import { MAX_UPLOAD_REQUEST_BYTES, TOO_LARGE, type ReceivedUpload } from './receive-upload.js';
import { checkGrant } from './upload-grant.js';
import { passengerUploads } from './uploads.js';

export const practiceNumber = z.string().trim().regex(/^\d{6}$/, 'Il numero di pratica è di 6 cifre');
export const accessBody = z.object({
  email: z.string('Inserisci email e numero di pratica').trim().min(1, 'Inserisci email e numero di pratica').max(254),
  practiceNumber: z.string('Inserisci email e numero di pratica').pipe(practiceNumber),
});
export const signatureBody = z.object({ practiceNumber, token: z.string().max(1_000).optional() });
export const recordBody = z.object({
  practiceNumber,
  token: z.string().max(1_000).optional(),
  public_id: z.string('Caricamento non trovato').regex(/^[0-9a-f]{32}$/, 'Caricamento non trovato'),
  fileType: z.enum(PASSENGER_FILE_TYPES, 'Tipo documento mancante'),
  originalName: z.string().max(1_000).optional(),
  description: z.string().trim().max(500).nullish(),
});

const FORBIDDEN = () => new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');
const GRANT_REFUSED = () => new HttpProblem(403, 'Caricamento non autorizzato', 'Autorizzazione al caricamento non valida o scaduta: riprova.');

/** The spec's answer to an upload, shaped like the storage service it was first written for. */
const uploadAnswer = (publicId: string, received: ReceivedUpload) => ({
  public_id: publicId,
  secure_url: `/api/admin/documents/${publicId}/content`,
  bytes: received.size,
  format: received.mimeType.split('/')[1],
  resource_type: received.mimeType === 'application/pdf' ? 'raw' : 'image',
});

export function publicDocumentsRouter(deps: DocumentsDeps): Router {
  const router = createRouter();
  const uploads = passengerUploads(deps);
  const commands = documentCommands(deps);
  const grantsPerIp = deps.limits.limit({ name: 'upload-grants-ip', limit: deps.uploadGrantsPerHourPerIp, windowSeconds: 3_600 });
  const passenger = (request: Request, number: string) => eventMetadata(request, { kind: 'passenger', id: number });
  /** The claim the passenger's upload token opens now, for this practice number; 403 otherwise. */
  const passengerClaim = async (request: Request, number: string, bodyToken?: string): Promise<number> => {
    const token = bodyToken ?? (typeof request.query.t === 'string' ? request.query.t : request.get('x-upload-token'));
    const claimId = await deps.uploadLinkClaim(token, number);
    if (claimId === undefined) throw FORBIDDEN();
    return claimId;
  };

  router.post('/api/documents/access-token', async (request, response) => {
    const found = await deps.lookup.find(clientAddress(request), () => parseInput(accessBody, request.body));
    response.json({ uploadToken: deps.issueUploadToken({ claimId: found.claimId, practiceNumber: found.practiceNumber, version: found.uploadLinkVersion }) });
  });

  router.post('/api/documents/upload-signature', grantsPerIp.perIp(), async (request, response) => {
    const body = parseInput(signatureBody, request.body);
    const claimId = await passengerClaim(request, body.practiceNumber, body.token);
    response.set('Cache-Control', 'no-store').json(await uploads.grant(claimId, new Date()));
  });

  router.post('/api/documents/upload', async (request, response) => {
    const claimId = checkGrant(request.query, deps.uploadGrantKey, new Date());
    if (claimId === undefined) throw GRANT_REFUSED();
    if (Number(request.get('content-length') ?? 0) > MAX_UPLOAD_REQUEST_BYTES) throw TOO_LARGE();
    const publicId = request.query.public_id as string;
    // The rest of a refused body is not worth reading.
    const received = await uploads.receive({ claimId, publicId, body: request, onBodyRefused: () => response.set('Connection', 'close') });
    response.status(201).json(uploadAnswer(publicId, received));
  });

  router.post('/api/documents', async (request, response) => {
    const body = parseInput(recordBody, request.body);
    const claimId = await passengerClaim(request, body.practiceNumber, body.token);
    const input = { claimId, publicId: body.public_id, fileType: body.fileType, originalName: body.originalName, description: body.description };
    response.status(201).json(await uploads.record(passenger(request, body.practiceNumber), input));
  });

  router.get('/api/documents/practice/:practiceNumber', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    response.json(await listDocuments(deps.pool, await passengerClaim(request, number)));
  });

  router.post('/api/documents/practice/:practiceNumber/complete', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    const claimId = await passengerClaim(request, number);
    response.json(await commands.completeDocuments(passenger(request, number), { claimId }));
  });

  return router;
}
