import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import type { FieldError, ProblemBody } from '../../../contracts/problem.js';

/**
 * The OpenAPI entries of a module's routes, keyed by path as OpenAPI writes it (`/api/claims/{id}`,
 * never express's `:id`), admin routes with their full `/api/admin/…` path. Each module keeps its
 * own in `openapi.ts` beside its routers and hands them over as `Module.openapi`.
 */
export type ApiPaths = ZodOpenApiPathsObject;
export type ApiOperation = ZodOpenApiOperationObject;

/** Who may call a route: anyone, a passenger signed in by e-mail link, or an operator of the operators' area. */
export type Access = 'public' | 'passenger' | 'operator';

export const SECURITY_SCHEMES = {
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rv_session',
    description:
      "Sessione di un operatore, aperta da POST /api/admin/login. Sulle richieste che modificano dati serve anche l'intestazione X-CSRF-Token con il `csrfToken` ricevuto al login (o da GET /api/admin/me).",
  },
  passengerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rv_passenger',
    description:
      "Sessione di un passeggero, aperta da POST /api/passenger/sessions con il link ricevuto per email. Sulle richieste che modificano dati serve anche l'intestazione X-CSRF-Token con il `csrfToken` della sessione.",
  },
} as const;

const fieldError = z.object({ field: z.string(), message: z.string() }) satisfies z.ZodType<FieldError>;

/** The body of every error answer (src/contracts/problem.ts). */
export const problemSchema = z
  .object({
    type: z.literal('about:blank'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.array(fieldError).optional(),
  })
  .meta({
    id: 'Problem',
    description: 'Un problema RFC 9457 con il testo in italiano per l\'utente; su un 400 `errors` elenca ogni campo rifiutato.',
    example: { type: 'about:blank', title: 'Dati non validi', status: 400, detail: 'email: Inserisci un indirizzo email valido', errors: [{ field: 'email', message: 'Inserisci un indirizzo email valido' }] },
  }) satisfies z.ZodType<ProblemBody>;

const PROBLEM_TITLES: Record<number, string> = {
  400: 'Dati non validi',
  401: 'Accesso richiesto',
  403: 'Permesso negato, token CSRF mancante o link non valido',
  404: 'Risorsa non trovata',
  409: 'Operazione non possibile o modifica in conflitto',
  412: 'La versione indicata in If-Match non è più quella attuale',
  413: 'Richiesta troppo grande',
  415: 'Tipo di file o codifica non supportati',
  422: 'Richiesta non elaborabile',
  428: 'Manca If-Match con la versione letta',
  429: 'Troppe richieste (Retry-After dice quando riprovare)',
  503: 'Servizio momentaneamente non disponibile',
};

export function problemAnswer(status: number): ZodOpenApiResponseObject {
  return { description: PROBLEM_TITLES[status] ?? 'Errore', content: { 'application/problem+json': { schema: problemSchema } } };
}

/** A JSON answer. */
export function jsonAnswer(description: string, schema: z.ZodType): ZodOpenApiResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

/** An answer of another media type (a PDF, a CSV, an HTML page, a stream). */
export function fileAnswer(description: string, mediaType: string): ZodOpenApiResponseObject {
  return { description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } };
}

export const NO_CONTENT: ZodOpenApiResponseObject = { description: 'Fatto, senza contenuto' };

/** A JSON request body. */
export function jsonBody(schema: z.ZodType, description?: string): NonNullable<ApiOperation['requestBody']> {
  return { required: true, description, content: { 'application/json': { schema } } };
}

/** An object the document does not detail field by field (a secondary answer): any JSON object. */
export const anyObject = z.record(z.string(), z.unknown());

interface OperationSpec extends Omit<ApiOperation, 'responses' | 'tags'> {
  summary: string;
  /** The success answers, by status. */
  responses: ApiOperation['responses'];
  /** The error statuses the route answers besides those its access and inputs imply. */
  problems?: number[];
}

/**
 * One operation: its access decides the security requirement; the error answers follow from it and
 * from the inputs (400 on a body or parameters, 401 behind a session), every one a Problem, and any
 * other status falls back to `default`, also a Problem. The CSRF header of sessions' writes is added
 * by the document (apiDocument), which knows each operation's method.
 */
export function operation(tag: string, access: Access, { problems = [], responses, ...spec }: OperationSpec): ApiOperation {
  const statuses = new Set(problems);
  if (spec.requestBody || spec.requestParams) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  const problemAnswers = Object.fromEntries([...statuses].sort().map((status) => [String(status), problemAnswer(status)]));
  return {
    tags: [tag],
    ...spec,
    ...(access === 'public' ? {} : { security: [{ [access === 'operator' ? 'operatorSession' : 'passengerSession']: [] }] }),
    responses: { ...responses, ...problemAnswers, default: { description: 'Altro errore', content: { 'application/problem+json': { schema: problemSchema } } } },
  };
}

/** Path parameters' schemas for `requestParams.path`, coercing as the routes do. */
export const idParam = (description: string) => z.coerce.number().int().positive().meta({ description, example: 1042 });

/** `{id}`, a claim's id, as every claim route reads it. */
export const claimIdPath = z.object({ id: idParam('ID della pratica') });
