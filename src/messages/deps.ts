import type pg from 'pg';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import type { EventStore } from '../platform/event-store/index.js';
import type { PassengerGuard } from '../platform/http/passenger-guard.js';
import type { RateLimits } from '../platform/http/rate-limit.js';

export interface MessagesDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  /** The passengers module's session guard, for /api/passenger routes (src/modules.ts hands it over). */
  passengerGuard: PassengerGuard;
  limits: RateLimits;
  /** Messages one claim's passenger may post in an hour: each one e-mails an operator. */
  passengerMessagesPerHour: number;
}
