import type pg from 'pg';
import type { Queryable } from '../platform/db/pool.js';
import type { Airport } from '../airports/contract.js';
import type { Communication, NextDeadline } from '../contracts/admin-claims.js';
import type { ExecuteCommand, WaitForReadModels } from '../platform/event-store/execute-command.js';
import type { EventStore } from '../platform/event-store/index.js';
import type { EventCatalog } from '../platform/events/catalog.js';

/** Airports by id: the airports module's, handed over by the composition root. */
export interface AirportLookup {
  /** `db`: the caller's transaction, when the lookup is a step of one (a submission). */
  airportsByIds(ids: readonly number[], db?: Queryable): Promise<Map<number, Airport>>;
}

/** Carriers by code or by a flight number's prefix: the airlines module's, handed over by the composition root. */
export interface AirlineLookup {
  /** `db`: the caller's transaction, when the lookup is a step of one (a submission). */
  airlineByFlightNumber(flightNumber: string, db?: Queryable): Promise<KnownCarrier | null>;
  airlineByCode(iataCode: string): Promise<KnownCarrier | null>;
}

/** What the scope of the regulation needs of a carrier: its code and whether it is an EU carrier (null: its state is unknown). */
export interface KnownCarrier {
  iataCode: string;
  isEu: boolean | null;
  /** An admin marked it as paying passengers who claim on their own: the «Fai da te, gratis» path is open. */
  paysDirectly?: boolean;
  name?: string;
  claimsWebFormUrl?: string | null;
}

/** Operators' names by id, for the timeline, and the enabled ones a claim may be assigned to: the operators module's, handed over by the composition root. */
export interface OperatorDirectory {
  operatorNames(ids: string[]): Promise<Map<string, string>>;
  /** Absent (tools, privacy): no assignment is made there. */
  activeOperator?(id: string): Promise<{ id: string; name: string } | undefined>;
}

/** Each claim's nearest open deadline: the tasks module's, handed over by the composition root. */
export interface ClaimDeadlines {
  nextDeadlines(claimIds: readonly number[]): Promise<Map<number, NextDeadline>>;
}


/** A claim's notes, calls and e-mails, newest first: the communications module's read model, handed over by the composition root. */
export interface ClaimCommunications {
  listOf(claimId: number): Promise<Communication[]>;
}

/** What the airline paid for each claim, in cents: the billing module's read model, handed over by the composition root. */
export interface ClaimMoney {
  obtainedCents(claimIds: readonly number[]): Promise<Map<number, number>>;
  /** Whether the airline paid and every passenger with a share of it has been paid out. */
  paidOut(claimId: number): Promise<boolean>;
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
  communications: ClaimCommunications;
  /** Absent (tools, older tests): no amount obtained is shown. */
  money?: ClaimMoney;
  /** Absent (tools, older tests): the list shows no deadline. */
  deadlines?: ClaimDeadlines;
  /** Whether a passenger of the claim signed their mandate: the mandates module's read model. Absent (tools): none is known. */
  mandates?: { anySigned(claimId: number): Promise<boolean> };
  /** Every module's events: the timeline's wording, and which of them the passenger sees. */
  catalog: Pick<EventCatalog, 'describe' | 'isNews' | 'airlineAgreed' | 'airlineAgreementTypes'>;
  /** SILENCE_DAYS: from this many days without a passenger-visible event the admin list highlights a claim. */
  silenceDays?: number;
  /** Until when a reactor waits for a read model the append could not apply (duplicates' lookup in claims). */
  waitForReadModels?: WaitForReadModels;
}
