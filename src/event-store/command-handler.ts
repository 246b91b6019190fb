import type { EventMetadata, EventStore, Position, RecordedEvent } from './event-store.js';
import { WrongExpectedVersionError } from './event-store.js';

export interface Decider<State, Command, Event extends { type: string; data: unknown }> {
  initialState: State;
  /** The event types this decider folds; others on the stream (other modules') are passed over. */
  eventTypes: readonly Event['type'][];
  evolve(state: State, event: Event, at: string): State;
  decide(command: Command, state: State): Event[];
}

export interface Folded<State> {
  state: State;
  version: bigint;
  /**
   * The version of the last event this decider folds: what an If-Match names. Other modules' events
   * on the stream (an e-mail sent, a document uploaded) leave the state as it was, so they are no
   * conflict for a change decided on it.
   */
  stateVersion: bigint;
}

export interface Handled<State, Event> extends Folded<State> {
  events: Event[];
  /** Where the last new event landed; undefined when the command changed nothing. */
  position?: Position;
}

const CONFLICT_RETRIES = 3;

export async function foldStream<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  options: { toVersion?: bigint } = {},
): Promise<Folded<State>> {
  const events: RecordedEvent[] = [];
  for await (const recorded of store.readStream(stream, { toVersion: options.toVersion })) events.push(recorded);
  return foldEvents(events, decider);
}

/** Folds events already read, so one read of a stream can serve several deciders. */
export function foldEvents<State, Command, Event extends { type: string; data: unknown }>(events: RecordedEvent[], decider: Decider<State, Command, Event>): Folded<State> {
  let state = decider.initialState;
  let version = 0n;
  let stateVersion = 0n;
  for (const recorded of events) {
    version = recorded.version;
    if (!decider.eventTypes.includes(recorded.type)) continue;
    state = decider.evolve(state, toDomainEvent<Event>(recorded), recorded.metadata.requestedAt);
    stateVersion = recorded.version;
  }
  return { state, version, stateVersion };
}

/**
 * Reads the stream, decides, and appends at the version decided on. With `expectedVersion` (an
 * If-Match) a concurrent change is a conflict for the caller; without it the command is decided
 * again on the newer state.
 */
export async function handleCommand<State, Command, Event extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
  /** newStream: the caller just allocated this stream, so it is decided on as empty without reading it. */
  options: { expectedVersion?: bigint; eventIds?: string[]; newStream?: boolean } = {},
): Promise<Handled<State, Event>> {
  for (let attempt = 1; ; attempt++) {
    const assumeEmpty = options.newStream && attempt === 1;
    const { state, version, stateVersion } = assumeEmpty ? { state: decider.initialState, version: 0n, stateVersion: 0n } : await foldStream(store, stream, decider);
    if (options.expectedVersion !== undefined && options.expectedVersion !== stateVersion) {
      throw new WrongExpectedVersionError(stream, options.expectedVersion, stateVersion);
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, version, stateVersion, events };
    try {
      const appended = await store.append(
        stream,
        events.map((event, index) => ({ id: options.eventIds?.[index], type: event.type, data: event.data, metadata })),
        { expectedVersion: version === 0n ? 'no_stream' : version },
      );
      const next = events.reduce((current, event) => decider.evolve(current, event, metadata.requestedAt), state);
      return { state: next, version: appended.nextVersion, stateVersion: appended.nextVersion, events, position: appended.position };
    } catch (error) {
      const retry = error instanceof WrongExpectedVersionError && options.expectedVersion === undefined && attempt < CONFLICT_RETRIES;
      if (!retry) throw error;
    }
  }
}

export function toDomainEvent<Event extends { type: string; data: unknown }>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
