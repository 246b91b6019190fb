const PERCENT = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The spec's success rate: one decimal, or 100% when there were no calls; a 2xx status counts as success. */
export function successRate(calls: { total: number; successful: number }): string {
  return calls.total === 0 ? '100%' : `${PERCENT.format((calls.successful / calls.total) * 100)}%`;
}

export const RECENT_CALLS_SHOWN = 15;

export const formatMs = (ms: number) => `${Math.round(ms)} ms`;
