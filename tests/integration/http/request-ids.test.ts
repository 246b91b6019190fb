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
      await new Promise((resolve) => setTimeout(resolve, 5));
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

  it('when a client sends its own X-Request-Id, then it is kept; a malformed one is replaced', async () => {
    expect((await fetch(`${url}/api/prova`, { headers: { 'x-request-id': 'retry-7f3a9c21' } })).headers.get('x-request-id')).toBe('retry-7f3a9c21');
    expect((await fetch(`${url}/api/prova`, { headers: { 'x-request-id': '<script>' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a line is logged outside any request, then it names none', () => {
    lines.length = 0;
    logger.info('avvio');
    expect(lines[0]).not.toHaveProperty('requestId');
  });
});
