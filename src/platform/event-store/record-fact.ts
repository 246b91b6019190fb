import type { AppendResult, EventMetadata, EventStore } from './event-store.js';

/** A fact: something that happened (an e-mail went, a document was looked at), with its id when a retry must not record it twice. */
export interface Fact<Type extends string = string, Data = unknown> {
  id?: string;
  type: Type;
  data: Data;
}

/**
 * Records facts that need no decision: what happened outside the stream's rules, which nothing
 * concurrent can make wrong (an e-mail the server took, an operator who opened a document, an audit
 * entry). They go at any version; every state change that a rule could refuse goes through
 * executeCommand and its decider instead.
 */
export function recordFacts(store: Pick<EventStore, 'append'>, stream: string, facts: readonly Fact[], metadata: EventMetadata): Promise<AppendResult> {
  return store.append(
    stream,
    facts.map((fact) => ({ ...fact, metadata })),
    { expectedVersion: 'any' },
  );
}
