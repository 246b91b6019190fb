import { pino, type DestinationStream, type Logger } from 'pino';
import { redactLogLine } from './security/redact.js';

export type { Logger };

/**
 * Every line passes through redactLogLine once it is written out, whatever produced it (a message,
 * a field at any depth, an error's message, stack or cause): a URL's password and the values of
 * token-bearing query parameters never reach the log.
 */
export function createLogger(level: string, name = 'rimborsovolo24', destination?: DestinationStream): Logger {
  const options = { name, level, hooks: { streamWrite: redactLogLine } };
  return destination ? pino(options, destination) : pino(options);
}
