import { expect } from 'vitest';
import type { Decider } from '../../src/platform/event-store/command-handler.js';
import type { DomainReason } from '../../src/platform/domain-error.js';

/** When the past events were recorded, for the folds that keep a time. */
const RECORDED_AT = '2026-11-01T10:00:00.000Z';

/**
 * One decision of a decider: `given(past events).when(command).then(expected events)`, or
 * `.thenFails(message, reason?)`. The past is folded as `executeCommand` folds a stream: events of
 * types the decider does not read are passed over.
 */
export function deciderSpec<State, Command, Event extends { type: string; data: unknown }>(decider: Decider<State, Command, Event>, recordedAt = RECORDED_AT) {
  return function given(...history: Event[]) {
    const state = history.filter((event) => decider.eventTypes.includes(event.type)).reduce((current, event) => decider.evolve(current, event, recordedAt), decider.initialState);
    return {
      when(command: Command) {
        const decide = () => decider.decide(command, state);
        return {
          then: (expected: Event[]) => expect(decide()).toEqual(expected),
          thenFails(message: string | RegExp, reason?: DomainReason) {
            expect(decide).toThrow(message);
            if (reason) expect(decide).toThrow(expect.objectContaining({ reason }));
          },
        };
      },
    };
  };
}
