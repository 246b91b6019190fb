import { apiRequest, ApiError } from '@/app/api-client';

let csrfToken: string | undefined;

/** Remembers the session's CSRF token (from login or GET /api/admin/me) for every state-changing call. */
export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** Where an operator whose session expired is sent, coming back to `next` after logging in. */
export function loginPath(next = window.location.pathname + window.location.search): string {
  return next.startsWith('/admin/login') ? '/admin/login' : `/admin/login?next=${encodeURIComponent(next)}`;
}

/**
 * An operators' call: cookies and the CSRF header are sent; a 401 (no or expired session) takes the
 * operator to the login page and back here afterwards. Errors are the spec's ApiError.
 */
export async function adminRequest<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const withCsrf = method === 'GET' || !csrfToken ? headers : { 'x-csrf-token': csrfToken, ...headers };
  try {
    return await apiRequest<T>(method, url, body, withCsrf);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !/\/api\/admin\/login(\/2fa)?$/.test(url)) {
      rememberCsrfToken(undefined);
      window.location.assign(loginPath());
    }
    throw error;
  }
}

/** Sends a file as the request's body (an airline's answer as PDF), with the CSRF header; errors as adminRequest's. */
export async function adminUpload<T>(url: string, file: Blob): Promise<T> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': file.type || 'application/octet-stream', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) }, body: file });
  if (!response.ok) {
    const error = new ApiError(response.status, await response.text(), response.statusText);
    if (response.status === 401) {
      rememberCsrfToken(undefined);
      window.location.assign(loginPath());
    }
    throw error;
  }
  return (await response.json()) as T;
}
