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
  readModels: { name: string; kind: 'projection' | 'reactor'; position: string | null; eventsApplied: number; lag: number; lagSeconds: number; failure?: { eventId: string; error: string } | null }[];
  queue: { status: 'up' | 'down' | 'not_configured'; source: string | null; jobs: { name: string; waiting: number; active: number; delayed: number; failed: number }[] };
}

export const statsQuery = queryOptions({
  queryKey: ['admin', 'stats'],
  queryFn: () => adminRequest<AdminStats>('GET', '/api/admin/stats'),
  refetchInterval: 30_000,
});

/** /api/health answers 503 with the same body when the database is down: that is still something to show. */
export const healthQuery = queryOptions({
  queryKey: ['admin', 'health'],
  queryFn: async () => (await fetch('/api/health', { credentials: 'include' })).json() as Promise<SystemHealth>,
  refetchInterval: 30_000,
});
