import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { FieldError, ProblemBody } from '../../contracts/problem.js';
import { WrongExpectedVersionError } from '../event-store/index.js';
import { isTransient } from '../db/transient.js';
import { DomainError, type DomainReason } from '../domain-error.js';
import type { Logger } from '../logger.js';
import { countOf } from '../../contracts/plural.js';

z.config(z.locales.it());

/** An RFC 9457 problem, with the Italian text the user reads. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? title);
  }
}

/** A 429 telling in Italian when to try again; the Retry-After header says it to machines. */
export class TooManyRequests extends HttpProblem {
  constructor(
    readonly retryAfterSeconds: number,
    title = 'Troppe richieste',
    detail = 'Hai fatto troppe richieste in poco tempo.',
  ) {
    super(429, title, `${detail} Riprova tra ${italianWait(retryAfterSeconds)}.`);
  }
}

function italianWait(seconds: number): string {
  if (seconds < 60) return countOf(seconds, 'secondo', 'secondi');
  return countOf(Math.ceil(seconds / 60), 'minuto', 'minuti');
}

/** Parses input with a zod schema; failures become a 400 naming each field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.') || '(corpo)', message: issue.message }));
  throw new HttpProblem(400, 'Dati non validi', errors.map((error) => `${error.field}: ${error.message}`).join('; '), errors);
}

export const notFound: RequestHandler = (request) => {
  throw new HttpProblem(404, 'Risorsa non trovata', `Nessuna risorsa a ${request.method} ${request.originalUrl.split('?')[0]}`);
};

const BODY_PARSER_PROBLEMS: Record<string, HttpProblem> = {
  'entity.parse.failed': new HttpProblem(400, 'Dati non validi', 'Il corpo della richiesta non è un JSON valido.'),
  'encoding.unsupported': new HttpProblem(415, 'Codifica non supportata', 'Usa UTF-8.'),
  'charset.unsupported': new HttpProblem(415, 'Codifica non supportata', 'Usa UTF-8.'),
};

const DOMAIN_PROBLEMS: Record<DomainReason, { status: number; title: string }> = {
  not_found: { status: 404, title: 'Risorsa non trovata' },
  conflict: { status: 409, title: 'Operazione non possibile' },
  invalid: { status: 400, title: 'Dati non validi' },
  forbidden: { status: 403, title: 'Operazione non consentita' },
  unprocessable: { status: 422, title: 'Richiesta non eseguibile' },
  unavailable: { status: 503, title: 'Servizio momentaneamente non disponibile' },
};

function domainProblem(error: DomainError): HttpProblem {
  const { status, title } = DOMAIN_PROBLEMS[error.reason];
  const field = error.options.field;
  return new HttpProblem(status, error.options.title ?? title, error.message, field ? [{ field, message: error.message }] : undefined);
}

/** A body parser's limit as the refusal says it: 100 kB, 10 MB. */
const readableSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} kB`);

export function toProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof HttpProblem) return error;
  if (error instanceof DomainError) return domainProblem(error);
  const { type: bodyParserType, limit } = error as { type?: string; limit?: number };
  if (bodyParserType === 'entity.too.large') return new HttpProblem(413, 'Richiesta troppo grande', `Il corpo della richiesta supera i ${readableSize(limit ?? 0)}.`);
  if (bodyParserType && BODY_PARSER_PROBLEMS[bodyParserType]) return BODY_PARSER_PROBLEMS[bodyParserType];
  if (error instanceof WrongExpectedVersionError) {
    return new HttpProblem(409, 'Modifica in conflitto', 'Qualcun altro ha modificato questi dati nel frattempo. Ricarica la pagina e riprova.');
  }
  if (isTransient(error)) {
    return new HttpProblem(503, 'Servizio momentaneamente non disponibile', 'Riprova tra qualche secondo.');
  }
  return undefined;
}

export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const problem = toProblem(error) ?? new HttpProblem(500, 'Errore interno', 'Si è verificato un errore imprevisto. Riprova più tardi.');
    // The query may hold an upload token or signature: the logger redacts them.
    if (problem.status >= 500) logger.error({ err: error, method: request.method, url: request.originalUrl }, 'request failed');
    if (problem.status === 503) response.setHeader('Retry-After', '5');
    if (problem instanceof TooManyRequests) response.setHeader('Retry-After', String(problem.retryAfterSeconds));
    const body: ProblemBody = { type: 'about:blank', title: problem.title, status: problem.status, detail: problem.detail, errors: problem.errors };
    response.status(problem.status).type('application/problem+json').json(body);
  };
}
