import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { SdiRefusedError, SdiUnavailableError, type SdiReceipt, type SdiTransmitter } from './sdi-transmitter.js';

/**
 * An accredited intermediary's HTTP API, in the shape of A-Cube's Italian e-invoicing API (the channel
 * Invopop and others use): `POST {base}/invoices` with the FatturaPA XML as `application/xml` answers
 * 202 and the submission's `uuid`; `GET {base}/invoices/{uuid}/notifications` lists the SdI's
 * notifications for it (`type` RC, MC, NS…, `created_at`, `message` with `identificativo_sdi` and, for
 * a scarto, `lista_errori` of `{ codice, descrizione }`). Bearer token authentication. We poll the
 * notifications of what is still waiting. A 5xx, a 429 or no answer is tried again (`attempts`, with
 * back-off), then reported as unavailable; any other 4xx is a refusal.
 */
export interface IntermediaryOptions {
  baseUrl: string;
  token: string;
  attempts?: number;
  backoffMs?: number;
  timeoutMs?: number;
}

const submitted = z.object({ uuid: z.string().min(1).max(100) });
const notifications = z.array(
  z.object({
    type: z.string(),
    created_at: z.string(),
    message: z
      .object({
        identificativo_sdi: z.union([z.string(), z.number()]).nullish(),
        lista_errori: z.array(z.object({ codice: z.string(), descrizione: z.string().default('') })).nullish(),
      })
      .nullish(),
  }),
);

const SETTLING = new Set(['RC', 'MC', 'NS']);

export function intermediaryTransmitter(options: IntermediaryOptions): SdiTransmitter {
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call(what: string, url: string, init: RequestInit): Promise<unknown> {
    let last = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      let response: Response;
      try {
        response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${options.token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        last = error instanceof Error ? error.name : 'network error';
        continue;
      }
      if (response.ok) return response.json();
      // The body may quote the document: only the status goes into errors and logs.
      await response.body?.cancel();
      if (response.status >= 500 || response.status === 429) {
        last = `HTTP ${response.status}`;
        continue;
      }
      throw new SdiRefusedError(`${what}: HTTP ${response.status}`);
    }
    throw new SdiUnavailableError(`${what}: ${last} after ${attempts} attempts`);
  }

  return {
    transport: 'intermediary',
    async transmit(file) {
      const answer = submitted.safeParse(await call('POST /invoices', `${base}/invoices`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: file.xml }));
      if (!answer.success) throw new SdiUnavailableError('POST /invoices: answer without a uuid');
      return { identifier: answer.data.uuid };
    },
    async receipts(waiting) {
      const found: SdiReceipt[] = [];
      for (const document of waiting) {
        const answer = notifications.safeParse(await call('GET notifications', `${base}/invoices/${encodeURIComponent(document.identifier)}/notifications`, { method: 'GET' }));
        if (!answer.success) throw new SdiUnavailableError('GET notifications: unexpected answer');
        const outcome = answer.data.find((notification) => SETTLING.has(notification.type));
        if (!outcome) continue;
        const sdiIdentifier = outcome.message?.identificativo_sdi;
        found.push({
          number: document.number,
          receipt: outcome.type as SdiReceipt['receipt'],
          sdiIdentifier: sdiIdentifier === undefined || sdiIdentifier === null ? null : String(sdiIdentifier),
          receivedAt: outcome.created_at,
          errors: (outcome.message?.lista_errori ?? []).map((error) => ({ code: error.codice, description: error.descrizione })),
        });
      }
      return found;
    },
  };
}
