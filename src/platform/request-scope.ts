import { AsyncLocalStorage } from 'node:async_hooks';

/** The request being served: the server's own id, and the id the client gave, if any (for the log only). */
export interface RequestScope {
  requestId: string;
  clientRequestId?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request: every log line written meanwhile names it. */
export const withRequestScope = <T>(request: RequestScope, work: () => T): T => scope.run(request, work);

/** The request being served, if any. */
export const currentRequestScope = (): RequestScope | undefined => scope.getStore();

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;
