/** Where use cases read the time: the system's clock in the process, a fixed one in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always reads `at`: a test's "today". */
export const fixedClock = (at: Date | string): Clock => ({ now: () => new Date(at) });
