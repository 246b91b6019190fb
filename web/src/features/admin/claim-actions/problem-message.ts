import { ApiError } from '@/app/api-client';

/** The server's Italian detail when there is one, else the fallback the spec gives. */
export const problemMessage = (error: Error, fallback: string) => (error instanceof ApiError ? (error.detail ?? fallback) : fallback);
