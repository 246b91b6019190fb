import type { FlightVerificationResult, RecordFlightTimesBody, VerifiedFlight } from '../contracts/verified-flight.js';
import type { Decider } from '../platform/event-store/command-handler.js';
import { foldStream } from '../platform/event-store/command-handler.js';
import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '../platform/event-store/index.js';
import type { ExecuteCommand } from '../platform/event-store/execute-command.js';
import { DomainError } from '../platform/domain-error.js';
import type { FlightEvent, FlightTimes, FlightTimesRecordedData, FlightVerifiedData } from './flight-events.js';
import type { FlightStatusProvider } from './flight-status-provider.js';
import { FlightProviderError } from './schedule-provider.js';

export type FlightCommand = { type: 'VerifyFlight'; data: FlightVerifiedData } | { type: 'RecordFlightTimes'; data: FlightTimesRecordedData };

/** What verifying a claim's flight reads of the claim: the flight it names now and the times recorded so far. */
export type ClaimFlightState =
  | { exists: false }
  | { exists: true; flightNumber: string; flightDate: string; departureIata: string | null; arrivalIata: string | null; verifiedFlight: VerifiedFlight | null };

/**
 * The claim's stream and its own fold (verified times included): the claims module's, wired in
 * src/modules.ts, so that this module decides on the claim's stream without knowing its events.
 */
export interface ClaimFold<State extends ClaimFlightState> {
  stream(claimId: number): string;
  /** The claims module's answer for a claim that does not exist. */
  notFound(): Error;
  decider: Pick<Decider<State, never, { type: string; data: unknown }>, 'initialState' | 'eventTypes' | 'evolve'>;
}

/** A flight event is recorded only for the flight the claim names now. */
export const claimFlightDecider = <State extends ClaimFlightState>({ decider, notFound }: ClaimFold<State>): Decider<State, FlightCommand, { type: string; data: unknown }> => ({
  ...decider,
  decide(command, state): FlightEvent[] {
    if (!state.exists) throw notFound();
    if (command.data.flightNumber !== state.flightNumber || command.data.flightDate !== state.flightDate) {
      throw new DomainError('conflict', 'Il volo della pratica è cambiato nel frattempo: ricarica la pagina e riprova.', { title: 'Volo cambiato' });
    }
    return command.type === 'VerifyFlight' ? [{ type: 'FlightVerified', data: command.data }] : [{ type: 'FlightTimesRecorded', data: command.data }];
  },
});

/** Why the flight-data service gave no figures to record; the route words each for the operator. */
export class FlightVerificationRefused extends Error {
  constructor(
    readonly kind: 'not_configured' | 'no_data' | 'bad_key' | 'provider_failed',
    message: string,
  ) {
    super(message);
    this.name = 'FlightVerificationRefused';
  }
}

export interface ClaimFlightDeps<State extends ClaimFlightState = ClaimFlightState> {
  claims: ClaimFold<State>;
  store: EventStore;
  executeCommand: ExecuteCommand;
  /** Null without AERODATABOX_API_KEY: then only hand-entered times. */
  statusProvider: FlightStatusProvider | null;
  /** Assesses the claim again with the times just recorded (the claims module's EligibilityAssessed). */
  reassess(metadata: EventMetadata, claimId: number): Promise<void>;
}

/** «Verifica volo» and «Inserisci orari effettivi»: each appends its event on the claim's stream, then the claim is assessed again. */
export function claimFlightCommands<State extends ClaimFlightState>(deps: ClaimFlightDeps<State>) {
  const decider = claimFlightDecider(deps.claims);
  const claimStream = (claimId: number) => deps.claims.stream(claimId);
  async function record(metadata: EventMetadata, claimId: number, command: FlightCommand, expectedVersion?: bigint): Promise<FlightVerificationResult> {
    await deps.executeCommand({ stream: claimStream(claimId), decider, command, metadata, expectedVersion, readModels: ['claims'] });
    await deps.reassess(metadata, claimId);
    const { state, stateVersion } = await foldStream(deps.store, claimStream(claimId), decider);
    if (!state.exists || !state.verifiedFlight) throw deps.claims.notFound();
    return { claimId, version: Number(stateVersion), verifiedFlight: state.verifiedFlight };
  }

  return {
    async verifyFlight(metadata: EventMetadata, { claimId, expectedVersion }: { claimId: number; expectedVersion?: bigint }): Promise<FlightVerificationResult> {
      const { state, stateVersion } = await foldStream(deps.store, claimStream(claimId), decider);
      if (!state.exists) throw deps.claims.notFound();
      // Checked before the paid call as well as at the append.
      if (expectedVersion !== undefined && expectedVersion !== stateVersion) throw new WrongExpectedVersionError(claimStream(claimId), expectedVersion, stateVersion);
      if (!deps.statusProvider) {
        throw new FlightVerificationRefused('not_configured', 'Il servizio dati voli non è configurato (AERODATABOX_API_KEY): inserisci gli orari effettivi a mano.');
      }
      const query = { flightNumber: state.flightNumber, date: state.flightDate, departureIata: state.departureIata, arrivalIata: state.arrivalIata };
      const report = await deps.statusProvider.flightStatus(query).catch((error: unknown) => {
        if (!(error instanceof FlightProviderError)) throw error;
        if (error.statusCode === 400 || error.statusCode === 404) return undefined; // the service does not know that number or day
        if (error.statusCode === 401 || error.statusCode === 403) {
          throw new FlightVerificationRefused('bad_key', 'Il servizio dati voli ha rifiutato la chiave di accesso (AERODATABOX_API_KEY): controlla la configurazione o inserisci gli orari effettivi a mano.');
        }
        throw new FlightVerificationRefused('provider_failed', 'Il servizio dati voli non risponde in questo momento: riprova più tardi o inserisci gli orari effettivi a mano.');
      });
      if (!report || (report.status === 'unknown' && !report.actualArrival)) {
        throw new FlightVerificationRefused('no_data', `Il servizio dati voli non ha gli orari effettivi del volo ${state.flightNumber} del ${italianDay(state.flightDate)}: inserisci gli orari effettivi a mano.`);
      }
      const { operatingCarrier, departureIata: _departure, arrivalIata: _arrival, ...times } = report;
      const data: FlightVerifiedData = { flightNumber: state.flightNumber, flightDate: state.flightDate, ...times, operatingCarrier, source: 'aerodatabox' };
      return record(metadata, claimId, { type: 'VerifyFlight', data }, expectedVersion);
    },

    async recordFlightTimes(metadata: EventMetadata, { claimId, expectedVersion, times }: { claimId: number; expectedVersion?: bigint; times: RecordFlightTimesBody }): Promise<FlightVerificationResult> {
      const { state } = await foldStream(deps.store, claimStream(claimId), decider);
      if (!state.exists) throw deps.claims.notFound();
      const { evidence, ...entered } = times;
      const data: FlightTimesRecordedData = { flightNumber: state.flightNumber, flightDate: state.flightDate, ...flightTimes(entered), evidence };
      return record(metadata, claimId, { type: 'RecordFlightTimes', data }, expectedVersion);
    },
  };
}

export type ClaimFlightCommands = ReturnType<typeof claimFlightCommands>;

/** The entered times as the event records them: the arrival delay from the two arrival times, only for a flight that landed. */
function flightTimes(entered: Omit<RecordFlightTimesBody, 'evidence'>): FlightTimes {
  const landed = entered.status === 'landed' && entered.scheduledArrival && entered.actualArrival;
  return {
    status: entered.status,
    scheduledDeparture: entered.scheduledDeparture,
    actualDeparture: entered.status === 'cancelled' ? null : entered.actualDeparture,
    scheduledArrival: entered.scheduledArrival,
    actualArrival: entered.status === 'cancelled' ? null : entered.actualArrival,
    arrivalDelayMinutes: landed ? Math.round((Date.parse(entered.actualArrival!) - Date.parse(entered.scheduledArrival!)) / 60_000) : null,
    divertedTo: entered.status === 'diverted' ? entered.divertedTo : null,
  };
}

const italianDay = (date: string) => date.split('-').reverse().join('/');
