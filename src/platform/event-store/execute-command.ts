import { DomainError } from '../domain-error.js';
import { foldStream, type Decider, type Folded } from './command-handler.js';
import { WrongExpectedVersionError, type EventMetadata, type EventStore, type Position, type StoreTransaction } from './event-store.js';

/** Resolves true once every named read model has applied `position`, false after `timeoutMs`. */
export type WaitForReadModels = (names: readonly string[], position: Position, timeoutMs: number) => Promise<boolean>;

export interface CommandRequest<State, Command, Event extends { type: string; data: unknown }> {
  stream: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  metadata: EventMetadata;
  /** The read models the caller reads right after: the answer waits (bounded) until they show the change. */
  readModels?: readonly string[];
  /** The change protects something (a revoke): refuse as unavailable rather than answer before the read models apply it. */
  mustApply?: boolean;
  /** An If-Match: a concurrent change is a conflict for the caller instead of being decided again. */
  expectedVersion?: bigint;
  /** Fixed ids make a retried command's append a no-op. */
  eventIds?: string[];
  /** The caller just allocated this stream, so it is decided on as empty without reading it. */
  newStream?: boolean;
  /**
   * Appends in the caller's transaction (inStoreTransaction): a conflict fails it rather than being
   * decided again, and the wait for the read models comes once it has committed.
   */
  transaction?: StoreTransaction;
}

export interface Executed<State, Event> extends Folded<State> {
  events: Event[];
  /** The read models the store applied in the append's own transaction. */
  appliedInline?: readonly string[];
  /** Where the last new event landed; undefined when the command changed nothing. */
  position?: Position;
}

export type ExecuteCommand = <State, Command, Event extends { type: string; data: unknown }>(
  request: CommandRequest<State, Command, Event>,
) => Promise<Executed<State, Event>>;

const CONFLICT_RETRIES = 3;
const READ_MODEL_WAIT_MS = 2_000;

/** The one command path: decide on the stream, append, and wait for the read models the caller reads next. */
export function createCommandExecutor({ store, waitForReadModels }: { store: EventStore; waitForReadModels: WaitForReadModels }): ExecuteCommand {
  return async (request) => {
    const executed = await decideAndAppend(store, request);
    // Read models the store applied in the append's own transaction already show the change.
    const readModels = (request.readModels ?? []).filter((name) => !executed.appliedInline?.includes(name));
    const position = executed.position;
    if (!position || readModels.length === 0) return executed;
    const waitForThem = async () => {
      const applied = await waitForReadModels(readModels, position, READ_MODEL_WAIT_MS);
      if (!applied && request.mustApply) {
        throw new DomainError('unavailable', 'La modifica è registrata ma non ancora attiva: riprova tra qualche secondo.');
      }
    };
    if (request.transaction) request.transaction.afterCommit(waitForThem);
    else await waitForThem();
    return executed;
  };
}

/**
 * Reads the stream, decides, and appends at the version decided on. With `expectedVersion` a
 * concurrent change is a conflict for the caller; without it the command is decided again on the
 * newer state.
 */
async function decideAndAppend<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  { stream, decider, command, metadata, expectedVersion, eventIds, newStream, transaction }: CommandRequest<State, Command, Event>,
): Promise<Executed<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const assumeEmpty = newStream && attempt === 1;
    const { state, version, stateVersion } = assumeEmpty ? { state: decider.initialState, version: 0n, stateVersion: 0n } : await foldStream(store, stream, decider);
    if (expectedVersion !== undefined && expectedVersion !== stateVersion) throw new WrongExpectedVersionError(stream, expectedVersion, stateVersion);
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, version, stateVersion, events };
    try {
      const appended = await (transaction ?? store).append(
        stream,
        events.map((event, index) => ({ id: eventIds?.[index], type: event.type, data: event.data, metadata })),
        { expectedVersion: version === 0n ? 'no_stream' : version },
      );
      const next = events.reduce((current, event) => decider.evolve(current, event, metadata.requestedAt), state);
      return { state: next, version: appended.nextVersion, stateVersion: appended.nextVersion, events, position: appended.position, appliedInline: appended.appliedInline };
    } catch (error) {
      const retry = error instanceof WrongExpectedVersionError && expectedVersion === undefined && !transaction && attempt < CONFLICT_RETRIES;
      if (!retry) throw error;
    }
  }
}
