import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/platform/logger.js';

function capturedLogger() {
  let output = '';
  const destination = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) });
  return { logger: createLogger('info', 'test', destination), output: () => output };
}

describe('the logger', () => {
  it('when a message, a field or an error carries a URL with a password, then the line shows *** in its place', () => {
    const { logger, output } = capturedLogger();

    logger.info(`connecting to postgres://rimborsi:pg-pass-4812@db:5432/rimborsi`);
    logger.info({ redis: 'redis://:redis-pass-3391@cache:6379', smtp: 'smtp://mittente:smtp-pass-7730@mail:587' }, 'services');
    logger.error({ err: new Error('Unexpected "forse" in esdb://admin:esdb-pass-5502@eventstore:2113?tls=forse') }, 'event store');

    expect(output()).toContain('postgres://rimborsi:***@db:5432/rimborsi');
    expect(output()).toContain('esdb://admin:***@eventstore:2113?tls=forse');
    for (const password of ['pg-pass-4812', 'redis-pass-3391', 'smtp-pass-7730', 'esdb-pass-5502']) expect(output()).not.toContain(password);
    for (const line of output().trim().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('when a URL has no password, then it is logged as it is', () => {
    const { logger, output } = capturedLogger();

    logger.info({ url: 'http://localhost:3000/carica-documenti/482913?a=b@c', email: 'maria.rossi@example.it' }, 'link');

    expect(output()).toContain('http://localhost:3000/carica-documenti/482913?a=b@c');
    expect(output()).toContain('maria.rossi@example.it');
  });
});
