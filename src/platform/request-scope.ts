import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` as part of the request `requestId`: every log line written meanwhile names it. */
export const withRequestId = <T>(requestId: string, work: () => T): T => scope.run({ requestId }, work);

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;
