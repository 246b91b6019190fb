import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../logger.js';
import { TooManyRequests } from './problem.js';

export interface LimitOptions {
  /** Names the counter in the shared store: two limits never share one by accident. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** How a refusal reads to the user. */
  refusal?: { title: string; detail: string };
}

/** One counter per key (an IP, an e-mail's hash, a practice number), shared by every process through Redis. */
export interface Limit {
  /** Counts one try for each key and refuses (TooManyRequests) when any of them is over the limit. */
  consume(...keys: string[]): Promise<void>;
  /** Refuses when any key has used up its tries, without counting one: for limits on failures only. */
  check(...keys: string[]): Promise<void>;
  /** Counts a failure for each key without refusing now (the next check will). */
  count(...keys: string[]): Promise<void>;
  /** Express middleware: consume() for the client's IP (as `trust proxy` resolves it). */
  perIp(): RequestHandler;
}

export interface RateLimits {
  limit(options: LimitOptions): Limit;
}

/**
 * Limits kept in Redis, under the deployment's prefix, so every process counts the same tries; while
 * Redis is down (or absent) each process counts in memory, and says so in the log.
 */
export function createRateLimits({ redis, prefix, logger }: { redis?: Redis; prefix: string; logger: Logger }): RateLimits {
  let warnedAt = 0;
  const warnMemory = (reason: string) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    logger.warn({ reason }, 'rate limits counted in this process only (memory) until Redis answers');
  };
  if (!redis) warnMemory('Redis is not configured');

  return {
    limit({ name, limit, windowSeconds, refusal }: LimitOptions): Limit {
      const options = { keyPrefix: `${prefix}:limit:${name}`, points: limit, duration: windowSeconds };
      const memory = new RateLimiterMemory(options);
      const limiter: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
      const noteFallback = () => {
        if (redis && redis.status !== 'ready') warnMemory(`Redis is ${redis.status}`);
      };
      const refuse = (msBeforeNext: number) => {
        const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
        return refusal ? new TooManyRequests(seconds, refusal.title, refusal.detail) : new TooManyRequests(seconds);
      };

      const consume = async (...keys: string[]) => {
        noteFallback();
        for (const key of keys) {
          try {
            await limiter.consume(key);
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) throw refuse(rejection.msBeforeNext);
            throw rejection;
          }
        }
      };
      return {
        consume,
        async check(...keys) {
          noteFallback();
          for (const key of keys) {
            const state = await limiter.get(key);
            if (state && state.consumedPoints >= limit) throw refuse(state.msBeforeNext);
          }
        },
        async count(...keys) {
          noteFallback();
          await Promise.all(keys.map((key) => limiter.penalty(key)));
        },
        perIp: () => async (request, _response, next) => {
          await consume(clientAddress(request));
          next();
        },
      };
    },
  };
}

export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** A limit key for personal data (an e-mail address): the store holds its hash, never the address. */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}
