import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestScope } from './request-scope.js';
import { redactLogLine } from './security/redact.js';

export type { Logger };

/**
 * Every line passes through redactLogLine once it is written out, whatever produced it (a message,
 * a field at any depth, an error's message, stack or cause): a URL's password and the values of
 * token-bearing query parameters never reach the log.
 */
export function createLogger(level: string, name = 'rimborsovolo24', destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    hooks: { streamWrite: redactLogLine },
    // A line written while a request is served names it, whichever module writes it.
    mixin: () => {
      const request = currentRequestScope();
      if (!request) return {};
      return request.clientRequestId ? { requestId: request.requestId, clientRequestId: request.clientRequestId } : { requestId: request.requestId };
    },
  };
  return pino(options, destination ?? readableInTerminal() ?? pino.destination(1));
}

/**
 * In development, on a terminal, lines read as text (pino-pretty, a development dependency);
 * otherwise, and whenever it is not installed, one JSON object per line.
 */
function readableInTerminal(): DestinationStream | undefined {
  if (!process.stdout.isTTY || process.env.NODE_ENV === 'production') return undefined;
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,name' });
  } catch {
    return undefined;
  }
}
