import type { Request, Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { OperatorGuard } from '../platform/http/operator-guard.js';
import { issueUploadToken, uploadLinkClaim, type PublicLookup } from '../claims/index.js';
import { foldStream } from '../event-store/command-handler.js';
import { HttpProblem, parseInput, TooManyRequests } from '../platform/http/problem.js';
import type { RateLimits } from '../platform/http/rate-limit.js';
import { eventMetadata } from '../platform/http/request-context.js';
import { createRouter } from '../platform/http/router.js';
import { deterministicUuid } from '../platform/ids.js';
import { FILE_TYPES, MAX_DOCUMENTS, MAX_FILE_BYTES } from './document-events.js';
import { runDocumentCommand, type DocumentCommandDeps } from './document-commands.js';
import { documentsDecider } from './documents-decider.js';
import { listDocuments } from './documents-query.js';
import { sanitiseFileName } from './file-checks.js';
import { receiveUpload } from './receive-upload.js';
import type { BlobStorage } from './storage/blob-storage.js';
import { checkGrant, grantUpload } from './upload-grant.js';

export interface DocumentsDeps extends DocumentCommandDeps {
  pool: pg.Pool;
  storage: BlobStorage;
  uploadTokenKey: Buffer;
  uploadGrantKey: Buffer;
  lookup: PublicLookup;
  limits: RateLimits;
  uploadGrantsPerHourPerIp: number;
  /** Uploads received but not yet recorded on a claim: each takes disk until it is recorded or swept. */
  pendingUploadsPerClaim: number;
  /** The operators' session guard, for the documents list outside /api/admin. */
  operatorGate: OperatorGuard;
}

const practiceNumber = z.string().trim().regex(/^\d{6}$/, 'Il numero di pratica è di 6 cifre');
const accessBody = z.object({
  email: z.string('Inserisci email e numero di pratica').trim().min(1, 'Inserisci email e numero di pratica').max(254),
  practiceNumber: z.string('Inserisci email e numero di pratica').pipe(practiceNumber),
});
const signatureBody = z.object({ practiceNumber, token: z.string().max(1_000).optional() });
const recordBody = z.object({
  practiceNumber,
  token: z.string().max(1_000).optional(),
  public_id: z.string('Caricamento non trovato').regex(/^[0-9a-f]{32}$/, 'Caricamento non trovato'),
  fileType: z.enum(FILE_TYPES, 'Tipo documento mancante'),
  originalName: z.string().max(1_000).optional(),
  description: z.string().trim().max(500).nullish(),
});

const FORBIDDEN = () => new HttpProblem(403, 'Link non valido o scaduto', 'Il link che hai usato non è valido o è scaduto.');

/** The claim a passenger's upload token opens now, for this practice number; 403 otherwise. */
async function passengerClaim(pool: pg.Pool, request: Request, number: string, uploadTokenKey: Buffer, bodyToken?: string): Promise<number> {
  const token = bodyToken ?? (typeof request.query.t === 'string' ? request.query.t : request.get('x-upload-token'));
  const claimId = await uploadLinkClaim(pool, token, number, uploadTokenKey);
  if (claimId === undefined) throw FORBIDDEN();
  return claimId;
}

// Room comes back as soon as a pending upload is recorded: a minute is a fair wait to suggest.
const TOO_MANY_PENDING = (limit: number) =>
  new TooManyRequests(60, 'Troppi caricamenti in sospeso', `Ci sono già ${limit} file caricati e non ancora registrati per questa pratica: completa quelli prima di aggiungerne altri.`);

async function pendingUploads(pool: pg.Pool, claimId: number): Promise<number> {
  const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM document_uploads WHERE claim_id = $1 AND recorded_at IS NULL', [claimId]);
  return rows[0]!.count;
}

export function publicDocumentsRouter(deps: DocumentsDeps): Router {
  const router = createRouter();
  const grantsPerIp = deps.limits.limit({ name: 'upload-grants-ip', limit: deps.uploadGrantsPerHourPerIp, windowSeconds: 3_600 });
  const passenger = (request: Request, number: string) => eventMetadata(request, { kind: 'passenger', id: number });

  router.post('/api/documents/access-token', deps.lookup.perIp, async (request, response) => {
    const body = parseInput(accessBody, request.body);
    const found = await deps.lookup.find(body.practiceNumber, body.email);
    response.json({ uploadToken: issueUploadToken({ claimId: found.claimId, practiceNumber: found.practiceNumber, version: found.uploadLinkVersion }, deps.uploadTokenKey, new Date()) });
  });

  router.post('/api/documents/upload-signature', grantsPerIp.perIp(), async (request, response) => {
    const body = parseInput(signatureBody, request.body);
    const claimId = await passengerClaim(deps.pool, request, body.practiceNumber, deps.uploadTokenKey, body.token);
    if ((await pendingUploads(deps.pool, claimId)) >= deps.pendingUploadsPerClaim) throw TOO_MANY_PENDING(deps.pendingUploadsPerClaim);
    const { state } = await foldStream(deps.store, `claim-${claimId}`, documentsDecider);
    if (state.rejected) throw new HttpProblem(409, 'Pratica respinta', 'La pratica è stata respinta: non è possibile caricare altri documenti.');
    if (state.documents.size >= MAX_DOCUMENTS) throw new HttpProblem(409, 'Troppi file', `Puoi caricare massimo ${MAX_DOCUMENTS} documenti.`);
    response.set('Cache-Control', 'no-store').json(grantUpload(claimId, deps.uploadGrantKey, new Date()));
  });

  router.post('/api/documents/upload', async (request, response) => {
    const claimId = checkGrant(request.query, deps.uploadGrantKey, new Date());
    if (claimId === undefined) throw new HttpProblem(403, 'Caricamento non autorizzato', 'Autorizzazione al caricamento non valida o scaduta: riprova.');
    const publicId = request.query.public_id as string;
    if (Number(request.get('content-length') ?? 0) > MAX_FILE_BYTES + 64 * 1024) throw new HttpProblem(413, 'File troppo grande', 'Ogni documento può pesare al massimo 10 MB.');
    const storageKey = `claims/${claimId}/${publicId}`;
    // Grants last an hour, so the pending count is checked again where the disk is actually taken.
    if ((await pendingUploads(deps.pool, claimId)) >= deps.pendingUploadsPerClaim) throw TOO_MANY_PENDING(deps.pendingUploadsPerClaim);
    // The row comes first, so whatever happens next (a refusal, a crash) the sweeper finds the blob.
    const { rowCount } = await deps.pool.query(
      `INSERT INTO document_uploads (public_id, claim_id, storage_key, size, mime_type, sha256) VALUES ($1, $2, $3, 0, '', '') ON CONFLICT DO NOTHING`,
      [publicId, claimId, storageKey],
    );
    if (!rowCount) throw new HttpProblem(409, 'Caricamento già eseguito', 'Questo caricamento è già stato completato.');
    const received = await receiveUpload(request, deps.storage, storageKey).catch(async (error: unknown) => {
      await deps.storage.delete(storageKey).catch(() => {});
      await deps.pool.query('DELETE FROM document_uploads WHERE public_id = $1', [publicId]);
      response.set('Connection', 'close'); // the rest of a refused body is not worth reading
      throw error;
    });
    await deps.pool.query('UPDATE document_uploads SET size = $2, mime_type = $3, sha256 = $4, original_name = $5 WHERE public_id = $1', [
      publicId,
      received.size,
      received.mimeType,
      received.sha256,
      received.originalName.slice(0, 1_000),
    ]);
    response.status(201).json({
      public_id: publicId,
      secure_url: `/api/admin/documents/${publicId}/content`,
      bytes: received.size,
      format: received.mimeType.split('/')[1],
      resource_type: received.mimeType === 'application/pdf' ? 'raw' : 'image',
    });
  });

  router.post('/api/documents', async (request, response) => {
    const body = parseInput(recordBody, request.body);
    const claimId = await passengerClaim(deps.pool, request, body.practiceNumber, deps.uploadTokenKey, body.token);
    // Claimed before the append, so the orphan sweeper cannot take the blob from under the record.
    const { rows } = await deps.pool.query(
      `UPDATE document_uploads SET recorded_at = coalesce(recorded_at, now())
        WHERE public_id = $1 AND claim_id = $2 AND size > 0
        RETURNING *, recorded_at = now() AS claimed_now`,
      [body.public_id, claimId],
    );
    const upload = rows[0];
    if (!upload) throw new HttpProblem(400, 'Dati non validi', 'Caricamento non trovato: carica di nuovo il file.', [{ field: 'public_id', message: 'Caricamento non trovato' }]);
    const stored = await deps.storage.head(upload.storage_key);
    if (!stored || stored.size !== Number(upload.size)) throw new HttpProblem(400, 'Dati non validi', 'Il file caricato non è più disponibile: caricalo di nuovo.');
    const record = runDocumentCommand(
      deps,
      claimId,
      {
        type: 'RecordDocument',
        document: {
          documentId: upload.public_id,
          storageKey: upload.storage_key,
          fileType: body.fileType,
          fileName: sanitiseFileName(body.originalName || upload.original_name, upload.mime_type),
          originalName: sanitiseFileName(upload.original_name || body.originalName, upload.mime_type),
          mimeType: upload.mime_type,
          fileSize: Number(upload.size),
          sha256: upload.sha256,
          description: body.description || null,
          uploadedBy: 'user',
        },
      },
      passenger(request, body.practiceNumber),
      { eventIds: [deterministicUuid(`document:${upload.public_id}`)] },
    );
    await record.catch(async (error: unknown) => {
      // Refused (the 11th file, a rejected claim): the upload is an orphan again, for the sweeper.
      if (upload.claimed_now) await deps.pool.query('UPDATE document_uploads SET recorded_at = NULL WHERE public_id = $1', [upload.public_id]);
      throw error;
    });
    const { documents } = await listDocuments(deps.pool, claimId);
    response.status(201).json(documents.find((document) => document.id === upload.public_id));
  });

  router.get('/api/documents/practice/:practiceNumber', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    response.json(await listDocuments(deps.pool, await passengerClaim(deps.pool, request, number, deps.uploadTokenKey)));
  });

  router.post('/api/documents/practice/:practiceNumber/complete', async (request, response) => {
    const number = parseInput(practiceNumber, request.params.practiceNumber);
    const claimId = await passengerClaim(deps.pool, request, number, deps.uploadTokenKey);
    await runDocumentCommand(deps, claimId, { type: 'CompleteDocuments' }, passenger(request, number));
    response.json(await listDocuments(deps.pool, claimId));
  });

  return router;
}
