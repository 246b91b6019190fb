import { z } from 'zod';
import { FILE_TYPES, MAX_FILE_BYTES, type DocumentList, type UploadGrant } from '../contracts/documents.js';
import { anyObject, jsonAnswer, jsonBody, operation, type ApiPaths } from '../platform/http/openapi/operations.js';
import { claimId, contentQuery, documentId, rejectBody } from './admin-api.js';
import { accessBody, practiceNumber, recordBody, signatureBody } from './public-api.js';

const PUBLIC = 'Documenti dei passeggeri';
const ADMIN = 'Operatori: documenti';

const documentView = z.object({
  id: z.string(),
  practiceNumber: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  fileType: z.enum(FILE_TYPES),
  fileTypeLabel: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  description: z.string().nullable(),
  uploadedBy: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  isVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  fileDeletedAt: z.string().nullable(),
  objectPath: z.string(),
});
const documentList = z
  .object({
    documents: z.array(documentView),
    sufficiency: z.object({ sufficient: z.boolean(), hasBoardingPass: z.boolean(), hasIdentityDocument: z.boolean(), count: z.number().int(), minimum: z.number().int() }),
  })
  .meta({ id: 'DocumentList' }) satisfies z.ZodType<DocumentList>;
const uploadGrant = z.object({
  public_id: z.string(),
  folder: z.string(),
  timestamp: z.number(),
  signature: z.string(),
  api_key: z.string(),
  cloud_name: z.string(),
  upload_url: z.string(),
}) satisfies z.ZodType<UploadGrant>;
const uploadToken = z.object({ t: z.string().optional().meta({ description: "Il token del link di caricamento (in alternativa l'intestazione X-Upload-Token)" }) });
const practicePath = z.object({ practiceNumber: practiceNumber.meta({ example: '482915' }) });
const documentPath = z.object({ documentId: documentId.meta({ example: '9f2c4e1a7b3d4c5e8f90a1b2c3d4e5f6' }) });

export const DOCUMENTS_OPENAPI: ApiPaths = {
  '/api/documents/access-token': {
    post: operation(PUBLIC, 'public', {
      summary: 'Un link di caricamento da email e numero di pratica',
      requestBody: jsonBody(accessBody),
      responses: { '200': jsonAnswer('Il token del link', z.object({ uploadToken: z.string() })) },
      problems: [404, 429],
    }),
  },
  '/api/documents/upload-signature': {
    post: operation(PUBLIC, 'public', {
      summary: "L'autorizzazione a caricare un file",
      requestBody: jsonBody(signatureBody),
      responses: { '200': jsonAnswer("Dove e con quale firma inviare il file", uploadGrant) },
      problems: [403, 409, 429],
    }),
  },
  '/api/documents/upload': {
    post: operation(PUBLIC, 'public', {
      summary: `Carica un file (PDF, JPEG o PNG, al massimo ${MAX_FILE_BYTES / 1024 / 1024} MB) con l'autorizzazione ricevuta`,
      description: 'I parametri sono quelli restituiti da upload-signature; il tipo è letto dal contenuto del file, non dal nome.',
      requestParams: { query: z.object({ public_id: z.string(), folder: z.string(), timestamp: z.string(), signature: z.string() }) },
      requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } } },
      responses: { '201': jsonAnswer('Il file ricevuto', z.object({ public_id: z.string(), secure_url: z.string(), bytes: z.number().int(), format: z.string(), resource_type: z.enum(['raw', 'image']) })) },
      problems: [403, 409, 413, 415],
    }),
  },
  '/api/documents': {
    post: operation(PUBLIC, 'public', {
      summary: 'Registra un file caricato tra i documenti della pratica',
      requestBody: jsonBody(recordBody),
      responses: { '201': jsonAnswer('Il documento registrato', anyObject) },
      problems: [403, 409],
    }),
  },
  '/api/documents/practice/{practiceNumber}': {
    get: operation(PUBLIC, 'public', {
      summary: 'I documenti della pratica, per la pagina di caricamento',
      requestParams: { path: practicePath, query: uploadToken },
      responses: { '200': jsonAnswer('I documenti, dal più vecchio', documentList) },
      problems: [403],
    }),
  },
  '/api/documents/practice/{practiceNumber}/complete': {
    post: operation(PUBLIC, 'public', {
      summary: 'Il passeggero ha finito di caricare i documenti',
      requestParams: { path: practicePath, query: uploadToken },
      responses: { '200': jsonAnswer('La sufficienza dei documenti', anyObject) },
      problems: [403, 409],
    }),
  },
  '/api/flight-checks/{id}/documents': {
    get: operation(ADMIN, 'operator', {
      summary: 'I documenti di una pratica',
      requestParams: { path: z.object({ id: claimId.meta({ description: 'ID della pratica', example: 1042 }) }) },
      responses: { '200': jsonAnswer('I documenti, dal più vecchio', documentList) },
    }),
  },
  '/api/admin/documents/{documentId}/content': {
    get: operation(ADMIN, 'operator', {
      summary: 'Apre o scarica un documento (la visione è registrata)',
      requestParams: { path: documentPath, query: contentQuery },
      responses: { '200': { description: 'Il file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'image/jpeg': { schema: { type: 'string', format: 'binary' } }, 'image/png': { schema: { type: 'string', format: 'binary' } } } } },
      problems: [404],
    }),
  },
  '/api/admin/documents/{documentId}/verify': {
    put: operation(ADMIN, 'operator', { summary: 'Approva un documento', requestParams: { path: documentPath }, responses: { '200': jsonAnswer('Il documento', anyObject) }, problems: [404, 409] }),
  },
  '/api/admin/documents/{documentId}/reject': {
    put: operation(ADMIN, 'operator', {
      summary: 'Rifiuta un documento, con il motivo',
      requestParams: { path: documentPath },
      requestBody: jsonBody(rejectBody),
      responses: { '200': jsonAnswer('Il documento', anyObject) },
      problems: [404, 409],
    }),
  },
};

