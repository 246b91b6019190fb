import type { EventStore, RecordedEvent } from './event-store.js';

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

export function toDomainEvent<Event extends { type: string; data: unknown }>(recorded: RecordedEvent): Event {
  return { type: recorded.type, data: recorded.data } as Event;
}
