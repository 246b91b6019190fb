import { pino, type DestinationStream, type Logger } from 'pino';
import { redactDeep, redactSecrets } from './redact.js';

export type { Logger };

/**
 * The process's logger. Every line passes through redaction: a URL holding an upload token or an
 * upload signature, wherever it sits (a message, a field, an error's message or stack), is logged
 * with `[redacted]` in place of the value.
 */
export function createLogger(level: string, name = 'rimborsovolo24', destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    hooks: {
      logMethod(this: Logger, args: Parameters<Logger['info']>, method: (...args: unknown[]) => void) {
        const [first, ...rest] = args as unknown[];
        // An error logged alone lends pino its message as the line's text: hand that over redacted too.
        const given = first instanceof Error && typeof rest[0] !== 'string' ? [{ err: first }, first.message, ...rest] : args;
        method.apply(this, given.map((arg) => redactDeep(arg)));
      },
    },
    // Through JSON, so causes at any depth (objects of the serializer's own prototype) are reached too.
    serializers: { err: (error: Error) => JSON.parse(redactSecrets(JSON.stringify(pino.stdSerializers.err(error)))) as unknown },
  };
  return destination ? pino(options, destination) : pino(options);
}
