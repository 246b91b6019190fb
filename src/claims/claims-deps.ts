import type pg from 'pg';
import type { Airline } from '../airlines/contract.js';
import type { Airport } from '../airports/contract.js';
import type { ExecuteCommand } from '../event-store/execute-command.js';
import type { EventStore } from '../event-store/index.js';
import type { Logger } from '../platform/logger.js';

/** Airports by id: the airports module's, handed over by the composition root. */
export interface AirportLookup {
  airportsByIds(ids: readonly number[]): Promise<Map<number, Airport>>;
}

/** Carriers by code or by a flight number's prefix: the airlines module's, handed over by the composition root. */
export interface AirlineLookup {
  airlineByFlightNumber(flightNumber: string): Promise<Pick<Airline, 'iataCode' | 'isEu'> | null>;
  airlineByCode(iataCode: string): Promise<Pick<Airline, 'iataCode' | 'isEu'> | null>;
}

/** Operators' names by id, for the timeline: the admin module's, handed over by the composition root. */
export interface OperatorDirectory {
  operatorNames(ids: string[]): Promise<Map<string, string>>;
}

/** What the claims module's use cases need. */
export interface ClaimsDeps {
  pool: pg.Pool;
  store: EventStore;
  executeCommand: ExecuteCommand;
  /** The 'upload-token' key: signs the passengers' upload links. */
  uploadTokenKey: Buffer;
  airports: AirportLookup;
  /** Absent (tools, older tests): the operating carrier is the flight number's prefix and the scope follows the passenger's answer. */
  airlines?: AirlineLookup;
  operators: OperatorDirectory;
  /** SILENCE_DAYS: from this many days without a passenger-visible event the admin list highlights a claim. */
  silenceDays?: number;
  /** Where a failed duplicate check after a submission is reported (the claim stands). */
  logger?: Pick<Logger, 'error'>;
}
