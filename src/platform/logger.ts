import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'rimborsovolo24'): Logger {
  return pino({ name, level });
}
