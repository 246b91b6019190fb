import { ApiError } from '@/app/api-client';

/** The server's words for a refused field (without the field's name), else its detail, else the fallback. */
export function fieldProblem(error: Error, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const problem = JSON.parse(error.body) as { errors?: { message?: string }[] };
    return problem.errors?.[0]?.message ?? error.detail ?? fallback;
  } catch {
    return error.detail ?? fallback;
  }
}
