import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { intermediaryTransmitter } from '../../../src/invoicing/sdi/intermediary-transmitter.js';
import { SdiRefusedError, SdiUnavailableError } from '../../../src/invoicing/sdi/sdi-transmitter.js';

/**
 * A loopback stand-in for the intermediary, answering as its API documents: 202 with the submission's
 * uuid, the notifications' list, 401 without the token, and what a test queues before (a 503, say).
 */
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}
let server: Server;
let baseUrl: string;
let received: Received[];
let queued: { status: number; body?: unknown }[];
const notifications = new Map<string, unknown[]>();

async function answer(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  for await (const chunk of request) body += chunk;
  received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
  const reply = (status: number, json?: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(json === undefined ? '' : JSON.stringify(json));
  if (request.headers.authorization !== 'Bearer test-token') return reply(401, { message: 'Unauthorized' });
  const next = queued.shift();
  if (next) return reply(next.status, next.body ?? { message: 'queued answer' });
  if (request.method === 'POST' && request.url === '/invoices') return reply(202, { uuid: `uuid-${received.length}` });
  const match = /^\/invoices\/([^/]+)\/notifications$/.exec(request.url ?? '');
  if (request.method === 'GET' && match) return reply(200, notifications.get(decodeURIComponent(match[1]!)) ?? []);
  return reply(404, { message: 'Not found' });
}

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  queued = [];
  notifications.clear();
});

const transmitter = (token = 'test-token') => intermediaryTransmitter({ baseUrl, token, attempts: 3, backoffMs: 5 });
const file = { fileName: 'IT01234567890_00A1B.xml', xml: '<?xml version="1.0"?><p:FatturaElettronica/>' };
const waiting = [{ number: '2026/0001', fileName: file.fileName, identifier: 'uuid-1' }];

describe('the intermediary’s HTTP API transport', () => {
  it('when a document is transmitted, then the XML is posted as application/xml with the bearer token and the submission’s uuid is its identifier', async () => {
    const { identifier } = await transmitter().transmit(file);

    expect(identifier).toBe('uuid-1');
    expect(received).toEqual([{ method: 'POST', url: '/invoices', authorization: 'Bearer test-token', contentType: 'application/xml', body: file.xml }]);
  });

  it('when the API answers 503 and then accepts, then the document is sent on the retry', async () => {
    queued.push({ status: 503 });

    const { identifier } = await transmitter().transmit(file);

    expect(identifier).toBe('uuid-2');
    expect(received.map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it('when the API keeps failing, then the transport reports it unavailable after its attempts, for the reactor to try again later', async () => {
    queued.push({ status: 500 }, { status: 502 }, { status: 429 });

    await expect(transmitter().transmit(file)).rejects.toBeInstanceOf(SdiUnavailableError);
    expect(received).toHaveLength(3);
  });

  it('when the token is wrong, then the refusal is reported at once, without retrying', async () => {
    await expect(transmitter('wrong').transmit(file)).rejects.toBeInstanceOf(SdiRefusedError);
    expect(received).toHaveLength(1);
  });

  it('when the SdI delivered the invoice, then its ricevuta di consegna is the receipt', async () => {
    notifications.set('uuid-1', [{ uuid: 'n-1', type: 'RC', created_at: '2026-11-20T10:20:00Z', message: { identificativo_sdi: 111222333, nome_file: file.fileName } }]);

    expect(await transmitter().receipts(waiting)).toEqual([{ number: '2026/0001', receipt: 'RC', sdiIdentifier: '111222333', receivedAt: '2026-11-20T10:20:00Z', errors: [] }]);
  });

  it('when the SdI rejected it, then the notifica di scarto comes with its error codes and texts', async () => {
    notifications.set('uuid-1', [{ uuid: 'n-2', type: 'NS', created_at: '2026-11-20T10:21:00Z', message: { identificativo_sdi: '111222334', lista_errori: [{ codice: '00311', descrizione: 'CodiceFiscale non valido' }] } }]);

    expect(await transmitter().receipts(waiting)).toEqual([
      { number: '2026/0001', receipt: 'NS', sdiIdentifier: '111222334', receivedAt: '2026-11-20T10:21:00Z', errors: [{ code: '00311', description: 'CodiceFiscale non valido' }] },
    ]);
  });

  it('when nothing has come back yet, then there is no receipt and the document keeps waiting', async () => {
    expect(await transmitter().receipts(waiting)).toEqual([]);
  });
});
