import type { FieldError, ProblemBody } from '@contracts/problem';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** A problem+json body as it came, or undefined when the answer was not one (an HTML error page, an empty body). */
function parseProblem(body: string): Partial<ProblemBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ProblemBody>) : undefined;
  } catch {
    return undefined;
  }
}

/** The spec's error for any non-successful answer: "{status}: {body or statusText}". */
export class ApiError extends Error {
  /** The answer's problem+json body, parsed once here for every page. */
  readonly problem: Partial<ProblemBody> | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.problem = parseProblem(body);
  }

  /** The Italian title of a problem+json answer, when there is one. */
  get title(): string | undefined {
    return this.problem?.title;
  }

  /** The Italian detail of a problem+json answer (its title when it has no detail), when there is one. */
  get detail(): string | undefined {
    return this.problem?.detail ?? this.problem?.title;
  }

  /** The server's words for the first field it refused, without the field's name; else the detail. */
  get fieldDetail(): string | undefined {
    return this.problem?.errors?.[0]?.message ?? this.detail;
  }

  /** The fields a 400 refused, each with the server's Italian message; empty for any other answer. */
  get fieldErrors(): FieldError[] {
    const errors: unknown = this.problem?.errors;
    if (this.status !== 400 || !Array.isArray(errors)) return [];
    return errors.filter((item): item is FieldError => typeof item === 'object' && item !== null && typeof item.field === 'string' && typeof item.message === 'string');
  }
}

/** The server's Italian detail when the call failed with one, else the fallback. */
export const problemMessage = (error: Error, fallback: string) => (error instanceof ApiError ? (error.detail ?? fallback) : fallback);

/** The server's words for a refused field (without the field's name), else its detail, else the fallback. */
export const fieldProblem = (error: Error, fallback: string) => (error instanceof ApiError ? (error.fieldDetail ?? fallback) : fallback);

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

/** JSON request with cookies sent; throws ApiError on any non-2xx. */
export async function apiRequest<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The default reader: the query key is the URL (its parts joined with "/"). */
export const getQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** Never stale, no refetch on focus, no polling, no retries (the spec's shared behaviour). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
