import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/platform/http/app.js';
import { correlationId } from '../../../src/platform/http/request-context.js';
import { createRouter } from '../../../src/platform/http/router.js';
import { createLogger } from '../../../src/platform/logger.js';

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = createLogger('info', 'test', capture);
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const router = createRouter();
    router.get('/api/prova', async (request, response) => {
      logger.info('prima');
      await new Promise((resolve) => setImmediate(resolve)); // a turn of the event loop: the request's context must survive it
      logger.info({ claimId: 7 }, 'dopo un’attesa');
      response.json({ correlationId: correlationId(request) });
    });
    const server = createApp({ logger, routers: [router] }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it('when a request comes without an id, then one is made, returned in X-Request-Id, given to its events and named on every line it logs', async () => {
    lines.length = 0;
    const response = await fetch(`${url}/api/prova`);
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ correlationId: requestId });
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['prima', requestId],
      ['dopo un’attesa', requestId],
    ]);
  });

  it('when a client sends its own X-Request-Id, then the request still gets the server’s own id, and the client’s is only logged, as clientRequestId', async () => {
    lines.length = 0;
    const response = await fetch(`${url}/api/prova`, { headers: { 'x-request-id': 'attacker-chosen' } });
    const requestId = response.headers.get('x-request-id')!;

    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ correlationId: requestId });
    expect(lines.map((line) => [line.requestId, line.clientRequestId])).toEqual([
      [requestId, 'attacker-chosen'],
      [requestId, 'attacker-chosen'],
    ]);
  });

  it('when a client’s X-Request-Id is long or holds markup and line breaks, then the log keeps only an id’s characters, 64 at most', async () => {
    lines.length = 0;
    await fetch(`${url}/api/prova`, { headers: { 'x-request-id': `<script>alert(1)</script>\u0085${'a'.repeat(500)}` } });
    expect(lines[0]!.clientRequestId).toBe(`scriptalert1script${'a'.repeat(46)}`);
    expect(String(lines[0]!.clientRequestId)).toHaveLength(64);

    lines.length = 0;
    await fetch(`${url}/api/prova`, { headers: { 'x-request-id': '<>"\'' } });
    expect(lines[0]).not.toHaveProperty('clientRequestId');
  });

  it('when a line is logged outside any request, then it names none', () => {
    lines.length = 0;
    logger.info('avvio');
    expect(lines[0]).not.toHaveProperty('requestId');
  });
});
