import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-request';

export interface AdminStats {
  flightChecks: { total: number; pending: number; underReview: number; approved: number; completed: number; rejected: number };
  documents: { total: number; verified: number };
  communications: { sent: number };
  apiCalls: { total: number; successful: number; failed: number; averageResponseTime: number };
  recentCalls: { endpoint: string; statusCode: number; responseTime: number; createdAt: string }[];
}

export interface SystemHealth {
  status: 'ok' | 'degraded' | 'down';
  uptimeSeconds: number;
  database: { status: 'up' | 'down'; source: string; error?: string };
  eventStore: { status: 'up' | 'down'; kind: string; error?: string };
  readModels: {
    name: string;
    kind: 'projection' | 'reactor';
    position: string | null;
    eventsApplied: number;
    behind: boolean;
    /** Distance to the store's head in its own unit (PostgreSQL: global positions, at most the events behind); null where the store has none. */
    lag: number | null;
    /** While behind: seconds since the checkpoint last moved. */
    lagSeconds: number;
    failure?: { eventId: string; error: string } | null;
  }[];
  readModelsError?: string;
  queue: { status: 'up' | 'down' | 'not_configured'; source: string | null; jobs: { name: string; waiting: number; active: number; delayed: number; failed: number }[] };
}

export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => adminRequest<AdminStats>('GET', '/api/admin/stats'),
  refetchInterval: 30_000,
});

/** The operators' details (the public /api/health says only up or down); answered 200 even when a component is down. */
export const healthQuery = queryOptions({
  queryKey: ['admin', 'health'],
  queryFn: () => adminRequest<SystemHealth>('GET', '/api/admin/health'),
  refetchInterval: 30_000,
});
