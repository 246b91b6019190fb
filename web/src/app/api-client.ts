import type { ProblemBody } from '@contracts/problem';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** The spec's error for any non-successful answer: "{status}: {body or statusText}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The Italian title of a problem+json answer, when there is one. */
  get title(): string | undefined {
    try {
      return (JSON.parse(this.body) as Partial<ProblemBody>).title;
    } catch {
      return undefined;
    }
  }

  /** The Italian detail of a problem+json answer, when there is one. */
  get detail(): string | undefined {
    try {
      const problem = JSON.parse(this.body) as Partial<ProblemBody>;
      return problem.detail ?? problem.title;
    } catch {
      return undefined;
    }
  }
}

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
