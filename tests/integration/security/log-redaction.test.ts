/**
 * Logs as an attacker would read them (a shared log service, a support ticket with a pasted line):
 * a URL holding an upload token or an upload signature must not hand over the credential.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/platform/http/app.js';
import { createRouter } from '../../../src/platform/http/router.js';
import { createLogger } from '../../../src/platform/logger.js';

const SECRETS = ['eyJwdXJwb3NlIjoidXBsb2FkIn0.firma-del-token', 'token-nel-corpo-segreto', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'];
const lines: string[] = [];
const logger = createLogger('debug', 'test', { write: (line: string) => void lines.push(line) });
let server: Server;
let url: string;

beforeAll(async () => {
  const router = createRouter();
  // A failure whose message quotes the URL it was serving, as many library errors do.
  router.get('/api/guasto', (request) => {
    throw new Error(`lettura fallita per ${request.originalUrl}`);
  });
  server = createApp({ logger, routers: [router] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('secrets in logged URLs', () => {
  it('when a request with a token, a token= and a signature in its query fails, then the log line shows the URL with [redacted] values and no secret', async () => {
    lines.length = 0;
    const query = `t=${SECRETS[0]}&token=${SECRETS[1]}&signature=${SECRETS[2]}&pagina=2`;

    const response = await fetch(`${url}/api/guasto?${query}`);

    expect(response.status).toBe(500);
    const logged = lines.join('\n');
    expect(lines).toHaveLength(1);
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    const line = JSON.parse(lines[0]!);
    expect(line.url).toBe('/api/guasto?t=[redacted]&token=[redacted]&signature=[redacted]&pagina=2');
    expect(line.err.message).toBe('lettura fallita per /api/guasto?t=[redacted]&token=[redacted]&signature=[redacted]&pagina=2');
    expect(line.err.stack).toContain('t=[redacted]');
  });

  it('when anything logs an upload link, in a message, a field or a nested one, then the token is redacted there too', () => {
    lines.length = 0;
    const link = `https://www.rimborsovolo24.it/carica-documenti/482913?t=${SECRETS[0]}`;

    logger.warn({ uploadLink: link, job: { data: { values: { uploadLink: link } } }, links: [link] }, `e-mail con ${link} non inviata`);
    logger.info(`upload /api/documents/upload?public_id=abc&folder=claims%2F7&timestamp=1&signature=${SECRETS[2]}`);

    const logged = lines.join('\n');
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'e-mail con https://www.rimborsovolo24.it/carica-documenti/482913?t=[redacted] non inviata',
      uploadLink: 'https://www.rimborsovolo24.it/carica-documenti/482913?t=[redacted]',
      job: { data: { values: { uploadLink: 'https://www.rimborsovolo24.it/carica-documenti/482913?t=[redacted]' } } },
    });
    expect(JSON.parse(lines[1]!).msg).toBe('upload /api/documents/upload?public_id=abc&folder=claims%2F7&timestamp=1&signature=[redacted]');
  });

  it('when an error is logged on its own, then its message, stack and cause are redacted', () => {
    lines.length = 0;

    logger.error(new Error(`GET /api/flight-checks/practice/482913?t=${SECRETS[0]} non riuscita`, { cause: new Error(`POST /api/documents?token=${SECRETS[1]}`) }));

    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
    expect(JSON.parse(lines[0]!).err.message).toBe('GET /api/flight-checks/practice/482913?t=[redacted] non riuscita: POST /api/documents?token=[redacted]');
  });
});
