const PERCENT = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Shown in place of a figure measured over no calls: a rate of 0 calls is no news, good or bad. */
export const NO_DATA = '—';

/** One decimal; a 2xx status counts as success. */
export function successRate(calls: { total: number; successful: number }): string {
  return calls.total === 0 ? NO_DATA : `${PERCENT.format((calls.successful / calls.total) * 100)}%`;
}

export const RECENT_CALLS_SHOWN = 15;

export const formatMs = (ms: number) => `${Math.round(ms)} ms`;

/** The average response time of the calls, or «—» before the first one. */
export const averageTime = (calls: { total: number; averageResponseTime: number }) => (calls.total === 0 ? NO_DATA : formatMs(calls.averageResponseTime));
