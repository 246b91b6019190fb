import { pino, type DestinationStream, type Logger } from 'pino';
import { redactCredentials } from './security/redact.js';

export type { Logger };

/** Every line passes through redactCredentials: a connection string in an error's message or a field never shows its password. */
export function createLogger(level: string, name = 'rimborsovolo24', destination?: DestinationStream): Logger {
  const options = { name, level, hooks: { streamWrite: redactCredentials } };
  return destination ? pino(options, destination) : pino(options);
}
