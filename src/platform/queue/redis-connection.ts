import { Redis } from 'ioredis';

export type QueueState = 'up' | 'down' | 'not_configured';

/**
 * One connection for producers. Commands fail at once while Redis is away (no offline buffer),
 * so a reactor sees the failure and keeps its checkpoint; the client keeps reconnecting.
 */
export function createProducerConnection(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', () => {}); // state is read from `status`; reconnecting is the client's job
  return redis;
}

/** Workers block on Redis and must wait through outages rather than fail. */
export function createWorkerConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (attempt) => Math.min(attempt * 200, 2_000) });
  redis.on('error', () => {});
  return redis;
}

export function queueState(redis: Redis | undefined): QueueState {
  if (!redis) return 'not_configured';
  return redis.status === 'ready' ? 'up' : 'down';
}
