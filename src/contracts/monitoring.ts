/** The operators' Monitoring tab: GET /api/admin/stats and GET /api/admin/health. */

/** The dashboard's counters (claims by status, documents, e-mails); a counter nothing has moved yet is 0. */
export interface AdminCounters {
  flightChecks: { total: number; pending: number; underReview: number; processing: number; approved: number; completed: number; rejected: number };
  documents: { total: number; verified: number };
  communications: { sent: number };
}

/** The flight-data service's figures (admin spec §3 reading B, §9). */
export interface FlightApiStats {
  total: number;
  /** Calls answered with a 2xx status. */
  successful: number;
  failed: number;
  /** Percentage with one decimal; 100 when there are no calls. */
  successRate: number;
  /** Milliseconds, no decimals; 0 when there are no calls. */
  averageResponseTime: number;
  /** The 15 most recent calls, newest first. */
  recentCalls: { endpoint: string; statusCode: number | null; responseTime: number; createdAt: string }[];
}

/** GET /api/admin/stats: both readings of the spec, the counters and the flight-data figures. */
export type AdminStats = AdminCounters & { apiCalls: Omit<FlightApiStats, 'recentCalls'>; recentCalls: FlightApiStats['recentCalls'] };

/** A read model's or reactor's checkpoint against the event store's head. */
export interface ReadModelHealth {
  name: string;
  kind: 'projection' | 'reactor';
  position: string | null;
  eventsApplied: number;
  /** True while events the store can hand out lie after the checkpoint. */
  behind: boolean;
  /**
   * The distance to the store's head in the store's own unit (PostgreSQL: global positions, an upper
   * bound on the events not yet applied); null where the store has none (EventStoreDB), 0 when caught up.
   */
  lag: number | null;
  /** While behind: seconds since the checkpoint last moved; 0 when caught up. */
  lagSeconds: number;
  updatedAt: string;
  failure: { eventId: string; at: string; error: string } | null;
  /** This process's own view of the handler, when it runs it. */
  local?: { status: string; error?: string; failedEventId?: string };
}

/** GET /api/admin/health: answered 200 even when a component is down. */
export interface SystemHealth {
  status: 'ok' | 'degraded' | 'down';
  uptimeSeconds: number;
  database: { status: 'up' | 'down'; source: string; error?: string };
  eventStore: { status: 'up' | 'down'; kind: string; error?: string };
  readModels: ReadModelHealth[];
  readModelsError?: string;
  queue: { status: 'up' | 'down' | 'not_configured'; source: string | null; jobs: { name: string; waiting: number; active: number; delayed: number; failed: number }[] };
}

/** GET /api/admin/trends?weeks=: the business week by week (Monday to Sunday, Italian calendar), the oldest first. */
export interface WeekTrend {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  submitted: number;
  /** Claims closed that week: completed (the passenger was paid) or rejected. */
  decided: number;
  /** Of those, completed; null when none was decided. */
  successRate: number | null;
  /** What airlines paid us that week, for every passenger. */
  recoveredCents: number;
  /** Our fees invoiced that week, VAT included. */
  feesCents: number;
  /** Days from the airline's payment to our payout, median over the claims first paid out that week; null when none was. */
  medianDaysToPayout: number | null;
}

export interface Trends {
  weeks: WeekTrend[];
}

/** How far back the trends go, by default and at most. */
export const TREND_WEEKS = { default: 26, max: 104 } as const;
