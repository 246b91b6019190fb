import { pino } from 'pino';
import type { Logger } from '../../../src/platform/logger.js';

/** A real pino logger whose lines the test can read. */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}
