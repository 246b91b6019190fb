import type { CallLog } from '../call-log.js';
import { FlightProviderError } from '../schedule-provider.js';

export interface AeroDataBoxOptions {
  apiKey: string;
  /** https://aerodatabox.p.rapidapi.com in production; a loopback stub in tests. */
  baseUrl: string;
  callLog: CallLog;
  /** Per provider call, body included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8_000;

/** One GET to AeroDataBox: the parsed JSON body, or undefined when it answers "nothing" (204 or an empty body). */
export type AeroDataBoxGet = (endpoint: string, query: string) => Promise<unknown>;

/**
 * The HTTP side every AeroDataBox call shares: the RapidAPI headers, the time limit, one
 * FlightProviderError for any failure (no answer, a non-2xx status, a body that is not JSON), and
 * one line in the call log per call, whatever its outcome.
 */
export function aeroDataBoxClient(options: AeroDataBoxOptions): AeroDataBoxGet {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'x-rapidapi-key': options.apiKey, 'x-rapidapi-host': new URL(base).host, accept: 'application/json' };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (endpoint, query) => {
    const started = performance.now();
    let statusCode: number | null = null;
    try {
      const response = await fetch(`${base}${endpoint}${query ? `?${query}` : ''}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      statusCode = response.status;
      const body = await response.text();
      if (!response.ok) throw new FlightProviderError(`AeroDataBox answered ${response.status}: ${body.slice(0, 200)}`, endpoint, statusCode);
      if (response.status === 204 || body.trim() === '') return undefined; // documented: nothing found
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new FlightProviderError('AeroDataBox answered with a body that is not JSON', endpoint, statusCode);
      }
    } catch (error) {
      if (error instanceof FlightProviderError) throw error;
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new FlightProviderError(`AeroDataBox call failed: ${reason}`, endpoint, statusCode, { cause: error });
    } finally {
      await options.callLog.record({ endpoint, statusCode, responseTimeMs: performance.now() - started });
    }
  };
}
